/**
 * Pieces every contract shares: the §7 envelopes, link-safe strings, pages, and the helpers for
 * values that arrive in a query string. The contracts of the calls themselves live next to this
 * file, one file per business area.
 */
import { z } from 'zod';

// ---------------------------------------------------------------------------------------------
// Envelopes (§7 "Response fields read: data, status … errors[].type", §8)
// ---------------------------------------------------------------------------------------------

/**
 * Error `type` names. §8 gives InvalidTokenError, InvalidSystemToken and InvalidRefreshToken; the
 * others name the remaining failures §8 lists and the API's own validation and not-found answers.
 */
export const ERROR_TYPES = {
  /** §8: access token rejected — the client refreshes and retries. */
  InvalidTokenError: 'InvalidTokenError',
  /** §8: 403 — the system token cannot be renewed. */
  InvalidSystemToken: 'InvalidSystemToken',
  /** §4/§8: 401 with redirect true — the browser goes to the login page. */
  InvalidRefreshToken: 'InvalidRefreshToken',
  /** A request that fails its schema. */
  ValidationError: 'ValidationError',
  NotFoundError: 'NotFoundError',
  /** §8: non-POST lead submission. */
  MethodNotAllowed: 'MethodNotAllowed',
  /** §8: lead failure fallback and every unexpected failure. */
  InternalServerError: 'InternalServerError',
} as const;
export type ErrorType = (typeof ERROR_TYPES)[keyof typeof ERROR_TYPES];

/**
 * The §7 error body: `{ errors: [{ type, message }] }`, plus `redirect: true` on §8
 * InvalidRefreshToken, and `status` with `retryAfter` (seconds) on a 429 (a limit was hit).
 */
export const ErrorBody = z
  .object({
    status: z.number().int().optional(),
    errors: z.array(z.object({ type: z.string(), message: z.string() })),
    redirect: z.boolean().optional(),
    retryAfter: z.number().int().nonnegative().optional(),
  })
  .meta({ id: 'ErrorBody' });
export type ErrorBody = z.infer<typeof ErrorBody>;

/** The success envelope `{ status: 200, data }` the API answers around a call's data. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ status: z.literal(200), data });
}

// ---------------------------------------------------------------------------------------------
// Strings that end up in an href or src
// ---------------------------------------------------------------------------------------------

/** A path on this site (`/…`; never `//…` or `/\…`, which browsers treat as another host). */
export const SitePath = z.string().regex(/^\/(?![/\\])/, 'expected a site path');
/** A site path or an absolute http(s) URL — never `javascript:` and the like. */
export const LinkUrl = z.string().regex(/^(\/(?![/\\])|https?:\/\/)/, 'expected a site path or http(s) URL');
/** A wa.me chat link with a prepared message (built by whatsAppLink in @kemudi/domain/vocabulary). */
export const WhatsAppUrl = z.string().regex(/^https:\/\/wa\.me\/\d{6,15}(\?text=|$)/, 'expected a wa.me link');
/** A wa.me link that opens the chat with a message typed in (`?text=`): what a "chat on WhatsApp" button opens. */
export const WhatsAppMessageUrl = z.string().regex(/^https:\/\/wa\.me\/\d{6,15}\?text=/, 'expected a wa.me link with a message');
/** A phone number as digits only, as wa.me wants it (62…). */
export const WhatsAppNumber = z.string().regex(/^\d{8,15}$/, 'expected 8 to 15 digits');

// ---------------------------------------------------------------------------------------------
// Values
// ---------------------------------------------------------------------------------------------

export const rupiah = z.number().int().describe('Rupiah');
/** §9 discount percent: null when there is no real discount. */
export const discountPercent = z.number().int().nullable().describe('§9 discount percent (null when there is no real discount)');
export const isoDate = z.string().describe('YYYY-MM-DD');

/** A page of items (`page` is 0-based). */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    content: z.array(item),
    page: z.number(),
    size: z.number(),
    totalElements: z.number(),
    totalPages: z.number(),
  });

// ---------------------------------------------------------------------------------------------
// Request values (query strings arrive as strings)
// ---------------------------------------------------------------------------------------------

/** A code or slug in a path or query: short, no surrounding spaces. */
export const codeParam = (label: string) => z.string().trim().min(1).max(100).describe(label);

/** A city isocode (§3 Geolocation cityIso); absent = the §9 fallback city. */
export const cityCodeParam = z
  .string()
  .trim()
  .regex(/^\d{4}$/, 'harus 4 digit kode kota, mis. 3273')
  .optional()
  .describe('City isocode (§3 Geolocation cityIso), e.g. 3273 Kota Bandung; absent = §9 fallback city 0080 (Jakarta Pusat)');

export const pageParam = z.coerce.number().int().min(0).max(10_000).default(0);
export const sizeParam = (fallback: number, max = 100) => z.coerce.number().int().min(1).max(max).default(fallback);
export const boolParam = (fallback: boolean) =>
  z
    .enum(['true', 'false', 'TRUE', 'FALSE', 'True', 'False', '1', '0'])
    .optional()
    .transform((v) => (v === undefined ? fallback : v === '1' || v.toLowerCase() === 'true'));

/** Optional true/false filter: absent means "do not filter" (unlike `boolParam`, which defaults). */
export const optionalBoolParam = z
  .enum(['true', 'false', 'TRUE', 'FALSE', 'True', 'False', '1', '0'])
  .optional()
  .transform((v) => (v === undefined ? undefined : v === '1' || v.toLowerCase() === 'true'));

/** An enum the caller must give: a missing value reads 'wajib diisi', not the list of allowed values. */
export const requiredEnum = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: (issue) => (issue.input === undefined ? 'wajib diisi' : undefined) });
