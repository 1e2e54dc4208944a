import { createServer } from 'node:net';
import { createDb } from '@kemudi/db';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { databaseErrorCode, describeDatabaseError, isDatabaseUnavailable } from '../src/lib/db-errors';
import { retryWithBackoff } from '../src/lib/retry';

/** A port nothing listens on (taken from the system, then let go). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** What a query really throws: `select 1` over node-postgres at `url`, or over a closed PGlite. */
async function failureOf(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error('expected the query to fail');
}

describe('isDatabaseUnavailable (real driver errors)', () => {
  it('knows a refused connection, a closed PGlite, and a dropped connection from a bad query', async () => {
    const port = await closedPort();
    const url = `postgres://postgres@127.0.0.1:${port}/test`;
    const pool = await createDb({ databaseUrl: url, poolSize: 1 });
    const refused = await failureOf(() => pool.db.execute(sql`select 1`));
    await pool.close();
    expect(isDatabaseUnavailable(refused)).toBe(true);
    expect(databaseErrorCode(refused)).toBe('ECONNREFUSED');
    expect(describeDatabaseError(refused, url)).toBe(`database not reachable at 127.0.0.1:${port}/test (ECONNREFUSED)`);

    const pglite = await createDb({});
    const badQuery = await failureOf(() => pglite.db.execute(sql`select * from no_such_table`));
    expect(isDatabaseUnavailable(badQuery)).toBe(false);
    expect(databaseErrorCode(badQuery)).toBe('42P01');
    await pglite.close();
    const closed = await failureOf(() => pglite.db.execute(sql`select 1`));
    expect(isDatabaseUnavailable(closed)).toBe(true);

    // The server's own words for a restart or a terminated connection, with no socket code.
    expect(isDatabaseUnavailable(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('wrapped', { cause: new Error('Connection terminated unexpectedly') }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key value'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable(new Error('Cannot read properties of undefined'))).toBe(false);
  });
});

describe('retryWithBackoff (the API waiting for its database at boot)', () => {
  it('waits 1 s, 2 s, 4 s … up to 30 s between attempts while the database is unreachable, then goes on', async () => {
    const port = await closedPort();
    const url = `postgres://postgres@127.0.0.1:${port}/test`;
    const handle = await createDb({ databaseUrl: url, poolSize: 1 });
    const waits: number[] = [];
    const lines: string[] = [];
    let attempts = 0;
    const result = await retryWithBackoff(
      async () => {
        attempts += 1;
        // The database "comes up" at the eighth attempt.
        if (attempts < 8) await handle.db.execute(sql`select 1`);
        return 'ready';
      },
      {
        shouldRetry: isDatabaseUnavailable,
        onRetry: (error, delayMs) => lines.push(`[api] ${describeDatabaseError(error, url)}; retrying in ${delayMs / 1000} s`),
        sleep: async (ms) => {
          waits.push(ms);
        },
      },
    );
    await handle.close();
    expect(result).toBe('ready');
    expect(waits).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000]);
    expect(lines[0]).toBe(`[api] database not reachable at 127.0.0.1:${port}/test (ECONNREFUSED); retrying in 1 s`);
    expect(lines).toHaveLength(7);
  });

  it('throws at once what waiting would not cure, and the last failure after maxAttempts', async () => {
    const sleeps: number[] = [];
    const sleep = async (ms: number) => {
      sleeps.push(ms);
    };
    const wrongPassword = Object.assign(new Error('password authentication failed for user "x"'), { code: '28P01' });
    await expect(
      retryWithBackoff(() => Promise.reject(wrongPassword), { shouldRetry: isDatabaseUnavailable, onRetry: () => undefined, sleep }),
    ).rejects.toBe(wrongPassword);
    expect(sleeps).toEqual([]);
    const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    await expect(
      retryWithBackoff(() => Promise.reject(refused), { shouldRetry: isDatabaseUnavailable, onRetry: () => undefined, sleep, maxAttempts: 3 }),
    ).rejects.toBe(refused);
    expect(sleeps).toEqual([1000, 2000]);
  });
});
