// The staff console under load (issue 24: "list pages over the 10× data, filtered and sorted:
// p95 ≤ 150 ms at 20 concurrent staff on PGlite and PostgreSQL; the console's first load
// measured"). Builds nothing: it runs the built API (apps/api/dist/server.js) and reads the built
// console (apps/console/dist/client). For each database — a fresh PGlite data folder, then a fresh
// database on the PostgreSQL server when one answers at BENCH_PG_URL — it:
//   1. adds the demo history at BENCH_SCALE (10) with `npm run seed:history` (which migrates and
//      seeds the empty database first), and times it;
//   2. adds BENCH_CLIENTS (20) bench staff — group admins and branch managers of different branches,
//      so every list is theirs to read, some for the whole group, some scoped — enrolled with known
//      TOTP secrets, and signs each in (password, then the code of the current step);
//   3. runs BENCH_CLIENTS clients at once for BENCH_SECONDS (10) per list, back to back, each
//      request a random variant of the list — filtered by status, branch, search text, sorted by
//      each sort field the contract offers, either direction, a later page — with the query names
//      of the queues (status, branch, q, sort, dir, page, size), the enums read from the API's
//      OpenAPI document; a list the API answers 404 is skipped (and said so);
//   4. prints n, req/s, p50/p95/p99 and the answers per list, twice: "staff at work" — each client
//      a member who reads the page between clicks (a pause of BENCH_THINK_MS, 1000–3000 ms at random,
//      after each answer), what "20 concurrent staff" means for the console — and "saturation", the
//      same clients with no pause at all (each one a request as soon as the last is answered), which
//      shows the most the API answers per second: there the latency is mostly the queue (Little's
//      law: 20 clients ÷ req/s), not the work of one request.
// Last, the console's first load: the JS and CSS index.html loads, raw, gzip and brotli bytes.
// Prints figures; asserts nothing. BENCH_API_PORT (4660) is the API's port during the run.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { generate } from 'otplib';
import pg from 'pg';
import { quantile, root, startProcess, waitFor } from './lib.mjs';

const PORT = Number(process.env.BENCH_API_PORT ?? 4660);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const SCALE = process.env.BENCH_SCALE ?? '10';
const [THINK_MIN, THINK_MAX] = (process.env.BENCH_THINK_MS ?? '1000-3000').split('-').map(Number);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const FIXED_NOW = '2026-11-22T10:00:00+07:00';
const CONSOLE_ORIGIN = 'http://localhost:3001';
const apiUrl = `http://127.0.0.1:${PORT}`;
const SERVER = join(root, 'apps/api/dist/server.js');
const CONSOLE_DIST = join(root, 'apps/console/dist/client');

/** The queues' lists (QUEUES.md) and the summary the sidebar polls. */
const LISTS = [
  { name: 'bookings', path: '/api/staff/v1/bookings' },
  { name: 'orders', path: '/api/staff/v1/orders' },
  { name: 'leads', path: '/api/staff/v1/leads' },
  { name: 'tickets', path: '/api/staff/v1/tickets' },
  { name: 'summary', path: '/api/staff/v1/summary', plain: true },
  // The Dasbor (issue 25): the last 7, 30 or 90 days (WIB) of the member's scope, as a manager opens it.
  { name: 'dashboard', path: '/api/staff/v1/dashboard', query: dashboardQuery },
];
/** Branch managers' branches (the rest of the clients are group admins): busy ones and quiet ones. */
const MANAGED = [
  ['kemudi-toyota-sunter', 'kemudi-toyota-kelapa-gading'],
  ['kemudi-toyota-bandung-soekarno-hatta'],
  ['kemudi-toyota-bsd'],
  ['kemudi-toyota-surabaya-ahmad-yani', 'kemudi-toyota-sidoarjo'],
  ['kemudi-toyota-fatmawati'],
  ['kemudi-toyota-medan-gatsu'],
  ['kemudi-toyota-denpasar-gatsu'],
  ['kemudi-toyota-semarang-majapahit'],
  ['kemudi-toyota-cikini'],
  ['kemudi-toyota-makassar-urip'],
];
const SEARCHES = ['santoso', 'wijaya', 'dewi', '0812', 'avanza', 'KMD-', 'contoh.com'];

for (const [what, path, hint] of [
  ['the built API', SERVER, 'npm run build -w @kemudi/api'],
  ['the built console', join(CONSOLE_DIST, 'index.html'), 'npm run build -w @kemudi/console'],
]) {
  if (!existsSync(path)) {
    console.error(`Build first: ${hint} (or npm start once); ${what} is missing (${path}).`);
    process.exit(1);
  }
}

// The bench makes its own databases: a DATABASE_URL of the shell must not send the PGlite run elsewhere.
delete process.env.DATABASE_URL;

const pick = (list) => list[Math.floor(Math.random() * list.length)];
const base32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** The bench's staff: a TOTP secret each (32 base32 characters), half group admins, half managers of MANAGED. */
const benchStaff = Array.from({ length: CLIENTS }, (_, i) => {
  const manager = i % 2 === 1;
  return {
    email: `bench.${i + 1}@staf.contoh.com`,
    name: `Staf Bench ${i + 1}`,
    role: manager ? 'branch_manager' : 'group_admin',
    branches: manager ? MANAGED[Math.floor(i / 2) % MANAGED.length] : [],
    secret: `KEMUDIBENCHCONSOLESTAFF${base32[Math.floor(i / 32) % 32]}${base32[i % 32]}`.padEnd(32, 'A'),
  };
});

/** Adds the bench staff, with the demo staff's published password (its hash is read from the seeded demo admin). */
async function addBenchStaff(query) {
  const [{ password_hash: hash }] = await query(`select password_hash from staff where email = 'dewi@staf.contoh.com'`);
  for (const member of benchStaff) {
    const [{ id }] = await query(
      `insert into staff (email, name, role, password_hash, totp_secret, totp_enrolled_at, password_changed_at)
       values ($1, $2, $3, $4, $5, now(), now()) returning id`,
      [member.email, member.name, member.role, hash, `plain:${member.secret}`],
    );
    if (member.branches.length > 0) await query(`insert into staff_branches (staff_id, branch_id) select $1, id from branches where slug = any($2)`, [id, member.branches]);
  }
}

/** A console tab: the staff cookie, the console's Origin and header on writes. */
async function signIn(member) {
  const headers = { 'content-type': 'application/json', origin: CONSOLE_ORIGIN, 'x-kemudi-console': '1' };
  const login = await fetch(`${apiUrl}/api/staff/v1/auth/login`, { method: 'POST', headers, body: JSON.stringify({ email: member.email, password: 'StafKemudi2026' }) });
  if (!login.ok) throw new Error(`login of ${member.email}: HTTP ${login.status} ${await login.text()}`);
  const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const second = await fetch(`${apiUrl}/api/staff/v1/auth/second-factor`, {
    method: 'POST',
    headers: { ...headers, cookie },
    body: JSON.stringify({ code: await generate({ secret: member.secret }) }),
  });
  if (!second.ok) throw new Error(`second factor of ${member.email}: HTTP ${second.status} ${await second.text()}`);
  return second.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ') || cookie;
}

/** The enums of a list's query (status, sort, …) from the OpenAPI document; {} when the path is not there. */
function enumsOf(openapi, path) {
  const parameters = openapi.paths?.[path]?.get?.parameters ?? [];
  return Object.fromEntries(parameters.filter((p) => p.in === 'query' && p.schema?.enum).map((p) => [p.name, p.schema.enum]));
}

/** A random view of a list as staff open it: a status tab, a branch, a search, a sort either way, a later page. */
function variant(enums, branches) {
  const query = new URLSearchParams();
  if (enums.status && Math.random() < 0.6) query.set('status', pick(enums.status));
  if (Math.random() < 0.3) query.set('branch', pick(branches));
  if (Math.random() < 0.25) query.set('q', pick(SEARCHES));
  if (enums.sort) query.set('sort', pick(enums.sort));
  if (enums.dir) query.set('dir', pick(enums.dir));
  if (Math.random() < 0.2) query.set('page', String(Math.floor(Math.random() * 5)));
  query.set('size', pick(['25', '25', '50', '100']));
  return `?${query}`;
}

/** A Dasbor period ending today in WIB: 7, 30 or 90 days, over the caller's branches (`all`). */
function dashboardQuery() {
  const day = (ms) => new Date(ms + 7 * 3_600_000).toISOString().slice(0, 10);
  const days = pick([7, 30, 30, 90]);
  return `?from=${day(Date.now() - (days - 1) * 86_400_000)}&to=${day(Date.now())}&branch=all`;
}

async function load(cookies, path, think) {
  const times = [];
  const answers = new Map();
  const end = performance.now() + SECONDS * 1000;
  await Promise.all(
    cookies.map(async (cookie) => {
      // Staff at work do not all click at the same instant: each starts within its first pause.
      if (think) await sleep(Math.random() * THINK_MIN);
      while (performance.now() < end) {
        const url = path();
        const started = performance.now();
        try {
          const response = await fetch(apiUrl + url, { headers: { cookie, accept: 'application/json' } });
          await response.arrayBuffer();
          times.push(performance.now() - started);
          answers.set(response.status, (answers.get(response.status) ?? 0) + 1);
        } catch (error) {
          const key = `error ${error.message.slice(0, 40)}`;
          answers.set(key, (answers.get(key) ?? 0) + 1);
        }
        if (think) await sleep(THINK_MIN + Math.random() * (THINK_MAX - THINK_MIN));
      }
    }),
  );
  times.sort((a, b) => a - b);
  return { times, answers };
}

const row = (...cells) => cells.map((c, i) => String(c)[i === 0 ? 'padEnd' : 'padStart'](i === 0 ? 12 : 8)).join(' ');

async function run(label, env, openDb) {
  const started = performance.now();
  const seeded = spawnSync(process.execPath, ['--import', 'tsx', 'apps/api/src/seed-history.ts', '--scale', SCALE], {
    cwd: root,
    env: { ...process.env, ...env, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (seeded.status !== 0) throw new Error('seed:history failed');
  const seedSeconds = ((performance.now() - started) / 1000).toFixed(1);
  const db = await openDb();
  try {
    await addBenchStaff(db.query);
  } finally {
    await db.close();
  }

  const api = startProcess(process.execPath, [SERVER], { ...env, API_PORT: String(PORT), LOG_LEVEL: 'warn', FIXED_NOW, RATE_LIMITS: 'off', CONSOLE_ORIGIN }, root);
  try {
    const ready = await waitFor(`${apiUrl}/health`);
    const openapi = await (await fetch(`${apiUrl}/api/docs/json`)).json();
    const cookies = [];
    for (const member of benchStaff) cookies.push(await signIn(member));
    const branches = [...new Set(MANAGED.flat())];
    console.log(`\n${label}: ${SCALE}× history seeded in ${seedSeconds} s (migrations and catalogue included); API ready in ${ready} ms; ${CLIENTS} staff, ${SECONDS} s per list`);
    const active = [];
    for (const list of LISTS) {
      const probe = await fetch(apiUrl + list.path, { headers: { cookie: cookies[0] } });
      await probe.arrayBuffer();
      if (probe.status === 404) console.log(`  ${list.name}: skipped, the API answers 404 (not served by this build)`);
      else active.push({ ...list, enums: enumsOf(openapi, list.path) });
    }
    for (const [title, think] of [
      [`staff at work (a pause of ${THINK_MIN}–${THINK_MAX} ms after each answer)`, true],
      ['saturation (no pause: the most the API answers per second)', false],
    ]) {
      console.log(`  ${title}`);
      console.log(row('list', 'n', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms'), '  answers');
      for (const list of active) {
        const { times, answers } = await load(cookies, () => (list.query ? list.path + list.query() : list.plain ? list.path : list.path + variant(list.enums, branches)), think);
        const q = (p) => (times.length ? quantile(times, p).toFixed(1) : '-');
        console.log(
          row(list.name, times.length, (times.length / SECONDS).toFixed(0), q(0.5), q(0.95), q(0.99)),
          '  ',
          [...answers].map(([k, v]) => `${k}: ${v}`).join(', '),
        );
      }
    }
  } finally {
    await api.stop();
  }
}

/** The JS and CSS index.html loads (entry, preloads, style sheets): raw, gzip -9 and brotli q11 bytes, as served. */
async function firstLoad() {
  const html = await readFile(join(CONSOLE_DIST, 'index.html'), 'utf8');
  const assets = [...html.matchAll(/<(?:script[^>]*\bsrc|link[^>]*\bhref)="(\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
  console.log('\nConsole first load (apps/console/dist/client: what index.html loads)');
  console.log(row('file', 'raw', 'gzip', 'brotli'));
  const total = { raw: 0, gzip: 0, brotli: 0 };
  for (const asset of [...new Set(assets)]) {
    const body = await readFile(join(CONSOLE_DIST, asset));
    const sizes = { raw: body.length, gzip: gzipSync(body, { level: 9 }).length, brotli: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length };
    for (const k of Object.keys(total)) total[k] += sizes[k];
    console.log(row(asset.split('/').pop().slice(0, 40), sizes.raw, sizes.gzip, sizes.brotli));
  }
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  console.log(row('total', kb(total.raw), kb(total.gzip), kb(total.brotli)));
}

// PGlite: a fresh data folder, opened by the seed script, then here (the bench staff), then by the API.
const dataDir = await mkdtemp(join(tmpdir(), 'kemudi-bench-console-'));
try {
  await run('PGlite', { DATA_DIR: dataDir }, async () => {
    const client = await PGlite.create(join(dataDir, 'pglite'), { extensions: { pg_trgm } });
    return { query: async (text, params) => (await client.query(text, params)).rows, close: () => client.close() };
  });
} finally {
  await rm(dataDir, { recursive: true, force: true });
}

// PostgreSQL: a fresh database on the server, dropped afterwards.
const admin = new pg.Client({ connectionString: PG_URL });
const reachable = await admin.connect().then(
  () => true,
  (error) => {
    console.log(`\nPostgreSQL: skipped, ${PG_URL} does not answer (${error.message}); set BENCH_PG_URL`);
    return false;
  },
);
if (reachable) {
  const name = `kemudi_bench_console_${randomBytes(4).toString('hex')}`;
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  try {
    await run('PostgreSQL', { DATABASE_URL: url.toString() }, async () => {
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      return { query: async (text, params) => (await client.query(text, params)).rows, close: () => client.end() };
    });
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

await firstLoad();
