import { randomUUID, timingSafeEqual } from 'node:crypto';
import { createSigner, createVerifier, TokenError } from 'fast-jwt';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SYSTEM_TOKEN_PATH, SystemTokenRequest, SystemTokenResponse } from '@kemudi/domain/contracts/auth';
import { ErrorBody } from '@kemudi/domain/contracts/common';
import type { z } from 'zod';
import type { ApiConfig } from '../env';
import { and, eq, isNull } from 'drizzle-orm';
import { customerSessions } from '@kemudi/db';
import { AppError } from '../lib/errors';

/**
 * Who is calling: the anonymous system identity (§4, §6 guest) or a logged-in customer, whose
 * session may be the §4 temporary one (registered, phone not verified yet).
 */
export type Caller =
  | { kind: 'system'; userId: string }
  | { kind: 'customer'; userId: string; customerId: string; sessionId: string; temporary: boolean };
export type CustomerCaller = Extract<Caller, { kind: 'customer' }>;

/**
 * Who may call a route (RouteDoc `access`, lib/route.ts). 'staff': the staff console's calls
 * (issue 24), which take no bearer token at all — the staff session cookie instead, checked by
 * modules/staff (`requireStaff`).
 */
export type Access = 'public' | 'customer' | 'registration' | 'any' | 'staff';

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller;
  }
  interface FastifyInstance {
    /** Signs a customer access token (kind 'customer', sub, sid, tmp) for CUSTOMER_TOKEN_TTL_SECONDS. */
    signCustomerToken: (claims: { customerId: string; sessionId: string; temporary: boolean }) => string;
  }
}

/** §8 wire message when a customer call comes without a customer. */
export const USER_NOT_AUTHENTICATED = 'User is not authenticated';

/** Refuses a caller the route's `access` does not admit (401 InvalidTokenError, as §8 asks the client to refresh or log in). */
export function assertAccess(request: FastifyRequest, access: Access): void {
  const caller = request.caller;
  if (access === 'any' || access === 'staff') return;
  if (access === 'public') {
    // The temporary login is for verifying the phone only; everything else is called as a guest.
    if (caller.kind === 'customer' && caller.temporary) throw new AppError(401, 'InvalidTokenError', USER_NOT_AUTHENTICATED);
    return;
  }
  if (caller.kind !== 'customer') throw new AppError(401, 'InvalidTokenError', USER_NOT_AUTHENTICATED);
  if (access === 'customer' && caller.temporary) {
    throw new AppError(403, 'PhoneNotVerified', 'Verifikasi nomor HP Anda terlebih dahulu untuk melanjutkan.');
  }
}

const invalidToken = () => new AppError(401, 'InvalidTokenError', 'Token tidak valid atau sudah kedaluwarsa');

function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Paths under /api that need no token: the docs, public images (media), the payment provider's
 * notifications (issue 12: a provider cannot hold our token; the notification's signature is
 * checked instead; issue 27: the same for WhatsApp's status webhooks, modules/messages), and the
 * staff console's calls (issue 24: its session cookie, modules/staff).
 */
const PUBLIC_PREFIXES = ['/api/docs', '/api/media/', '/api/payment/v1/notifications/', '/api/payment/v1/webhooks/', '/api/messages/v1/webhooks/', '/api/staff/'];

/**
 * Commerce services (§7): POST /authorizationserver/oauth/token issues the system token for client
 * credentials. Every /api call must carry a valid bearer token: a bad one answers 401
 * InvalidTokenError; credentials that cannot obtain a token answer 403 InvalidSystemToken (§8).
 * Tokens are signed (HS256), so any API process can verify them without shared state. A customer
 * token (issued by modules/accounts) also names its session (`sid`), which must still be open in
 * the database: logging out or a reused refresh token ends it at once, not when the token expires.
 */
export const authPlugin = fp(
  async (app: FastifyInstance, opts: { config: ApiConfig }) => {
    const { config } = opts;
    const sign = createSigner({ key: config.TOKEN_SECRET, algorithm: 'HS256', expiresIn: config.TOKEN_TTL_SECONDS * 1000 });
    const verify = createVerifier({ key: config.TOKEN_SECRET, algorithms: ['HS256'], cache: 1000 });
    const signCustomer = createSigner({ key: config.TOKEN_SECRET, algorithm: 'HS256', expiresIn: config.CUSTOMER_TOKEN_TTL_SECONDS * 1000 });

    app.decorateRequest('caller', null as unknown as { kind: 'system'; userId: string });
    // Every token is unique (jti): two signed in the same second for one session (a login, then a
    // refresh straight after) would otherwise be the same string, and a renewal would look like none.
    app.decorate('signCustomerToken', ({ customerId, sessionId, temporary }: { customerId: string; sessionId: string; temporary: boolean }) =>
      signCustomer({ sub: customerId, kind: 'customer', sid: sessionId, tmp: temporary, jti: randomUUID() }),
    );

    /** A customer token counts only while its session is open (logout, reuse of a refresh token and a password reset close it). */
    const sessionOpen = async (customerId: string, sessionId: string): Promise<boolean> => {
      const rows = await app.db
        .select({ id: customerSessions.id })
        .from(customerSessions)
        .where(and(eq(customerSessions.id, sessionId), eq(customerSessions.customerId, customerId), isNull(customerSessions.revokedAt)))
        .limit(1);
      return rows.length === 1;
    };

    // Clients may post the token request as a form (OAuth 2 style) or as JSON. The form parser lives
    // in the token route's own scope: registered on the app, it let every POST take a form, which a
    // cross-site HTML form can send without a CORS preflight (issue 16). Elsewhere a form is a 415.
    await app.register(async (tokenScope) => {
      tokenScope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_req, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(String(body))));
      });

      tokenScope.post(
        SYSTEM_TOKEN_PATH,
        {
          schema: {
            tags: ['commerce'],
            summary: 'System token for client credentials (§7 Commerce services)',
            body: SystemTokenRequest,
            response: { 200: SystemTokenResponse, 400: ErrorBody, 403: ErrorBody },
          },
        },
        async (request) => {
          const { client_id, client_secret } = request.body as z.infer<typeof SystemTokenRequest>;
          if (client_id !== config.OAUTH_CLIENT_ID || !sameSecret(client_secret, config.OAUTH_CLIENT_SECRET)) {
            // §8: the system token cannot be obtained or renewed.
            throw new AppError(403, 'InvalidSystemToken', 'invalid system token');
          }
          const access_token = sign({ sub: 'anonymous', kind: 'system', cid: client_id });
          return { access_token, token_type: 'bearer' as const, expires_in: config.TOKEN_TTL_SECONDS, scope: 'basic' };
        },
      );
    });

    app.addHook('onRequest', async (request: FastifyRequest) => {
      const path = request.url.split('?', 1)[0] ?? '';
      if (!path.startsWith('/api/') || PUBLIC_PREFIXES.some((p) => path.startsWith(p))) return;
      const header = request.headers.authorization;
      const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
      if (!match?.[1]) throw new AppError(401, 'InvalidTokenError', 'No access token provided');
      let payload: { sub?: unknown; kind?: unknown; sid?: unknown; tmp?: unknown };
      try {
        payload = verify(match[1]) as typeof payload;
      } catch (error) {
        if (error instanceof TokenError) throw invalidToken();
        throw error;
      }
      if (typeof payload.sub !== 'string') throw invalidToken();
      if (payload.kind === 'system') {
        request.caller = { kind: 'system', userId: payload.sub };
        return;
      }
      if (payload.kind !== 'customer' || typeof payload.sid !== 'string' || !UUID.test(payload.sid) || !UUID.test(payload.sub)) throw invalidToken();
      if (!(await sessionOpen(payload.sub, payload.sid))) throw invalidToken();
      request.caller = { kind: 'customer', userId: payload.sub, customerId: payload.sub, sessionId: payload.sid, temporary: payload.tmp === true };
    });
  },
  { name: 'auth' },
);
