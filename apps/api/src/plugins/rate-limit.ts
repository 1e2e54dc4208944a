import rateLimit from '@fastify/rate-limit';
import { ACCOUNT_ERROR_MESSAGES } from '@kemudi/domain/contracts/account';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { AppError } from '../lib/errors';

/**
 * One limit of a route (declared in its RouteDoc `limits`, lib/route.ts): at most `max` requests
 * per `windowSeconds`, counted per client address or per the value of a field of the validated
 * request (e.g. the normalised phone number of the body), so that one phone cannot be flooded
 * from many addresses nor many phones from one address.
 */
export interface RouteLimit {
  /** What is counted: the client's address (X-Forwarded-For only with TRUST_PROXY), or a field. */
  per: 'ip' | { body: string } | { query: string };
  max: number;
  windowSeconds: number;
  /** Maps the field's value to the form counted (e.g. every spelling of a phone to `08…`). */
  normalize?: (value: string) => string;
  /** Routes that share a counter (e.g. the SMS and WhatsApp codes); default: the route itself. */
  group?: string;
  /** The 429 message; `{n}` = seconds to wait. Default 'Terlalu banyak permintaan. Coba lagi dalam {n} detik.' */
  message?: string;
}

/** 429 in the §7 error shape, with the seconds to wait in `retryAfter` (app.ts adds the Retry-After header). */
export function tooManyRequests(seconds: number, message: string = ACCOUNT_ERROR_MESSAGES.TooManyRequests, type = 'TooManyRequests'): AppError {
  const retryAfter = Math.max(1, Math.ceil(seconds));
  return new AppError(429, type, message.replace('{n}', String(retryAfter)), { status: 429, retryAfter });
}

function fieldOf(source: unknown, name: string): string {
  const value = source && typeof source === 'object' ? (source as Record<string, unknown>)[name] : undefined;
  return typeof value === 'string' || typeof value === 'number' ? String(value).trim().toLowerCase() : '';
}

function describePer(per: RouteLimit['per']): string {
  return per === 'ip' ? 'ip' : 'body' in per ? `body.${per.body}` : `query.${per.query}`;
}

export type RateLimitOptions = {
  redisUrl?: string | undefined;
  /** Key prefix in Redis (tests keep their runs apart with it). */
  keyPrefix?: string;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** A preHandler enforcing a route's limits (used by lib/route.ts). */
    routeLimits: (routeId: string, limits: readonly RouteLimit[]) => preHandlerAsyncHookHandler;
  }
}

/**
 * Request limits (issue 10: "a maintained rate-limit library rather than a hand-written counter"):
 * @fastify/rate-limit, with its counters in Redis when REDIS_URL is set — shared by every API
 * process — and in memory otherwise. Nothing is limited globally; each route declares its limits.
 * They run as a preHandler, after authentication and validation, so a phone is counted in its
 * normalised form. A Redis outage skips the limit rather than failing the request: the limits on
 * sending codes also hold from the database (modules/accounts/otp.ts).
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance, opts: RateLimitOptions) => {
    const redis = opts.redisUrl
      ? new Redis(opts.redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1, enableOfflineQueue: false })
      : undefined;
    redis?.on('error', (err) => app.log.warn({ err: err.message }, 'redis rate limit store unavailable'));
    // Counters missed while connecting would be skipped: give Redis a moment before serving.
    if (redis) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 2000);
        redis.once('ready', () => {
          clearTimeout(timer);
          resolve();
        });
      });
    }

    await app.register(rateLimit, {
      global: false,
      hook: 'preHandler',
      skipOnError: true,
      ...(redis ? { redis, nameSpace: `${opts.keyPrefix ?? 'kemudi:'}rate:` } : {}),
    });

    app.decorate('routeLimits', (routeId: string, limits: readonly RouteLimit[]) => {
      const checks = limits.map((limit) => {
        const scope = `${limit.group ?? routeId}|${describePer(limit.per)}|`;
        const valueOf = (request: FastifyRequest): string =>
          limit.per === 'ip' ? request.ip : 'body' in limit.per ? fieldOf(request.body, limit.per.body) : fieldOf(request.query, limit.per.query);
        return {
          limit,
          check: app.createRateLimit({
            max: limit.max,
            timeWindow: limit.windowSeconds * 1000,
            keyGenerator: (request) => {
              const raw = valueOf(request);
              const value = raw !== '' && limit.normalize ? limit.normalize(raw) : raw;
              return value === '' ? '' : scope + value;
            },
            // A request without the field is not counted under it.
            allowList: (_request, key) => key === '',
          }),
        };
      });
      return async (request: FastifyRequest) => {
        for (const { limit, check } of checks) {
          const result = await check(request);
          if (result.isAllowed || !result.isExceeded) continue;
          throw tooManyRequests(Math.max(1, result.ttlInSeconds), limit.message);
        }
      };
    });

    app.addHook('onClose', async () => {
      if (redis) await redis.quit().catch(() => undefined);
    });
  },
  { name: 'rate-limit' },
);
