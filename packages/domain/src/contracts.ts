/**
 * Wire contracts shared by the API (which answers with them and documents them in OpenAPI) and the
 * web app (which parses what it receives at the edge). zod schemas are the single source of each
 * type: `type X = z.infer<typeof X>`.
 */
import { z } from 'zod';
import { CREDIT_TENORS, INSURANCE_KINDS } from './credit';
import { validateSubscribeEmail } from './validation';

/**
 * Error `type` names. §8 gives InvalidTokenError, InvalidSystemToken and InvalidRefreshToken;
 * the rest name the other failures §8 lists (405 Method Not Allowed, 500 Internal Server Error,
 * missing tokens) and the API's own validation and not-found answers.
 * "Already subscribed" is deliberately absent: §7 answers it with `data.emailSaved: false`, not
 * with an error.
 */
export const ERROR_TYPES = {
  /** §8: access token rejected — the client refreshes and retries. */
  InvalidTokenError: 'InvalidTokenError',
  /** §8: 403 — the system token cannot be renewed. */
  InvalidSystemToken: 'InvalidSystemToken',
  /** §4/§8: 401 with redirect true — the browser goes to the login page. */
  InvalidRefreshToken: 'InvalidRefreshToken',
  /** §8 missing tokens ('No access token provided', 'No temp cookie provided') and failed logins. */
  UnauthorizedError: 'UnauthorizedError',
  /** A request that fails its schema. */
  ValidationError: 'ValidationError',
  NotFoundError: 'NotFoundError',
  /** §8: non-POST lead submission. */
  MethodNotAllowed: 'MethodNotAllowed',
  /** §8: lead failure fallback and every unexpected failure. */
  InternalServerError: 'InternalServerError',
} as const;

export type ErrorType = (typeof ERROR_TYPES)[keyof typeof ERROR_TYPES];

/** The HTTP status each error type is answered with (§8 where §8 says). */
export const ERROR_STATUS: Readonly<Record<ErrorType, number>> = {
  InvalidTokenError: 401,
  InvalidSystemToken: 403,
  InvalidRefreshToken: 401,
  UnauthorizedError: 401,
  ValidationError: 400,
  NotFoundError: 404,
  MethodNotAllowed: 405,
  InternalServerError: 500,
};

export const ErrorTypeSchema = z.enum(ERROR_TYPES);

/**
 * Success envelope: `{ status, data }` (§7 "Response fields read: data, status").
 * `ApiSuccess(Schema)` builds the envelope schema for one payload.
 */
export function ApiSuccess<T extends z.ZodType>(data: T) {
  return z.object({ status: z.number().int().min(100).max(599), data });
}
export type ApiSuccess<T> = { status: number; data: T };

export const ApiErrorItem = z.object({
  /** An ErrorType from the API; kept open (string) so an upstream type the web does not know still parses. */
  type: z.string().min(1),
  message: z.string(),
});
export type ApiErrorItem = z.infer<typeof ApiErrorItem>;

/** Error envelope (§7, §8): `{ errors: [{ type, message }] }`, plus `redirect: true` on InvalidRefreshToken. */
export const ApiErrorBody = z.object({
  errors: z.array(ApiErrorItem).min(1),
  redirect: z.boolean().optional(),
});
export type ApiErrorBody = z.infer<typeof ApiErrorBody>;

/** Builds an error body, so the API and the web proxy routes write it the same way. */
export function apiError(type: ErrorType, message: string, options: { redirect?: boolean } = {}): ApiErrorBody {
  const body: ApiErrorBody = { errors: [{ type, message }] };
  if (options.redirect !== undefined) body.redirect = options.redirect;
  return body;
}

/** The first error's type in a response body, or null when the body is not an error envelope (§7 `errors[].type`). */
export function firstErrorType(body: unknown): string | null {
  const parsed = ApiErrorBody.safeParse(body);
  return parsed.success ? (parsed.data.errors[0]?.type ?? null) : null;
}

/** §3 token payload: access_token, refresh_token, expires_in (seconds), as the OAuth token endpoint answers. */
export const TokenResponse = z.object({
  access_token: z.string().min(1),
  token_type: z.string().min(1),
  expires_in: z.number().int().positive(),
  refresh_token: z.string().min(1).optional(),
});
export type TokenResponse = z.infer<typeof TokenResponse>;

/** §5 subscribe email as a schema: trims and lower-cases, fails with the §8 message. */
export const SubscribeEmail = z.string().transform((raw, ctx) => {
  const result = validateSubscribeEmail(raw);
  if (result.ok) return result.email;
  ctx.addIssue({ code: 'custom', message: result.message });
  return z.NEVER;
});

/** §3 subscribe response data. */
export const SubscribeData = z.object({ emailSaved: z.boolean() });
export type SubscribeData = z.infer<typeof SubscribeData>;

const creditRequestBase = {
  otrPrice: z.number().positive(),
  tenorMonths: z.literal(CREDIT_TENORS),
  insuranceKind: z.enum(INSURANCE_KINDS).optional(),
};

/**
 * Credit simulation request (§7 "POST v2 creditcalculator"), parsing to credit.ts's CreditInput:
 * the down payment as a percentage or as an amount, exactly one of them. Range rules (DP 20–90 %)
 * are left to calculateCredit, whose CreditInputError carries the Indonesian message. There is
 * deliberately no `annualRate`: a visitor does not get to choose the interest rate.
 */
export const CreditSimulationRequest = z.union([
  z.object({ ...creditRequestBase, downPaymentPercent: z.number(), downPaymentAmount: z.undefined().optional() }),
  z.object({ ...creditRequestBase, downPaymentAmount: z.number(), downPaymentPercent: z.undefined().optional() }),
]);
export type CreditSimulationRequest = z.infer<typeof CreditSimulationRequest>;
