import { HEADER_CITY_OPTIONS } from '@kemudi/domain/constants';
import { cookies } from 'next/headers';
import { z } from 'zod';
import { ApiError, apiClient } from '@/server/api-client';
import { CITY_COOKIE } from '@/server/layout';
import { apiErrorResponse, errorResponse } from '@/server/proxy';
import { readSession, setSessionTokens } from '@/server/session';

/*
 * §7 front-end proxy route `update-location`: "Save city sends city_name and city_iso, optional
 * sync, and returns data.isRefresh". Validates the body, forwards it to the API's
 * parameter/v1/update-location through the API client, and keeps the choice in the city cookie so
 * the server renders the next pages for that city (src/server/layout.ts reads it).
 *
 * The cookie holds {p, c, n} — province isocode, city isocode, the name the header shows — and no
 * secret. It is HttpOnly all the same: every reader is on the server (the layout hands the city
 * to the header as a prop), so no script needs it.
 */

export const dynamic = 'force-dynamic';

const CITY_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60; // one year

const Body = z.object({
  city_name: z.string().trim().min(1).max(80),
  // The site's city isocodes are four digits (Kemendagri regency code without its dot; 0080, §9).
  city_iso: z.string().regex(/^\d{4}$/),
  sync: z.boolean().optional(),
});

const ApiAnswer = z.object({
  data: z.object({
    cityIso: z.string().regex(/^\d{4}$/),
    cityName: z.string().min(1).max(80),
    provinceIsocode: z.string().regex(/^[a-z_]{2,60}$/),
    isRefresh: z.boolean(),
  }),
});


/**
 * The name shown in the header: a §9 header option keeps its short label ('Bandung') when that is
 * what the picker sent; any other city takes the API's own name ('Kota Semarang'), since
 * city_name comes from the browser and is not trusted.
 */
function displayName(cityIso: string, sentName: string, apiName: string): string {
  const option = HEADER_CITY_OPTIONS.find((o) => o.cityIso === cityIso);
  return option && option.label === sentName ? option.label : apiName;
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
  const body = Body.safeParse(raw);
  if (!body.success) return errorResponse(400, 'ValidationError', 'Kota yang dipilih tidak valid');

  const session = await readSession();
  let answer: z.infer<typeof ApiAnswer>;
  try {
    answer = ApiAnswer.parse(
      await apiClient.post<unknown>('/api/parameter/v1/update-location', body.data, {
        ...(session.accessToken ? { token: session.accessToken } : {}),
        ...(session.refreshToken ? { refreshToken: session.refreshToken } : {}),
        onTokensRefreshed: setSessionTokens,
      }),
    );
  } catch (err) {
    if (err instanceof ApiError) return apiErrorResponse(err);
    console.error('update-location: unexpected failure', err);
    return errorResponse(502, 'BadGateway', 'Gagal menyimpan kota');
  }

  const { cityIso, cityName, provinceIsocode, isRefresh } = answer.data;
  const name = displayName(cityIso, body.data.city_name, cityName);
  const store = await cookies();
  store.set(CITY_COOKIE, JSON.stringify({ p: provinceIsocode, c: cityIso, n: name }), {
    httpOnly: true,
    sameSite: 'lax',
    secure: process.env.NODE_ENV === 'production',
    path: '/',
    maxAge: CITY_COOKIE_MAX_AGE_S,
  });
  return Response.json(
    { data: { isRefresh, provinceIsocode, cityIsocode: cityIso, name } },
    { headers: { 'cache-control': 'no-store' } },
  );
}
