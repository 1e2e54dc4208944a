import { CART_GUID_COOKIE_DAYS, daysToSeconds } from '@kemudi/domain/constants';
import { parse, serialize } from 'cookie';
import { CITY_COOKIE, cityCookieValue, parseCityCookie } from '@/lib/city';
import { CART_GUID_COOKIE, CART_HINT_COOKIE, SESSION_HINT_COOKIE } from '@/lib/layout';
import { REFRESH_TOKEN_COOKIE, TOKEN_COOKIES } from '@/lib/session-cookies';
import { secureCookies } from '@/lib/cookie-security';

/*
 * What the edge server needs to know about a visitor from their cookies, without reading a token:
 * whether the request is personal (a customer's or a temporary login's token cookie), which city
 * prices the page (§4 City, §9 fallback), and whether the hint cookies the header's client islands
 * read (components/header) agree with the HttpOnly cookies they stand for.
 */

export interface Visitor {
  /** A token cookie is present: nothing is shared with this request, and the /api/ fast path is not for it. */
  personal: boolean;
  /** The city cookie's value as a page renders it: the §9 fallback city when absent or not a city. */
  city: string;
  /** Set-Cookie values that bring the hint cookies in line with the HttpOnly ones. */
  hintRepairs: string[];
}

/** The session hint lives as long as the refresh cookie it stands for (session.ts). */
const SESSION_HINT_MAX_AGE_S = 30 * 24 * 60 * 60;

const hintOptions = (maxAge: number) =>
  ({ path: '/', maxAge, sameSite: 'lax', secure: secureCookies(), httpOnly: false }) as const;

function hintRepair(name: string, present: boolean, hint: string | undefined, maxAge: number): string | null {
  if (present && hint !== '1') return serialize(name, '1', hintOptions(maxAge));
  if (!present && hint !== undefined) return serialize(name, '', hintOptions(0));
  return null;
}

export function visitorOf(cookieHeader: string | undefined): Visitor {
  const jar = cookieHeader ? parse(cookieHeader) : {};
  const personal = TOKEN_COOKIES.some((name) => Boolean(jar[name]));
  const customer = Boolean(jar[REFRESH_TOKEN_COOKIE]) || Boolean(jar[TOKEN_COOKIES[0]]);
  const hintRepairs = [
    hintRepair(SESSION_HINT_COOKIE, customer, jar[SESSION_HINT_COOKIE], SESSION_HINT_MAX_AGE_S),
    hintRepair(CART_HINT_COOKIE, Boolean(jar[CART_GUID_COOKIE]), jar[CART_HINT_COOKIE], daysToSeconds(CART_GUID_COOKIE_DAYS)),
  ].filter((value): value is string => value !== null);
  return { personal, city: cityCookieValue(parseCityCookie(jar[CITY_COOKIE])), hintRepairs };
}

/** The Cookie header a cached page is rendered with: the city and nothing else, so no render can see a customer. */
export function renderCookieHeader(city: string): string {
  return serialize(CITY_COOKIE, city);
}
