import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { dataVersion as dataVersionTable, type Db } from '@kemudi/db';
import { DATA_VERSION_HEADER } from '@kemudi/domain/constants';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

/** The row of table data_version: how many catalogue and content changes so far, and when the last one was. */
export type DataVersion = { version: number; changedAt: Date };

declare module 'fastify' {
  interface FastifyRequest {
    cacheKey?: string;
    /**
     * This call's cached answer past its time, kept for an outage: when the database turns out to
     * be unreachable, lib/db-errors.ts answers with it rather than 503 (stale-if-error).
     */
    staleAnswer?: string;
  }
  interface FastifyInstance {
    /**
     * The data version as this process's read cache knows it. `refresh()` reads the row now and
     * makes the cache key its entries by it at once, instead of within `versionCheckMs` (issue 14:
     * the web server and this process switch to a new version at the same moment). Present
     * whether the cache is on or off.
     */
    dataVersion: { refresh: () => Promise<DataVersion> };
  }
}

const LOCAL_MAX_ENTRIES = 5000;
/** With Redis, the local copy lives briefly so that every process soon sees the shared one. */
const LOCAL_TTL_WITH_REDIS_MS = 2000;
/** How long past its time an answer may still stand in for one the database cannot give (an outage). */
const STALE_IF_ERROR_MS = 24 * 3600 * 1000;

type Entry = { body: string; expires: number };

export type ResponseCacheOptions = {
  ttlSeconds: number;
  redisUrl?: string | undefined;
  keyPrefix?: string;
  /** How long the data version read from the database is trusted (0: read on every cached call). */
  versionCheckMs?: number;
};

/**
 * Read cache of the API for the calls whose answer is the same for every caller. A route opts in
 * (`config.cache`, set in lib/route.ts from its contract's `shared`); then the same URL (and, for a POST
 * such as global-search, the same validated body) answers from memory for `ttlSeconds`. With
 * REDIS_URL the entries are shared by every API process behind the load balancer. Only 200
 * answers are kept, and a call made with a customer token is never read from or written to the
 * cache, whatever the route says. `x-cache: HIT|MISS` tells which happened.
 *
 * Revalidated when data changes: every key starts with the database's data version (table
 * data_version, bumped by triggers on every catalogue and content table, migration 0005). The
 * version is read at most once per `versionCheckMs` per process, so a change reaches every
 * process's answers within that time, without waiting for the TTL; stale entries simply age out.
 * `app.dataVersion.refresh()` (used by GET /api/content/v1/data-version, issue 14) reads it at once:
 * the web server's page cache and this process's read cache then switch together.
 *
 * During a database outage (issue 16) the answers already cached are still served, past their
 * time too (`x-cache: STALE`): when the data version cannot be read, an answer cached under the
 * last version read stands; when it can but the call itself finds the database gone, the error
 * handler answers with the expired copy (`request.staleAnswer`, lib/db-errors.ts).
 */
/** How often requests naming a newer version may make a process read the version again (a made-up one costs a read at most this often). */
const FORCED_READ_MS = 50;
/** dataVersion(): the caller names a version newer than the one just read (the call is answered uncached). */
const BEHIND = Symbol('behind');

function requestedVersion(request: FastifyRequest): number | undefined {
  const raw = request.headers[DATA_VERSION_HEADER];
  const value = typeof raw === 'string' && /^\d{1,12}$/.test(raw) ? Number(raw) : undefined;
  return value !== undefined && Number.isSafeInteger(value) ? value : undefined;
}

export const responseCachePlugin = fp(
  async (app: FastifyInstance, opts: ResponseCacheOptions) => {
    let version: { value: number; readAt: number } | undefined;
    // Reads may overlap (a periodic check and a refresh): the one started last wins, so a check that
    // began before a change can never put back the version a refresh has just moved past.
    let started = 0;
    let applied = 0;
    const readVersion = async (): Promise<DataVersion | undefined> => {
      const seq = (started += 1);
      const row = await readDataVersionRow(app.db, app.now());
      if (seq > applied) {
        applied = seq;
        version = row ? { value: row.version, readAt: Date.now() } : undefined;
      }
      return row;
    };
    app.decorate('dataVersion', {
      refresh: async () => {
        const row = await readVersion();
        if (!row) throw new Error('data_version row 1 is missing (migration 0005)');
        return row;
      },
    });

    if (opts.ttlSeconds <= 0) return;
    const ttlMs = opts.ttlSeconds * 1000;
    const local = new Map<string, Entry>();
    const prefix = opts.keyPrefix ?? 'kemudi:api-cache:';
    const redis = opts.redisUrl
      ? new Redis(opts.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 1, enableOfflineQueue: false })
      : undefined;
    // A cache outage must never fail a request: log and carry on uncached.
    redis?.on('error', (err) => app.log.warn({ err: err.message }, 'redis cache unavailable'));

    const remember = (key: string, body: string, ttl: number) => {
      if (local.size >= LOCAL_MAX_ENTRIES) local.delete(local.keys().next().value as string);
      local.set(key, { body, expires: Date.now() + ttl });
    };

    const versionCheckMs = opts.versionCheckMs ?? 1000;
    let reading: Promise<number | undefined> | undefined;
    // After a failed read the database is not asked again for a moment: during an outage every
    // cached call would otherwise wait for its own failed connection before the stale answer.
    let failedAt = 0;
    /**
     * The data version, or undefined when it cannot be read (then nothing is cached). `atLeast`: the
     * version the web server renders a page for (X-Kemudi-Data-Version, issue 26). With several API
     * processes, the one the web learnt the new version from is not always the one it renders with:
     * a process still on the older version reads it again at once instead of answering old data for
     * the new version's page. Calls naming the newer version meanwhile wait for that same read (it
     * began after the change they know of); a call still ahead of the database's version after it
     * (a version made up, or a second change since) gets BEHIND: answered from the database, neither
     * read from nor written to the cache. A process reads at most every FORCED_READ_MS for such calls,
     * so a made-up number costs little. (A page's calls run side by side: before, the ones that came
     * within FORCED_READ_MS of the first were answered from the old version's cache, and the page was
     * kept under the new version with the old price.)
     */
    let forcedAt = 0;
    let forcing: Promise<number | undefined> | undefined;
    // The remembered version, not this read's row: a refresh that finished meanwhile may be newer.
    const read = (): Promise<number | undefined> =>
      readVersion()
        .then(() => {
          failedAt = 0;
          return version?.value;
        })
        .catch((err: unknown) => {
          failedAt = Date.now();
          app.log.warn({ err }, 'data version unreadable: answering from the stale cache or uncached');
          return undefined;
        });
    const dataVersion = async (atLeast?: number): Promise<number | typeof BEHIND | undefined> => {
      const failing = () => Date.now() - failedAt < Math.max(versionCheckMs, 1000);
      if (atLeast !== undefined && version !== undefined && atLeast > version.value) {
        // A database that just failed is not asked again at once, whoever asks (an outage: the stale answers stand).
        if (failing()) return undefined;
        if (!forcing && Date.now() - forcedAt >= FORCED_READ_MS) {
          // Not the periodic read in flight: it may have begun before the change the caller already knows of.
          forcedAt = Date.now();
          forcing = read().finally(() => {
            forcing = undefined;
          });
        }
        if (forcing) await forcing;
        if (version === undefined || failing()) return undefined;
        return atLeast > version.value ? BEHIND : version.value;
      }
      if (version && Date.now() - version.readAt < versionCheckMs) return version.value;
      if (failing()) return undefined;
      reading ??= read().finally(() => {
        reading = undefined;
      });
      return reading;
    };

    const keyOf = (request: FastifyRequest): string | undefined => {
      if (request.routeOptions.config.cache !== true || request.caller?.kind !== 'system') return undefined;
      if (request.method === 'GET') return `GET ${request.url}`;
      if (request.method === 'POST') {
        const digest = createHash('sha1').update(JSON.stringify(request.body ?? null)).digest('base64url');
        return `POST ${request.url} ${digest}`;
      }
      return undefined;
    };

    const sendHit = (reply: FastifyReply, body: string, kind: 'HIT' | 'STALE' = 'HIT') =>
      reply.header('content-type', 'application/json; charset=utf-8').header('x-cache', kind).send(body);

    /** The answer kept for `key`, however far past its time (within STALE_IF_ERROR_MS): for an outage only. */
    const staleOf = async (request: FastifyRequest, key: string): Promise<string | undefined> => {
      const entry = local.get(key);
      if (entry && entry.expires + STALE_IF_ERROR_MS > Date.now()) return entry.body;
      if (redis?.status !== 'ready') return undefined;
      try {
        return (await redis.get(prefix + key)) ?? undefined;
      } catch (err) {
        request.log.warn({ err }, 'redis cache read failed');
        return undefined;
      }
    };

    // After authentication and validation: a bad token or bad input is never answered from cache.
    app.addHook('preHandler', async (request, reply) => {
      const route = keyOf(request);
      if (!route) return;
      const current = await dataVersion(requestedVersion(request));
      // The caller knows of a newer version than the database gave: its answer comes from the database, uncached.
      if (current === BEHIND) return;
      if (current === undefined) {
        // The database cannot say its data version (an outage): the answer cached under the last
        // version read stands in; without one, the call runs (and meets the outage: 503).
        const stale = version ? await staleOf(request, `v${version.value} ${route}`) : undefined;
        if (stale !== undefined) return sendHit(reply, stale, 'STALE');
        return;
      }
      const key = `v${current} ${route}`;
      request.cacheKey = key;
      const entry = local.get(key);
      if (entry && entry.expires > Date.now()) return sendHit(reply, entry.body);
      if (entry && entry.expires + STALE_IF_ERROR_MS > Date.now()) request.staleAnswer = entry.body;
      if (redis?.status === 'ready') {
        try {
          const shared = await redis.get(prefix + key);
          if (shared !== null) {
            remember(key, shared, Math.min(ttlMs, LOCAL_TTL_WITH_REDIS_MS));
            return sendHit(reply, shared);
          }
        } catch (err) {
          request.log.warn({ err }, 'redis cache read failed');
        }
      }
      reply.header('x-cache', 'MISS');
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const key = request.cacheKey;
      if (!key || reply.statusCode !== 200 || reply.getHeader('x-cache') !== 'MISS' || typeof payload !== 'string') return payload;
      remember(key, payload, redis ? Math.min(ttlMs, LOCAL_TTL_WITH_REDIS_MS) : ttlMs);
      if (redis?.status === 'ready') {
        redis.set(prefix + key, payload, 'PX', ttlMs).catch((err: unknown) => request.log.warn({ err }, 'redis cache write failed'));
      }
      return payload;
    });

    app.addHook('onClose', async () => {
      if (redis) await redis.quit().catch(() => undefined);
    });
  },
  { name: 'response-cache', dependencies: ['auth'] },
);

/**
 * The data version, moved on first when a scheduled start or end (view schedule_boundaries, issue
 * 25: promos, flash sales) has passed since the last look (`boundary_at`), at the API's "now" — so
 * a promo appears and disappears at its times in every cache keyed by the version (this read
 * cache, the web's pages and guest answers), with nobody changing a row. `boundary_at` only moves
 * forward: processes whose clocks differ by a little never bump each other in turn. The very first
 * look only notes the time.
 */
async function readDataVersionRow(db: Db, now: Date): Promise<DataVersion | undefined> {
  const columns = { version: dataVersionTable.version, changedAt: dataVersionTable.changedAt };
  const firstLook = isNull(dataVersionTable.boundaryAt);
  const [bumped] = await db
    .update(dataVersionTable)
    .set({
      version: sql`${dataVersionTable.version} + (case when ${firstLook} then 0 else 1 end)`,
      changedAt: sql`case when ${firstLook} then ${dataVersionTable.changedAt} else now() end`,
      boundaryAt: now,
    })
    .where(
      and(
        eq(dataVersionTable.id, 1),
        or(
          firstLook,
          sql`exists (select 1 from schedule_boundaries b where b.at > ${dataVersionTable.boundaryAt} and b.at <= ${now.toISOString()}::timestamptz)`,
        ),
      ),
    )
    .returning(columns);
  if (bumped) return bumped;
  const [row] = await db.select(columns).from(dataVersionTable).where(eq(dataVersionTable.id, 1)).limit(1);
  return row;
}
