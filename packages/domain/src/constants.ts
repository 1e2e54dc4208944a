/**
 * Business constants and limits of spec §9 (plus the two §7 paging values that go with them).
 * Shared by the API and the web app, so one value can never drift between the two.
 */

// §9: search debounce 1500 ms; suggestions need 3 or more characters.
export const SEARCH_DEBOUNCE_MS = 1500;
export const SEARCH_MIN_CHARS = 3;

// §9: seamless time-out is an environment value in minutes, default 4; checked every 60 s.
export const SEAMLESS_TIMEOUT_MINUTES_DEFAULT = 4;
export const SEAMLESS_CHECK_INTERVAL_MS = 60_000;

// §9: percentage maximum 100, default 3 decimals.
export const PERCENT_MAX = 100;
export const PERCENT_DECIMALS_DEFAULT = 3;

// §9: cart badge shown when the count is above 0 — in cart-badge.ts, which the header's badge
// island (on every page) imports alone.
export { CART_BADGE_MIN_COUNT_EXCLUSIVE, shouldShowCartBadge } from './cart-badge';

// §9: fallback city when no native value is given — province dki_jakarta, city code 0080.
export const FALLBACK_PROVINCE = 'dki_jakarta';
export const FALLBACK_CITY = '0080';

export interface HeaderCityOption {
  /** City name as the geolocation API names it (§3), e.g. `Kota Bandung`. */
  readonly name: string;
  /** What the header's city picker shows (§9). */
  readonly label: string;
  /** Province isocode (§3 Geolocation `isocode`). */
  readonly provinceIso: string;
  /** City isocode (§3 Geolocation `cityIso`): Kemendagri regency code without its dot,
   *  except Jakarta Pusat, which keeps the site's historic `0080`. */
  readonly cityIso: string;
}

// §9: header city options Jakarta Pusat, Bandung, Yogyakarta, Nanggroe Aceh Darussalam.
// Aceh is offered by its province name; picking it selects the provincial capital, Kota Banda Aceh.
export const HEADER_CITY_OPTIONS: readonly HeaderCityOption[] = [
  { name: 'Kota Jakarta Pusat', label: 'Jakarta Pusat', provinceIso: FALLBACK_PROVINCE, cityIso: FALLBACK_CITY },
  { name: 'Kota Bandung', label: 'Bandung', provinceIso: 'jawa_barat', cityIso: '3273' },
  { name: 'Kota Yogyakarta', label: 'Yogyakarta', provinceIso: 'daerah_istimewa_yogyakarta', cityIso: '3471' },
  { name: 'Kota Banda Aceh', label: 'Nanggroe Aceh Darussalam', provinceIso: 'aceh', cityIso: '1171' },
];

// §9: fallback reward text.
export const FALLBACK_REWARD_TEXT = '5000 AstraPoint';

// §9: Emergency Road Assistance number (the toll-free support line is not reproduced by the spec).
export const ERA_PHONE = '1500 898';

// §9: phone at most 14 digits.
export const PHONE_MAX_DIGITS = 14;

// §9: HTTP time-out 30000 ms default; 15 s for secondary and alternate clients;
// lead submission 70000 ms, and 80000 ms via the proxy (the proxy waits longer than the call it wraps).
/**
 * Issue 26: the header a page render's API calls carry — the data version the web server renders
 * the page for, so an API process still on an older one reads it again before answering.
 */
export const DATA_VERSION_HEADER = 'x-kemudi-data-version';

export const HTTP_TIMEOUT_MS = 30_000;
export const HTTP_SECONDARY_TIMEOUT_MS = 15_000;
export const LEAD_TIMEOUT_MS = 70_000;
export const LEAD_PROXY_TIMEOUT_MS = 80_000;

// §9: server client response cache 500 ms.
export const RESPONSE_CACHE_MS = 500;

// §9: agent pool — 3000 sockets, 300 free, time-out 20000 ms.
export const AGENT_MAX_SOCKETS = 3000;
export const AGENT_MAX_FREE_SOCKETS = 300;
export const AGENT_TIMEOUT_MS = 20_000;

// §9 (and §4 "Cart guid"): cart guid cookie and consent text cookies last 7 days.
export const CART_GUID_COOKIE_DAYS = 7;
export const CONSENT_COOKIE_DAYS = 7;

// §9: default page sizes. §9 "another-promo list page 0 size 4";
// §7 "national promos are fetched with page 0 size 1 when the city changes".
export const PAGE_SIZE = {
  FAQ: 10,
  PROMO: 4,
  SALESMAN_BY_BRANCH: 3,
  BRANCH_LANDING_SALESMAN: 5,
  ANOTHER_PROMO: 4,
  NATIONAL_PROMO_ON_CITY_CHANGE: 1,
} as const;

// §9: another-promo list and the §7 national-promo refresh both ask for page 0.
export const FIRST_PAGE = 0;

// §9: branch list default hidden=true.
export const BRANCH_LIST_HIDDEN_DEFAULT = true;

// §9: consent codes — checkbox text is source 4 detail 4; popup text is source 4 detail 5.
export const CONSENT_CODES = {
  checkbox: { source: 4, detail: 4 },
  popup: { source: 4, detail: 5 },
} as const;

/**
 * §3 consent submission consentStatusId (the spec names the field, not its values): 1 agreed,
 * 2 declined, 3 withdrawn later (My Account). Labels as the customer reads them.
 */
export const CONSENT_STATUS = { agreed: 1, declined: 2, withdrawn: 3 } as const;
export type ConsentStatusId = (typeof CONSENT_STATUS)[keyof typeof CONSENT_STATUS];
export const CONSENT_STATUS_LABELS: Readonly<Record<ConsentStatusId, string>> = { 1: 'Setuju', 2: 'Tidak setuju', 3: 'Ditarik' };

// §9: currency IDR.
export const CURRENCY = 'IDR';

// §9 (and §3 customer review "rating 1 to 5"): rating scale 1 to 5.
export const RATING_MIN = 1;
export const RATING_MAX = 5;

// §9: scroll-view tracking thresholds 0.5 and 0.0001 visibility, checked every 5 ms;
// the tracking delay itself is given in seconds by each caller.
export const SCROLL_VIEW_THRESHOLDS: readonly number[] = [0.5, 0.0001];
export const SCROLL_VIEW_CHECK_MS = 5;

// §4: the server-side client allows up to 3 retries after a 401 or 403.
export const MAX_RETRIES_AFTER_AUTH_ERROR = 3;

// §7: product-detail default category NEWCAR.
export const DEFAULT_PRODUCT_CATEGORY = 'NEWCAR';

/** Days → seconds, the unit of a cookie's Max-Age (for CART_GUID_COOKIE_DAYS, CONSENT_COOKIE_DAYS). */
export function daysToSeconds(days: number): number {
  return days * 24 * 60 * 60;
}

/**
 * The dealer group's company details and support channels: one source for the footer, the
 * Hubungi Kami and legal pages (seed) and anything else that shows them. §9 names a toll-free
 * support line without its number; this is the group's own.
 */
export const COMPANY = {
  name: 'PT Kemudi Otomotif Nusantara',
  headOffice: 'Jl. Danau Sunter Utara Blok K2 No. 18, Sunter Agung, Tanjung Priok, Jakarta Utara 14350',
} as const;

export const SUPPORT_CONTACTS = {
  callCentre: { display: '(021) 6530 8800', href: 'tel:+622165308800' },
  tollFree: { display: '0800 1 536 834', href: 'tel:08001536834' },
  whatsApp: { display: '0812 1010 8800', href: 'https://wa.me/6281210108800' },
  email: { display: 'halo@kemudi.co.id', href: 'mailto:halo@kemudi.co.id' },
  privacyEmail: { display: 'privasi@kemudi.co.id', href: 'mailto:privasi@kemudi.co.id' },
} as const;
