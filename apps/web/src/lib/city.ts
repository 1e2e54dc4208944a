/*
 * The visitor's chosen city (§3 Geolocation, §4 City, §9 fallback city): its shape, and the
 * `kemudi_city` cookie that carries it to the server. Pure, for the layout's loader, the
 * update-location route and the header's client islands alike.
 *
 * The cookie holds {p, c, n} — province isocode, city isocode, the name the header shows — and no
 * secret. It is set by /api/update-location and read on the server only (HttpOnly).
 */
import { FALLBACK_CITY, FALLBACK_PROVINCE, HEADER_CITY_OPTIONS } from '@kemudi/domain/constants';

export type ChosenCity = { provinceIsocode: string; cityIsocode: string; name: string };

export const CITY_COOKIE = 'kemudi_city';

const PROVINCE_ISO = /^[a-z_]{2,60}$/;
// The site's city isocodes are four digits (the Kemendagri regency code without its dot; 0080, §9).
const CITY_ISO = /^\d{4}$/;
const NAME_MAX_CHARS = 80;

export const isCityIsocode = (value: string): boolean => CITY_ISO.test(value);

/** A city the site can render for: a province isocode, a four-digit city isocode and a short name. */
export function isChosenCity(value: unknown): value is ChosenCity {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.provinceIsocode === 'string' &&
    PROVINCE_ISO.test(v.provinceIsocode) &&
    typeof v.cityIsocode === 'string' &&
    CITY_ISO.test(v.cityIsocode) &&
    typeof v.name === 'string' &&
    v.name.length > 0 &&
    v.name.length <= NAME_MAX_CHARS
  );
}

/** §9 fallback city: dki_jakarta / 0080, named as the header options name it. */
export const FALLBACK_CHOSEN_CITY: ChosenCity = {
  provinceIsocode: FALLBACK_PROVINCE,
  cityIsocode: FALLBACK_CITY,
  name: HEADER_CITY_OPTIONS.find((o) => o.cityIso === FALLBACK_CITY)?.label ?? 'Jakarta Pusat',
};

/** The cookie's value for a city. */
export function cityCookieValue(city: ChosenCity): string {
  return JSON.stringify({ p: city.provinceIsocode, c: city.cityIsocode, n: city.name });
}

/** The chosen city from the cookie, else (absent or not a valid city) the §9 fallback. */
export function parseCityCookie(raw: string | undefined): ChosenCity {
  if (!raw) return FALLBACK_CHOSEN_CITY;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return FALLBACK_CHOSEN_CITY;
  }
  if (typeof value !== 'object' || value === null) return FALLBACK_CHOSEN_CITY;
  const { p, c, n } = value as Record<string, unknown>;
  const city = { provinceIsocode: p, cityIsocode: c, name: n };
  return isChosenCity(city) ? city : FALLBACK_CHOSEN_CITY;
}
