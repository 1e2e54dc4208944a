import { BlockList, isIPv4, isIPv6 } from 'node:net';
import rateLimit from '@fastify/rate-limit';
import { ACCOUNT_ERROR_MESSAGES } from '@kemudi/domain/contracts/account';
import { fillRetryDelay } from '@kemudi/domain/format';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { AppError } from '../lib/errors';

/**
 * One limit of a route (declared in its RouteDoc `limits`, lib/route.ts): at most `max` requests
 * per `windowSeconds`, counted per client address, per logged-in customer, or per the value of a
 * field of the validated request (e.g. the normalised phone number of the body), so that one phone
 * cannot be flooded from many addresses nor many phones from one address.
 */
export interface RouteLimit {
  /**
   * What is counted: the client's address (X-Forwarded-For only with TRUST_PROXY); the logged-in
   * customer (their id from the token, whatever the address; guests are not counted under it); a
   * field of the body or of the query; or `field`, the body's field else the query's (a GET and a
   * POST form of one call counting together).
   */
  per: 'ip' | 'customer' | { body: string } | { query: string } | { field: string };
  max: number;
  windowSeconds: number;
  /** Maps the field's value to the form counted (e.g. every spelling of a phone to `08…`). */
  normalize?: (value: string) => string;
  /** Routes that share a counter (e.g. the SMS and WhatsApp codes); default: the route itself. */
  group?: string;
  /** The 429 message; `{n} detik` = the wait in words (formatRetryDelay), another `{n}` = seconds. Default 'Terlalu banyak permintaan. Coba lagi dalam {n} detik.' */
  message?: string;
  /**
   * Per 'ip' only: the web server calls this route while rendering pages (search results, credit
   * simulations, dealer lists, the cart and checkout), and a render names no visitor — the page
   * cache renders for nobody in particular. A request whose own address is one of the proxies
   * TRUST_PROXY names is such a call of the web server (a visitor's address is never a trusted
   * proxy), and is not counted: the site's renders would otherwise share one counter and use it up.
   */
  sparesWebRenders?: boolean;
}

/** 429 in the §7 error shape, with the seconds to wait in `retryAfter` (app.ts adds the Retry-After header). */
export function tooManyRequests(seconds: number, message: string = ACCOUNT_ERROR_MESSAGES.TooManyRequests, type = 'TooManyRequests'): AppError {
  const retryAfter = Math.max(1, Math.ceil(seconds));
  // Issue 29: the wait in words ("26 menit", not "1562 detik"); Retry-After keeps the seconds.
  return new AppError(429, type, fillRetryDelay(message, retryAfter), { status: 429, retryAfter });
}

function fieldOf(source: unknown, name: string): string {
  const value = source && typeof source === 'object' ? (source as Record<string, unknown>)[name] : undefined;
  return typeof value === 'string' || typeof value === 'number' ? String(value).trim().toLowerCase() : '';
}

function describePer(per: RouteLimit['per']): string {
  if (per === 'ip' || per === 'customer') return per;
  return 'body' in per ? `body.${per.body}` : 'query' in per ? `query.${per.query}` : `field.${per.field}`;
}

/** Fastify's trustProxy names (proxy-addr's): the subnets each stands for. */
const NAMED_SUBNETS: Readonly<Record<string, readonly string[]>> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/**
 * Whether an address is one of the proxies TRUST_PROXY names (`true`: any; a list of names,
 * addresses and subnets as Fastify reads it). IPv4-mapped IPv6 addresses match their IPv4 form.
 */
export function trustedProxyMatcher(trustProxy: boolean | string | undefined): (address: string) => boolean {
  if (trustProxy === true) return () => true;
  if (!trustProxy) return () => false;
  const list = new BlockList();
  for (const entry of trustProxy.split(',').map((item) => item.trim().toLowerCase())) {
    for (const item of NAMED_SUBNETS[entry] ?? [entry]) {
      const [address = '', bits] = item.split('/');
      const type = isIPv6(address) ? 'ipv6' : isIPv4(address) ? 'ipv4' : null;
      if (!type) continue;
      if (bits === undefined) list.addAddress(address, type);
      else list.addSubnet(address, Number(bits), type);
    }
  }
  return (address) => {
    const type = isIPv6(address) ? 'ipv6' : isIPv4(address) ? 'ipv4' : null;
    return type !== null && list.check(address, type);
  };
}

/** The counted value of a limit for a request ('' = not counted). */
function countedValue(limit: RouteLimit, request: FastifyRequest, isTrustedProxy: (address: string) => boolean): string {
  const per = limit.per;
  if (per === 'ip') return limit.sparesWebRenders && isTrustedProxy(request.ip) ? '' : request.ip;
  if (per === 'customer') return request.caller?.kind === 'customer' ? request.caller.customerId : '';
  if ('body' in per) return fieldOf(request.body, per.body);
  if ('query' in per) return fieldOf(request.query, per.query);
  return fieldOf(request.body, per.field) || fieldOf(request.query, per.field);
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

    const isTrustedProxy = trustedProxyMatcher(app.config.TRUST_PROXY);
    // One counter per scope: each createRateLimit keeps its own in-memory store, so routes sharing
    // a group (a GET and a POST form, the SMS and WhatsApp codes) must share one limiter to share
    // their counts without Redis too. The first route to declare a group's limit defines it.
    const limiters = new Map<string, ReturnType<FastifyInstance['createRateLimit']>>();
    const limiterOf = (scope: string, limit: RouteLimit) => {
      const id = `${scope}${limit.max}|${limit.windowSeconds}`;
      let limiter = limiters.get(id);
      if (!limiter) {
        limiter = app.createRateLimit({
          max: limit.max,
          timeWindow: limit.windowSeconds * 1000,
          keyGenerator: (request) => {
            const raw = countedValue(limit, request, isTrustedProxy);
            const value = raw !== '' && limit.normalize ? limit.normalize(raw) : raw;
            return value === '' ? '' : scope + value;
          },
          // A request without the field (a guest under 'customer', a spared render) is not counted under it.
          allowList: (_request, key) => key === '',
        });
        limiters.set(id, limiter);
      }
      return limiter;
    };
    app.decorate('routeLimits', (routeId: string, limits: readonly RouteLimit[]) => {
      const checks = limits.map((limit) => ({ limit, check: limiterOf(`${limit.group ?? routeId}|${describePer(limit.per)}|`, limit) }));
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
