import { timingSafeEqual } from 'node:crypto';
import { createSigner, createVerifier, TokenError } from 'fast-jwt';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SYSTEM_TOKEN_PATH, SystemTokenRequest, SystemTokenResponse } from '@kemudi/domain/contracts/auth';
import { ErrorBody } from '@kemudi/domain/contracts/common';
import type { z } from 'zod';
import type { ApiConfig } from '../env';
import { AppError } from '../lib/errors';

/** Who is calling: the anonymous system identity (§4, §6 guest) or, later, a customer. */
export type Caller = { userId: string; kind: 'system' | 'customer' };

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller;
  }
}

const invalidToken = () => new AppError(401, 'InvalidTokenError', 'Token tidak valid atau sudah kedaluwarsa');

function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Paths under /api that need no token: the docs, and public images (media). */
const PUBLIC_PREFIXES = ['/api/docs', '/api/media/'];

/**
 * Commerce services (§7): POST /authorizationserver/oauth/token issues the system token for client
 * credentials. Every /api call must carry a valid bearer token: a bad one answers 401
 * InvalidTokenError; credentials that cannot obtain a token answer 403 InvalidSystemToken (§8).
 * Tokens are signed (HS256), so any API process can verify them without shared state.
 */
export const authPlugin = fp(
  async (app: FastifyInstance, opts: { config: ApiConfig }) => {
    const { config } = opts;
    const sign = createSigner({ key: config.TOKEN_SECRET, algorithm: 'HS256', expiresIn: config.TOKEN_TTL_SECONDS * 1000 });
    const verify = createVerifier({ key: config.TOKEN_SECRET, algorithms: ['HS256'], cache: 1000 });

    app.decorateRequest('caller', null as unknown as Caller);

    // Clients may post the token request as a form (OAuth 2 style) or as JSON.
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });

    app.post(
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

    app.addHook('onRequest', async (request: FastifyRequest) => {
      const path = request.url.split('?', 1)[0] ?? '';
      if (!path.startsWith('/api/') || PUBLIC_PREFIXES.some((p) => path.startsWith(p))) return;
      const header = request.headers.authorization;
      const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
      if (!match?.[1]) throw new AppError(401, 'InvalidTokenError', 'No access token provided');
      try {
        const payload = verify(match[1]) as { sub?: unknown; kind?: unknown };
        if (typeof payload.sub !== 'string' || (payload.kind !== 'system' && payload.kind !== 'customer')) throw invalidToken();
        request.caller = { userId: payload.sub, kind: payload.kind };
      } catch (error) {
        if (error instanceof TokenError || error instanceof AppError) throw invalidToken();
        throw error;
      }
    });
  },
  { name: 'auth' },
);
