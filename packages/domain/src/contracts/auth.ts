/**
 * Tokens (§4 token handling, §7 "Commerce services" and "Customer and authentication"): the
 * system token for client credentials and the refresh of a customer's token pair.
 */
import { z } from 'zod';
import { defineCall } from './call';

/** §7 POST authorizationserver/oauth/token: client credentials, as a form or JSON (OAuth 2 style, no envelope). */
export const SystemTokenRequest = z.object({
  grant_type: z.literal('client_credentials'),
  client_id: z.string().min(1).max(200),
  client_secret: z.string().min(1).max(500),
});

/** §3 token payload as the token endpoint answers it (without the §7 envelope). */
export const SystemTokenResponse = z
  .object({
    access_token: z.string().min(1),
    token_type: z.literal('bearer'),
    expires_in: z.number().int().positive(),
    scope: z.string(),
  })
  .meta({ id: 'TokenResponse' });
export type SystemTokenResponse = z.infer<typeof SystemTokenResponse>;

export const SYSTEM_TOKEN_PATH = '/authorizationserver/oauth/token';

/** §3 token payloads: access_token, refresh_token, expires_in (seconds). */
export const CustomerTokens = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1).optional(),
  expires_in: z.number().positive().optional(),
});
export type CustomerTokens = z.infer<typeof CustomerTokens>;

/**
 * §7 POST customer/v1/saphybris/refresh-token (refresh_token, clientId, clientSecret), answered
 * `{ status, data: { access_token, refresh_token, expires_in } }`. Sent with the system token.
 * The API serves it from the customer accounts issue on; until then the web's refresh answers null.
 */
export const RefreshTokenRequest = z.object({
  refresh_token: z.string().min(1).max(2000),
  clientId: z.string().min(1).max(200),
  clientSecret: z.string().min(1).max(500),
});

export const authCalls = {
  /** §7 saphybris/refresh-token (§4: "On an invalid-token error a refresh is tried with the refresh token"). */
  refreshToken: defineCall({
    method: 'POST',
    path: '/api/customer/v1/saphybris/refresh-token',
    body: RefreshTokenRequest,
    data: CustomerTokens,
  }),
} as const;
