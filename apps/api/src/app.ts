import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { Db } from '@kemudi/db';
import { REQUEST_ID_HEADER, REQUEST_ID_SIGNATURE_HEADER } from '@kemudi/domain/request-id';
import Fastify, { LogController, type FastifyError, type FastifyReply, type FastifyServerOptions } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { ApiConfig } from './env';
import { jobsPlugin } from './jobs';
import { registerOutboxGauges } from './jobs/backlog';
import { isInputRefusedByDatabase, sqlStateOf } from './lib/database-errors';
import { isDatabaseUnavailable, replyDatabaseUnavailable } from './lib/db-errors';
import { AppError, badRequest } from './lib/errors';
import { fileStoreFromConfig, type FileStore } from './lib/file-store';
import { createAppMetrics, type PoolStats } from './lib/metrics';
import { verifiedRequestId } from './lib/request-id';
import { configureZodMessages, describeValidation, findUnsafeInput, printableText } from './lib/validation';
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
import { staffSummaryRoutes } from './modules/staff-summary';
import { staffDashboardRoutes } from './modules/staff-dashboard';
import { staffRoutes } from './modules/staff';
import { staffBookingRoutes } from './modules/staff-bookings';
import { staffOrderRoutes } from './modules/staff-orders';
import { staffLeadRoutes } from './modules/staff-leads';
import { staffPriceRoutes } from './modules/staff-prices';
import { staffPromoRoutes } from './modules/staff-promos';
import { staffBranchRoutes } from './modules/staff-branches';
import { staffStockRoutes } from './modules/staff-stock';
import { staffContentRoutes } from './modules/staff-content';
import { usedCarRoutes } from './modules/used-cars';
import { authPlugin } from './plugins/auth';
import { metricsPlugin } from './plugins/metrics';
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
  /**
   * Run the background jobs in this process (src/jobs: the outboxes' dispatchers and the sweeps;
   * server.ts, unless JOBS=off). Tests call the jobs' functions themselves.
   */
  jobs?: boolean;
  /** The node-postgres pool's figures for /metrics (server.ts; PGlite has no pool). */
  poolStats?: () => PoolStats;
  /** Where uploaded files go; by default the configuration's (lib/file-store.ts). */
  files?: FileStore;
};

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: ApiConfig;
    now: () => Date;
    clock: () => Date;
    /** Where uploaded files' bytes are kept (issue 27: the database, or S3_BUCKET). */
    files: FileStore;
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
  jobs = false,
  poolStats,
  files,
}: AppOptions) {
  configureZodMessages();
  // One notion of a trusted proxy (TRUST_PROXY) for request.ip (per-IP limits).
  const trusted = trustFunction(config.TRUST_PROXY);
  const app = Fastify({
    logger,
    // Issue 27: a request id is kept only when one of our own servers (the web edge and its route
    // handlers, the console server) signed it with the client secret they share with the API; any
    // other — a visitor's, whatever the path or the peer — is replaced, so it never reaches the logs.
    genReqId: (req) =>
      verifiedRequestId(req.headers[REQUEST_ID_HEADER], req.headers[REQUEST_ID_SIGNATURE_HEADER], config.OAUTH_CLIENT_SECRET) ?? randomUUID(),
    logController: new LogController({
      requestIdLogLabel: 'reqId',
      // Health checks (load balancer, `npm start` waiting for the API) would drown the request log.
      disableRequestLogging: (request: { url?: string }) => config.NODE_ENV === 'test' || UNLOGGED_PATHS.has(request.url ?? ''),
    }),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: MAX_PARAM_LENGTH },
    // request.ip believes X-Forwarded-For only from the proxies TRUST_PROXY names.
    trustProxy: config.TRUST_PROXY === false ? false : trusted,
    bodyLimit: 256 * 1024,
    // The router's own refusals (a broken %-encoding, a path parameter over MAX_PARAM_LENGTH) echo the
    // path in English: ours say what is wrong in Indonesian, in the §7 shape, and echo nothing.
    frameworkErrors: (error, request, reply: FastifyReply) => {
      request.log.info({ code: error.code }, 'malformed url');
      const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
      void reply.status(400).send({
        errors: [
          tooLong
            ? { type: 'ValidationError', message: `Parameter alamat maksimal ${MAX_PARAM_LENGTH} karakter.` }
            : { type: 'BadRequest', message: 'Alamat permintaan tidak valid.' },
        ],
      });
    },
    // What Node's HTTP parser refuses before any route (headers or URL over the size limit, garbage,
    // a slow client) gets the same shape instead of Fastify's English or an empty body.
    clientErrorHandler: (error: Error & { code?: string }, socket) => {
      if (error.code === 'ECONNRESET' || socket.destroyed) return;
      const [status, type, message] =
        error.code === 'HPE_HEADER_OVERFLOW'
          ? [431, 'HeaderTooLarge', 'Alamat atau header permintaan terlalu panjang.']
          : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
            ? [408, 'RequestTimeout', 'Permintaan terlalu lama dikirim.']
            : [400, 'BadRequest', 'Permintaan tidak valid.'];
      const body = JSON.stringify({ errors: [{ type, message }] });
      if (socket.writable) {
        socket.write(
          `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
            `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
        );
      }
      socket.destroy(error);
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // The calls take JSON (§7). Fastify's built-in text/plain parser would let a cross-site form
  // (enctype text/plain, no CORS preflight) reach a handler: without it such a body is a 415.
  // (The token route takes a form too, in its own scope: plugins/auth.ts.)
  app.removeContentTypeParser('text/plain');
  app.decorate('db', db);
  app.decorate('config', config);
  app.decorate('now', now);
  app.decorate('clock', clock);
  app.decorate('files', files ?? fileStoreFromConfig(config, app.log));
  app.decorate('jobs', null);
  // Counted and timed from the first route on (issue 26); /metrics answers only with METRICS_TOKEN.
  await app.register(metricsPlugin, { metrics: createAppMetrics({ app: 'api', poolStats }), token: config.METRICS_TOKEN });
  registerOutboxGauges(app.metrics.registry, db);

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  // Every route, whatever its schema: no control character in a parameter or a body text, no body
  // nested deeper than any call takes (a NUL reached PostgreSQL and answered 500 before; issue 16).
  app.addHook('preValidation', async (request) => {
    const problem =
      findUnsafeInput(request.params, 'params') ?? findUnsafeInput(request.query, 'querystring') ?? findUnsafeInput(request.body, 'body');
    if (problem) throw badRequest(problem);
  });

  // Every route's method and path, so that a known path asked with another method answers 405.
  const knownRoutes: { method: string; path: RegExp }[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) knownRoutes.push({ method, path: routeMatcher(route.url) });
  });

  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      // A limit that was hit says when to come back (RFC 9110 Retry-After, seconds).
      if (typeof error.extra?.retryAfter === 'number') reply.header('retry-after', String(error.extra.retryAfter));
      return reply
        .status(error.statusCode)
        .send({ errors: [{ type: error.type, message: printableText(error.message, MAX_MESSAGE_LENGTH) }], ...error.extra });
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
    if (isInputRefusedByDatabase(error)) {
      // A value the schema let through but the database cannot take (a number out of range, a date
      // that does not exist, a byte sequence): the request's fault. Logged without the SQL.
      request.log.info({ sqlState: sqlStateOf(error) }, 'input refused by the database');
      return reply.status(400).send({ errors: [{ type: 'ValidationError', message: 'Data yang dikirim tidak valid. Periksa kembali isiannya.' }] });
    }
    const status = error.statusCode ?? 500;
    if (status === 415) {
      return reply.status(415).send({ errors: [{ type: 'UnsupportedMediaType', message: 'Format data tidak didukung; kirim JSON' }] });
    }
    if (status === 413) {
      return reply.status(413).send({ errors: [{ type: 'PayloadTooLarge', message: 'Data yang dikirim terlalu besar' }] });
    }
    if (status >= 400 && status < 500) {
      // Malformed JSON, bad content length and the like: never echo parser internals (nor log the input).
      request.log.info({ code: error.code, statusCode: status }, 'client error');
      return reply.status(status).send({ errors: [{ type: 'BadRequest', message: 'Permintaan tidak valid' }] });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({
      errors: [{ type: 'InternalServerError', message: `Terjadi kesalahan pada server (kode ${request.id})` }],
    });
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?', 1)[0] ?? '';
    const allowed = [...new Set(knownRoutes.filter((r) => r.method !== request.method && r.path.test(path)).map((r) => r.method))];
    if (allowed.length > 0) {
      return reply
        .status(405)
        .header('allow', allowed.join(', '))
        .send({ errors: [{ type: 'MethodNotAllowed', message: `Metode ini tidak didukung di alamat ini; gunakan ${allowed.join(' atau ')}.` }] });
    }
    // The path is shown to help a developer, never whole and never with control characters.
    return reply.status(404).send({
      errors: [{ type: 'NotFoundError', message: `Alamat ${request.method} ${printableText(path, 100, '')} tidak ditemukan` }],
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
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          // Issue 24: the staff console's session (modules/staff); `__Host-kemudi_staff` on https.
          staffSession: { type: 'apiKey', in: 'cookie', name: 'kemudi_staff' },
        },
      },
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
  await app.register(orderRoutes);
  await app.register(bookingRoutes);
  await app.register(leadRoutes);
  await app.register(messageRoutes, { config });
  // The staff console (issue 24): its session cookie, CSRF checks and calls under /api/staff/v1.
  await app.register(staffRoutes);
  await app.register(staffBookingRoutes);
  await app.register(staffOrderRoutes);
  await app.register(staffLeadRoutes);
  await app.register(staffPriceRoutes);
  await app.register(staffPromoRoutes);
  await app.register(staffBranchRoutes);
  await app.register(staffStockRoutes);
  await app.register(staffContentRoutes);
  // The pictures are not JSON calls and have no contract: their paths are relative to the media prefix.
  await app.register(mediaRoutes, { prefix: '/api/media/v1' });
  // The console's sidebar badges (issue 24), after the staff module: its session hooks cover them.
  await app.register(staffSummaryRoutes);
  // The Dasbor (issue 25), likewise.
  await app.register(staffDashboardRoutes);

  await app.register(healthRoutes);
  // The background jobs (issue 26), after every module: JOBS=off keeps them out of this process.
  if (jobs) await app.register(jobsPlugin);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

/** Path parameters longer than this are refused (router option maxParamLength): no slug, code or id comes near. */
const MAX_PARAM_LENGTH = 200;
/**
 * Longest message answered. Some messages name the value they refuse ("Kode kota 'x' tidak
 * dikenal"): a visitor's line breaks never travel back in them, nor a value of any length.
 */
const MAX_MESSAGE_LENGTH = 300;
/** Asked by load balancers and Prometheus every few seconds: kept out of the request log. */
const UNLOGGED_PATHS: ReadonlySet<string> = new Set(['/health', '/health/ready', '/metrics']);

/** TRUST_PROXY as the function Fastify and proxy-addr apply to each hop: false trusts no one, true everyone. */
function trustFunction(setting: ApiConfig['TRUST_PROXY']): (address: string, hop: number) => boolean {
  if (setting === false) return () => false;
  if (setting === true) return () => true;
  return proxyAddr.compile(setting.split(',').map((entry) => entry.trim()).filter(Boolean));
}

/** A route's URL pattern (`/a/:b/*`) as a regular expression over request paths (trailing slash optional). */
function routeMatcher(url: string): RegExp {
  let source = '';
  for (const part of url.split(/(:\w+(?:\([^)]*\))?|\*)/)) {
    if (!part) continue;
    source += part === '*' ? '.*' : part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${source}/?$`);
}
