import { randomUUID } from 'node:crypto';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { Db } from '@kemudi/db';
import Fastify, { LogController, type FastifyError, type FastifyServerOptions } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { ApiConfig } from './env';
import { isDatabaseUnavailable, replyDatabaseUnavailable } from './lib/db-errors';
import { AppError } from './lib/errors';
import { configureZodMessages, describeValidation } from './lib/validation';
import { accountRoutes } from './modules/accounts';
import { aftersalesRoutes } from './modules/aftersales';
import { bookingRoutes } from './modules/bookings';
import { branchRoutes } from './modules/branches';
import { cartRoutes } from './modules/cart';
import { catalogueRoutes } from './modules/catalogue';
import { chatRoutes } from './modules/chat';
import { customerRoutes } from './modules/customer';
import { editorialRoutes } from './modules/editorial';
import { geoRoutes } from './modules/geo';
import { healthRoutes } from './modules/health';
import { leadRoutes } from './modules/leads';
import { loyaltyRoutes } from './modules/loyalty';
import { mediaRoutes } from './modules/media';
import { messageRoutes } from './modules/messages';
import { newCarRoutes } from './modules/new-cars';
import { orderRoutes } from './modules/orders';
import { profileRoutes } from './modules/profile';
import { promoRoutes } from './modules/promos';
import { pushRoutes } from './modules/push';
import { searchRoutes } from './modules/search';
import { siteRoutes } from './modules/site';
import { singleIdRoutes } from './modules/single-id';
import { usedCarRoutes } from './modules/used-cars';
import { authPlugin } from './plugins/auth';
import { rateLimitPlugin } from './plugins/rate-limit';
import { responseCachePlugin } from './plugins/response-cache';

export type AppOptions = {
  db: Db;
  config: ApiConfig;
  logger?: FastifyServerOptions['logger'];
  /** The current time; tests pin it so that validity windows (promos, coupons, flash sales) are stable. */
  now?: () => Date;
  /**
   * The wall clock for what must really pass: expiry of codes, links and refresh tokens, the resend
   * cooldown and hourly caps. Never FIXED_NOW (a pinned clock would keep a code valid and a
   * cooldown running forever); tests move it forward instead of waiting.
   */
  clock?: () => Date;
  /** Key prefix of the shared read cache and rate-limit counters (tests keep their runs apart with it). */
  cachePrefix?: string;
  /** Send queued messages through the configured gateways from this process (server.ts; not in tests). */
  dispatchMessages?: boolean;
};

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: ApiConfig;
    now: () => Date;
    clock: () => Date;
  }
}

/** Builds the API (plugins and routes). It never listens: tests inject requests into it. */
export async function buildApp({
  db,
  config,
  logger = false,
  now = () => new Date(),
  clock = () => new Date(),
  cachePrefix,
  dispatchMessages = false,
}: AppOptions) {
  configureZodMessages();
  const app = Fastify({
    logger,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    logController: new LogController({
      requestIdLogLabel: 'reqId',
      // Health checks (load balancer, `npm start` waiting for the API) would drown the request log.
      disableRequestLogging: (request: { url?: string }) => config.NODE_ENV === 'test' || request.url === '/health',
    }),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // request.ip (per-IP limits) believes X-Forwarded-For only from the proxies TRUST_PROXY names.
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 256 * 1024,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', db);
  app.decorate('config', config);
  app.decorate('now', now);
  app.decorate('clock', clock);

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      // A limit that was hit says when to come back (RFC 9110 Retry-After, seconds).
      if (typeof error.extra?.retryAfter === 'number') reply.header('retry-after', String(error.extra.retryAfter));
      return reply
        .status(error.statusCode)
        .send({ errors: [{ type: error.type, message: error.message }], ...error.extra });
    }
    if (isDatabaseUnavailable(error)) {
      // The database is down or out of reach (issue 16): this call's cached copy, else 503 with Retry-After.
      return replyDatabaseUnavailable(request, reply, error);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send({
        errors: [{ type: 'ValidationError', message: describeValidation(error.validation, error.validationContext) }],
      });
    }
    const status = error.statusCode ?? 500;
    if (status === 415) {
      return reply.status(415).send({ errors: [{ type: 'UnsupportedMediaType', message: 'Format data tidak didukung; kirim JSON' }] });
    }
    if (status === 413) {
      return reply.status(413).send({ errors: [{ type: 'PayloadTooLarge', message: 'Data yang dikirim terlalu besar' }] });
    }
    if (status >= 400 && status < 500) {
      // Malformed JSON, bad content length and the like: never echo parser internals.
      request.log.info({ err: error }, 'client error');
      return reply.status(status).send({ errors: [{ type: 'BadRequest', message: 'Permintaan tidak valid' }] });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({
      errors: [{ type: 'InternalServerError', message: `Terjadi kesalahan pada server (kode ${request.id})` }],
    });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({
      errors: [{ type: 'NotFoundError', message: `Alamat ${request.method} ${request.url.split('?')[0]} tidak ditemukan` }],
    });
  });

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Kemudi API',
        version: '1.0.0',
        description:
          'Backend of the Kemudi dealer site (spec §7). Every /api/{service}/v1 call needs `Authorization: Bearer <token>` ' +
          'from POST /authorizationserver/oauth/token. Success: `{ status, data }`; failure: `{ errors: [{ type, message }] }`. ' +
          'Paths that §7 does not spell out are chosen here and described on each operation.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'list', deepLinking: true } });

  await app.register(authPlugin, { config });
  await app.register(rateLimitPlugin, { redisUrl: config.REDIS_URL, ...(cachePrefix ? { keyPrefix: cachePrefix } : {}) });
  await app.register(responseCachePlugin, {
    ttlSeconds: config.API_CACHE_TTL_SECONDS,
    redisUrl: config.REDIS_URL,
    versionCheckMs: config.API_DATA_VERSION_CHECK_MS,
    ...(cachePrefix ? { keyPrefix: cachePrefix } : {}),
  });
  // One plugin per business module; each registers its calls from their contracts, which carry
  // the full §7 paths (packages/domain/src/contracts), so no prefix is given here.
  await app.register(siteRoutes);
  await app.register(editorialRoutes);
  await app.register(promoRoutes);
  await app.register(newCarRoutes);
  await app.register(usedCarRoutes);
  await app.register(aftersalesRoutes);
  await app.register(catalogueRoutes);
  await app.register(searchRoutes);
  await app.register(chatRoutes);
  await app.register(branchRoutes);
  await app.register(geoRoutes);
  await app.register(customerRoutes);
  await app.register(accountRoutes);
  await app.register(profileRoutes);
  await app.register(singleIdRoutes);
  await app.register(loyaltyRoutes);
  await app.register(pushRoutes);
  await app.register(cartRoutes);
  await app.register(orderRoutes, { sweep: dispatchMessages });
  await app.register(bookingRoutes, { sweep: dispatchMessages });
  await app.register(leadRoutes, { dispatch: dispatchMessages });
  await app.register(messageRoutes, { config, dispatch: dispatchMessages });
  // The pictures are not JSON calls and have no contract: their paths are relative to the media prefix.
  await app.register(mediaRoutes, { prefix: '/api/media/v1' });

  await app.register(healthRoutes);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
