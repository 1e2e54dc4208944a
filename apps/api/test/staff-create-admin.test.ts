/**
 * `npm run console:create-admin` (issue 24): the first group admin of a real installation, made by
 * the script itself in a child process — over a fresh embedded database (PGlite project) or the
 * PostgreSQL server (PostgreSQL project) — with a password from stdin, or a set-password link.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDb, staff, staffAudit, staffPasswordResets, type DbHandle } from '@kemudi/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../src/lib/password';
import { openTestDatabase } from './helpers';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

let env: Record<string, string>;
let dataDir: string | undefined;
let dropDatabase: () => Promise<void> = async () => undefined;

beforeAll(async () => {
  if (process.env.TEST_DB === 'postgres') {
    const opened = await openTestDatabase({ poolSize: 1 });
    await opened.handle.close();
    dropDatabase = opened.drop;
    env = { DATABASE_URL: opened.url! };
  } else {
    // A fresh installation: nothing there yet; the script migrates the embedded database itself.
    dataDir = await mkdtemp(join(tmpdir(), 'kemudi-create-admin-'));
    env = { DATA_DIR: dataDir };
  }
});
afterAll(async () => {
  await dropDatabase();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** Runs the script as `npm run console:create-admin -- …` runs it; answers its exit code and output. */
function createAdmin(args: string[], stdin?: string): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/create-admin.ts', ...args], {
      cwd: ROOT,
      // A port nothing listens on: the "API running over the embedded database" check finds nobody.
      env: { ...process.env, ...env, API_PORT: '4999', CONSOLE_ORIGIN: 'https://konsol.kemudi.test', LOG_LEVEL: 'silent' },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, out }));
    child.stdin.end(stdin);
  });
}

async function withDb<T>(use: (handle: DbHandle) => Promise<T>): Promise<T> {
  const handle = await createDb(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL, poolSize: 1 } : { dataDir: join(dataDir!, 'pglite') });
  try {
    return await use(handle);
  } finally {
    await handle.close();
  }
}

// Each run starts Node with tsx and opens (and migrates) a database: slower than an injected request.
describe('npm run console:create-admin', { timeout: 120_000 }, () => {
  it('creates a group admin with a password from stdin, audited, who still enrols an authenticator', async () => {
    const made = await createAdmin(['--email', 'Ani@Kemudi.co.id', '--name', 'Ani Wijaya', '--password-stdin'], 'AdminPertama2026\n');
    expect(made.code, made.out).toBe(0);
    expect(made.out).toContain('group admin ani@kemudi.co.id created');
    await withDb(async ({ db }) => {
      const [row] = await db.select().from(staff).where(eq(staff.email, 'ani@kemudi.co.id'));
      expect(row).toMatchObject({ name: 'Ani Wijaya', role: 'group_admin', active: true, totpEnrolledAt: null });
      expect(await verifyPassword('AdminPertama2026', row!.passwordHash!)).toBe(true);
      const [audit] = await db.select().from(staffAudit).where(eq(staffAudit.entityId, row!.id));
      expect(audit).toMatchObject({ action: 'staff.create-admin', staffId: null });
    });
    const again = await createAdmin(['--email', 'ani@kemudi.co.id', '--name', 'Ani Lagi', '--password-stdin'], 'AdminPertama2026');
    expect(again.code).toBe(1);
    expect(again.out).toContain('Email ini sudah dipakai oleh staf lain.');
  });

  it('refuses a weak password and writes nothing', async () => {
    const weak = await createAdmin(['--email', 'citra@kemudi.co.id', '--name', 'Citra Lestari', '--password-stdin'], 'lemah\n');
    expect(weak.code).toBe(1);
    expect(weak.out).toContain('Kata sandi 8–64 karakter');
    const digitsOnly = await createAdmin(['--email', 'citra@kemudi.co.id', '--name', 'Citra Lestari', '--password-stdin'], '1234567890');
    expect(digitsOnly.out).toContain('Kata sandi harus berisi huruf dan angka');
    expect(await withDb((h) => h.db.$count(staff, eq(staff.email, 'citra@kemudi.co.id')))).toBe(0);
  });

  it('without a password, prints a one-time set-password link on the console (ADMIN_EMAIL and ADMIN_NAME as flags)', async () => {
    env = { ...env, ADMIN_EMAIL: 'budi.admin@kemudi.co.id', ADMIN_NAME: 'Budi Hartawan' };
    const made = await createAdmin([]);
    expect(made.code, made.out).toBe(0);
    const link = /https:\/\/konsol\.kemudi\.test\/atur-sandi\?token=[\w-]{43}/.exec(made.out);
    expect(link).not.toBeNull();
    await withDb(async ({ db }) => {
      const [row] = await db.select().from(staff).where(eq(staff.email, 'budi.admin@kemudi.co.id'));
      expect(row).toMatchObject({ role: 'group_admin', passwordHash: null });
      const links = await db.select().from(staffPasswordResets).where(eq(staffPasswordResets.staffId, row!.id));
      expect(links).toMatchObject([{ kind: 'invite', usedAt: null }]);
    });
  });

  it('says how to call it when a flag is unknown', async () => {
    const wrong = await createAdmin(['--emial', 'x@kemudi.co.id']);
    expect(wrong.code).toBe(1);
    expect(wrong.out).toContain('usage: npm run console:create-admin');
  });
});
