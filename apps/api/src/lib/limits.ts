import type { ApiConfig } from '../env';
import type { RouteLimit } from '../plugins/rate-limit';
import type { RouteDoc } from './route';

/*
 * The request limits of the calls that cost work or write (issue 16: "no limits anywhere"), in
 * one table. Each limit is enforced by plugins/rate-limit.ts (@fastify/rate-limit, counters in
 * Redis when REDIS_URL is set) and answers 429 in Indonesian with Retry-After. The sign-in, code,
 * lead, booking and order limits of issues 10–13 stay beside their calls (accounts, leads,
 * bookings, orders, loyalty, cart, single-id); the README's "Request limits" table lists them all.
 *
 * Per address the numbers are loose: Indonesian carriers put many phones behind one address
 * (CGNAT), and one page load fires several calls. A cached answer (API_CACHE_TTL_SECONDS) is
 * served before the limits run, so only calls that reach the database are counted. Limits marked
 * `sparesWebRenders` are on calls the web server makes while rendering pages, which name no
 * visitor: those calls (from a TRUST_PROXY address) are not counted per address.
 */

const MINUTE = 60;
const HOUR = 3600;
const DAY = 86_400;

const perIp = (max: number, windowSeconds: number, extra: Partial<RouteLimit> = {}): RouteLimit => ({ per: 'ip', max, windowSeconds, ...extra });
const perCustomer = (max: number, windowSeconds: number, extra: Partial<RouteLimit> = {}): RouteLimit => ({
  per: 'customer',
  max,
  windowSeconds,
  ...extra,
});

/** The wording of the newsletter's 429 (the default names no subject). */
const NEWSLETTER_TOO_MANY = 'Terlalu banyak permintaan berlangganan. Coba lagi dalam {n} detik.';
const CHAT_TOO_MANY = 'Terlalu banyak pertanyaan dalam waktu singkat. Coba lagi dalam {n} detik.';

export const LIMITS = {
  /** POST global-search: the header's suggestions (one call per pause in typing) and the results page. */
  search: [perIp(60, MINUTE, { sparesWebRenders: true })],
  /** Tanya Tasia: every question is a full-text ranking over the FAQ and the catalogue. */
  chat: [perIp(20, MINUTE, { message: CHAT_TOO_MANY }), perCustomer(20, MINUTE, { message: CHAT_TOO_MANY })],
  /** The newsletter (GET §7 and POST from the site's form count together): each request may send a confirmation email. */
  subscribe: [
    perIp(5, HOUR, { group: 'newsletter', message: NEWSLETTER_TOO_MANY }),
    { per: { field: 'email' }, max: 3, windowSeconds: DAY, group: 'newsletter', message: NEWSLETTER_TOO_MANY },
  ],
  /** The link of the confirmation email (a token of 256 random bits: nothing to guess, but each try is a write). */
  subscribeConfirm: [perIp(30, HOUR)],
  /** The credit calculator of the model and used-car pages, and §7 finance-simulation. */
  credit: [perIp(120, MINUTE, { group: 'credit', sparesWebRenders: true })],
  /** Places: saving the chosen city, the dealer search, nearest dealers, cities of a province (uncached POSTs). */
  places: [perIp(120, MINUTE, { group: 'places', sparesWebRenders: true })],
  /** Stock of products by code (cart and checkout pages). */
  stock: [perIp(120, MINUTE, { sparesWebRenders: true })],
  /** The cart's changes per customer (the per-address limit is the cart module's). */
  cartPerCustomer: [perCustomer(120, MINUTE)],
  /** My Account writes: the profile, Mobil Saya, consents, the post-login steps. */
  profileWrites: [perIp(60, 10 * MINUTE, { group: 'profile-write' }), perCustomer(30, 10 * MINUTE, { group: 'profile-write' })],
  /** The dealer record of the customer's verified phone (get-singleid asks the dealer system, TDMS). */
  dealerRecord: [perIp(120, 10 * MINUTE, { group: 'dealer-record', sparesWebRenders: true }), perCustomer(60, 10 * MINUTE, { group: 'dealer-record' })],
  /** Web push: storing or forgetting a browser's subscription (the site sends it again when permission is granted). */
  push: [perIp(60, 10 * MINUTE, { group: 'push' }), perCustomer(30, 10 * MINUTE, { group: 'push' })],
  /** Loyalty reads and flags that reach the wallet provider or write (the link itself has its own limits, loyalty module). */
  loyalty: [perIp(300, 10 * MINUTE, { group: 'loyalty', sparesWebRenders: true }), perCustomer(150, 10 * MINUTE, { group: 'loyalty' })],
  /** Checkout summary and slots: pricing the cart against stock and the calendar. */
  checkout: [perIp(120, 10 * MINUTE, { group: 'checkout', sparesWebRenders: true }), perCustomer(60, 10 * MINUTE, { group: 'checkout' })],
  /** Cancelling an order or a booking, rescheduling a booking. */
  changes: [perIp(30, 10 * MINUTE, { group: 'order-booking-change' }), perCustomer(20, HOUR, { group: 'order-booking-change' })],
  /** Polling a pending payment: the payment page asks every 5 s (120 in 10 minutes per open page); each asks the provider. */
  paymentStatus: [perCustomer(300, 10 * MINUTE)],
  /** The simulated provider's "bayar sekarang" (development and tests only). */
  simulatorPay: [perIp(30, 10 * MINUTE)],
  /** Renewing a customer's tokens (a write: the refresh token rotates; the web's middleware renews before rendering) and logging out. */
  session: [perIp(60, MINUTE, { group: 'session', sparesWebRenders: true })],
  // The staff console (issue 24). Besides these, STAFF_MAX_FAILED_LOGINS wrong passwords or codes
  // in a row lock the account for STAFF_LOCKOUT_MINUTES (modules/staff, in the database).
  /** Staff sign-in: per address, and per email (one account from many addresses). */
  staffLogin: [
    perIp(30, 15 * MINUTE, { group: 'staff-login' }),
    { per: { body: 'email' }, max: 10, windowSeconds: 15 * MINUTE, group: 'staff-login' },
  ],
  /** The second factor and the enrolment's codes (wrong ones also count towards the lockout). */
  staffSecondFactor: [perIp(30, 15 * MINUTE, { group: 'staff-second-factor' })],
  /** Forgotten password: each may send an email. */
  staffPasswordMail: [
    perIp(10, HOUR, { group: 'staff-password-mail' }),
    { per: { body: 'email' }, max: 3, windowSeconds: HOUR, group: 'staff-password-mail' },
  ],
  /** Set-password links and the change of password (each a scrypt hash). */
  staffPassword: [perIp(20, 15 * MINUTE, { group: 'staff-password' })],
  /** Staff management writes (each may send an invitation email). */
  staffWrites: [perIp(120, 10 * MINUTE, { group: 'staff-writes' })],
} as const satisfies Record<string, readonly RouteLimit[]>;

export type LimitName = keyof typeof LIMITS;

/**
 * The RouteDoc `limits` of a call. RATE_LIMITS=off (browser tests, where every browser is
 * 127.0.0.1 and shares the demo customers) drops the limits per address and per customer; the
 * limits per field (an email address) stay.
 */
export function limitsOf(config: Pick<ApiConfig, 'RATE_LIMITS'>, ...names: LimitName[]): Pick<RouteDoc, 'limits'> {
  const limits = names.flatMap((name): readonly RouteLimit[] => LIMITS[name]);
  const kept = config.RATE_LIMITS === 'off' ? limits.filter((limit) => limit.per !== 'ip' && limit.per !== 'customer') : limits;
  return kept.length > 0 ? { limits: kept } : {};
}

/** "at most 20 a minute per address and 20 a minute per customer": for the OpenAPI descriptions. */
export function describeLimits(...names: LimitName[]): string {
  const window = (seconds: number) =>
    seconds % DAY === 0 ? (seconds === DAY ? 'a day' : `in ${seconds / DAY} days`) : seconds % HOUR === 0 ? (seconds === HOUR ? 'an hour' : `in ${seconds / HOUR} hours`) : seconds === MINUTE ? 'a minute' : `in ${seconds / MINUTE} minutes`;
  const who = (per: RouteLimit['per']) => (per === 'ip' ? 'per address' : per === 'customer' ? 'per customer' : `per ${typeof per === 'object' ? Object.values(per)[0] : per}`);
  const parts = names.flatMap((name): readonly RouteLimit[] => LIMITS[name]).map((limit) => `${limit.max} ${window(limit.windowSeconds)} ${who(limit.per)}`);
  return parts.length > 0 ? `At most ${parts.join(' and ')} (429 with Retry-After).` : '';
}
