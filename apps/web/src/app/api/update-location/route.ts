import { HEADER_CITY_OPTIONS } from '@kemudi/domain/constants';
import type { CallInput } from '@kemudi/domain/contracts/call';
import { geoCalls } from '@kemudi/domain/contracts/geo';
import { cookies } from 'next/headers';
import { CITY_COOKIE, type ChosenCity, cityCookieValue, isChosenCity, isCityIsocode } from '@/lib/city';
import { getRouteApi } from '@/server/api';
import { ApiError } from '@/server/api-client';
import { apiErrorResponse, errorResponse } from '@/server/proxy';
import { secureCookies } from '@/lib/cookie-security';

/*
 * §7 front-end proxy route `update-location`: "Save city sends city_name and city_iso, optional
 * sync, and returns data.isRefresh". Validates the body with the call's contract
 * (geoCalls.updateLocation), forwards it to the API as this visitor (getRouteApi: a customer's
 * expired token is refreshed and stored, §4), and keeps the choice in the city cookie so the
 * server renders the next pages for that city (src/server/layout reads it).
 *
 * The cookie (lib/city.ts) holds no secret. It is HttpOnly all the same: every reader is on the
 * server (the layout hands the city to the header as a prop), so no script needs it.
 */

export const dynamic = 'force-dynamic';

const CITY_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60; // one year

/**
 * The name shown in the header: a §9 header option keeps its short label ('Bandung') when that is
 * what the picker sent; any other city takes the API's own name ('Kota Semarang'), since
 * city_name comes from the browser and is not trusted.
 */
function displayName(cityIso: string, sentName: string, apiName: string): string {
  const option = HEADER_CITY_OPTIONS.find((o) => o.cityIso === cityIso);
  return option && option.label === sentName ? option.label : apiName;
}

/** §7 parameter/v1/update-location as this visitor; throws ApiError, or when the answer is not a city the site can render for. */
async function saveLocation(body: CallInput<typeof geoCalls.updateLocation>['body']): Promise<{ city: ChosenCity; isRefresh: boolean }> {
  const answer = await (await getRouteApi()).call(geoCalls.updateLocation, { body });
  const city = { provinceIsocode: answer.provinceIsocode, cityIsocode: answer.cityIso, name: displayName(answer.cityIso, body.city_name, answer.cityName) };
  if (!isChosenCity(city)) throw new Error(`update-location answered a city the site cannot render for: ${JSON.stringify(city)}`);
  return { city, isRefresh: answer.isRefresh };
}

export async function POST(request: Request): Promise<Response> {
  // A JSON body only: a cross-site form cannot send one without CORS allowing it.
  if (!(request.headers.get('content-type') ?? '').toLowerCase().startsWith('application/json')) {
    return errorResponse(415, 'UnsupportedMediaType', 'Data harus berformat JSON');
  }
  let raw: unknown;
  try {
    raw = await request.json();
  } catch {
    return errorResponse(400, 'ValidationError', 'Data yang dikirim bukan JSON yang valid');
  }
  // The call's own body schema, and a city the site can render for (a four-digit isocode, lib/city).
  const body = geoCalls.updateLocation.body.safeParse(raw);
  if (!body.success || !isCityIsocode(body.data.city_iso)) return errorResponse(400, 'ValidationError', 'Kota yang dipilih tidak valid');

  let saved: { city: ChosenCity; isRefresh: boolean };
  try {
    saved = await saveLocation(body.data);
  } catch (err) {
    if (err instanceof ApiError) return apiErrorResponse(err);
    console.error('update-location: unexpected failure', err);
    return errorResponse(502, 'BadGateway', 'Gagal menyimpan kota');
  }
  const { city, isRefresh } = saved;

  const store = await cookies();
  store.set(CITY_COOKIE, cityCookieValue(city), {
    httpOnly: true,
    sameSite: 'lax',
    secure: secureCookies(),
    path: '/',
    maxAge: CITY_COOKIE_MAX_AGE_S,
  });
  return Response.json(
    { data: { isRefresh, provinceIsocode: city.provinceIsocode, cityIsocode: city.cityIsocode, name: city.name } },
    { headers: { 'cache-control': 'no-store' } },
  );
}
