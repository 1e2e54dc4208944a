import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** The one database type both drivers satisfy. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type DbHandle = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the committed drizzle-kit migrations. */
  migrate: () => Promise<void>;
  close: () => Promise<void>;
  /**
   * Runs `work` holding the database's start-up lock (a PostgreSQL advisory lock): API processes
   * starting at once against one server migrate and seed one after another, never side by side
   * (issue 26). PGlite has one process: `work` just runs.
   */
  exclusively: <T>(work: () => Promise<T>) => Promise<T>;
  /** PGlite only: the whole database as a gzipped tarball. */
  dump?: () => Promise<Blob | File>;
  /** node-postgres only: the pool's connections open, idle, and the queries waiting for one (metrics). */
  poolStats?: () => { total: number; idle: number; waiting: number };
};

export type CreateDbOptions = {
  /** node-postgres connection string; PGlite when absent. */
  databaseUrl?: string | undefined;
  /** PGlite data directory; `memory://` (or undefined) keeps it in memory. */
  dataDir?: string | undefined;
  /** node-postgres pool size. */
  poolSize?: number | undefined;
  /** A PGlite data dump (from `dumpDataDir`) to start from: tests load a migrated, seeded copy. */
  loadDataDir?: Blob | File | undefined;
  /**
   * node-postgres: told when an idle pooled connection fails (server restart, network drop).
   * The pool drops that connection and opens a new one on demand; without a listener the
   * pool's 'error' event would stop the process.
   */
  onPoolError?: ((error: Error) => void) | undefined;
  /**
   * node-postgres: how long a query waits for a new connection before failing (default 5000 ms).
   * Without it, a server that drops packets (a network outage) would hold every request until the
   * operating system gives up on the connection, minutes later.
   */
  connectTimeoutMs?: number | undefined;
};

/** The advisory lock the API's start-up (migrate, seed) holds: one number for the whole project. */
const STARTUP_LOCK_KEY = 7_426_001;

/** The committed migrations, next to the sources or copied beside a bundled server. */
export function migrationsFolder(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  const candidates = [join(here, '../drizzle'), join(here, 'drizzle')];
  const found = candidates.find((dir) => existsSync(join(dir, 'meta/_journal.json')));
  if (!found) throw new Error(`Migrations not found (looked in ${candidates.join(', ')})`);
  return found;
}

export async function createDb(options: CreateDbOptions = {}): Promise<DbHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 20,
      idleTimeoutMillis: 20_000,
      connectionTimeoutMillis: options.connectTimeoutMs ?? 5000,
    });
    pool.on('error', options.onPoolError ?? ((error) => console.error(`[db] idle connection failed: ${error.message}`)));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(db as never, { migrationsFolder: migrationsFolder() }),
      close: () => pool.end(),
      exclusively: async (work) => {
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
          try {
            return await work();
          } finally {
            await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => undefined);
          }
        } finally {
          client.release();
        }
      },
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    };
  }
  const dataDir = options.dataDir && options.dataDir !== 'memory://' ? options.dataDir : undefined;
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir ?? 'memory://', {
    extensions: { pg_trgm },
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder: migrationsFolder() }),
    close: () => client.close(),
    exclusively: (work) => work(),
    dump: () => client.dumpDataDir('gzip'),
  };
}

/** Rows of a raw SQL query (both drivers answer `{ rows }`; the shared Db type cannot say so). */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}
