// Bookings under load (issue 13: "p95 of slot availability and of booking under 50 concurrent
// visitors"). Builds the API into its own folder and starts it over a fresh database (PGlite; and
// PostgreSQL too when DATABASE_URL is given), with the seed's "today" pinned as the browser tests
// do. Then 50 visitors at once, each back to back for BENCH_SECONDS:
//   1. availability: GET /api/booking/v1/availability of a test drive (random showroom and model);
//   2. booking: POST /api/booking/v1/bookings as a guest, each with a fresh phone and its own
//      one-time code (POST /api/booking/v1/otp, the code read from the development outbox —
//      the real guest path: the code is checked and used up in the booking's transaction). Only
//      the booking call is timed; sending and reading the code are not. Half are test drives, half
//      workshop services, on slots the visitor just saw offered: a 409 SlotTaken (someone else
//      took the last unit first) is an answer, counted apart from errors.
// Prints p50 / p95 / p99 per call; no pass/fail (the machines are noisy). Per-address limits are
// off for the run: every visitor here comes from 127.0.0.1.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { quantile, root, startProcess, systemToken, waitFor } from './lib.mjs';

const PORT = Number(process.env.BENCH_API_PORT ?? 4640);
const VISITORS = Number(process.env.BENCH_VISITORS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const DIST = process.env.BENCH_API_DIST_DIR ?? 'dist-bench-bookings';
const apiUrl = `http://127.0.0.1:${PORT}`;
const MODELS = ['avanza', 'veloz', 'raize', 'rush', 'innovazenix', 'yariscross'];

const built = spawnSync(process.execPath, ['build.mjs'], { cwd: join(root, 'apps/api'), env: { ...process.env, API_DIST_DIR: DIST }, stdio: 'inherit' });
if (built.status !== 0) process.exit(built.status ?? 1);

const pick = (list) => list[Math.floor(Math.random() * list.length)];
let phoneSeq = 0;
const freshPhone = () => `0858${String(Date.now() % 1e5).padStart(5, '0')}${String((phoneSeq += 1) % 1000).padStart(3, '0')}`;

async function call(token, method, path, body) {
  const response = await fetch(apiUrl + path, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

/** Each visitor runs `step` back to back for SECONDS; `step` returns the ms to count, or null. */
async function load(step) {
  const times = [];
  const outcomes = new Map();
  const end = performance.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: VISITORS }, async () => {
      while (performance.now() < end) {
        try {
          const { ms, outcome } = await step();
          times.push(ms);
          outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
        } catch (error) {
          outcomes.set(`error ${error.message.slice(0, 60)}`, (outcomes.get(`error ${error.message.slice(0, 60)}`) ?? 0) + 1);
        }
      }
    }),
  );
  times.sort((a, b) => a - b);
  return { times, outcomes };
}

function report(name, { times, outcomes }) {
  const f = (q) => (times.length ? quantile(times, q).toFixed(1) : '-').padStart(8);
  const answers = [...outcomes].map(([k, v]) => `${k}: ${v}`).join(', ');
  console.log(`${name.padEnd(30)} ${String(times.length).padStart(6)} ${(times.length / SECONDS).toFixed(0).padStart(6)} ${f(0.5)} ${f(0.95)} ${f(0.99)}  ${answers}`);
}

async function run(databaseUrl) {
  const dataDir = await mkdtemp(join(tmpdir(), 'kemudi-bench-bookings-'));
  const env = {
    API_PORT: String(PORT),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    FIXED_NOW: '2026-11-22T10:00:00+07:00',
    RATE_LIMITS: 'off',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
  const api = startProcess(process.execPath, [`${DIST}/server.js`], env, join(root, 'apps/api'));
  try {
    const ready = await waitFor(`${apiUrl}/health`);
    const token = await systemToken(apiUrl);
    const showrooms = (await call(token, 'GET', '/api/booking/v1/branches?kind=test-drive&cityCode=3172')).body.data.map((b) => b.slug);
    const workshops = (await call(token, 'GET', '/api/booking/v1/branches?kind=service&cityCode=3172')).body.data.map((b) => b.slug);
    console.log(`\n${databaseUrl ? 'PostgreSQL' : 'PGlite'}: API ready in ${ready} ms; ${VISITORS} visitors at once, ${SECONDS} s per call; ${showrooms.length} showrooms, ${workshops.length} workshops`);
    console.log(`${'call'.padEnd(30)} ${'n'.padStart(6)} ${'req/s'.padStart(6)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'p99 ms'.padStart(8)}  answers`);

    report(
      'availability (GET)',
      await load(async () => {
        const started = performance.now();
        const res = await call(token, 'GET', `/api/booking/v1/availability?kind=test-drive&branchSlug=${pick(showrooms)}&modelCode=${pick(MODELS)}`);
        const ms = performance.now() - started;
        if (res.status !== 200 && res.status !== 422) throw new Error(`HTTP ${res.status}`);
        return { ms, outcome: String(res.status) };
      }),
    );

    report(
      'booking as a guest (POST)',
      await load(async () => {
        const testDrive = Math.random() < 0.5;
        const branchSlug = pick(testDrive ? showrooms : workshops);
        const modelCode = pick(MODELS);
        const query = testDrive ? `kind=test-drive&branchSlug=${branchSlug}&modelCode=${modelCode}` : `kind=service&branchSlug=${branchSlug}`;
        const days = (await call(token, 'GET', `/api/booking/v1/availability?${query}`)).body.data?.days ?? [];
        const free = days.flatMap((d) => d.slots.filter((s) => s.available));
        if (free.length === 0) return { ms: 0, outcome: 'nothing free' };
        const phone = freshPhone();
        const sent = await call(token, 'POST', '/api/booking/v1/otp', { phoneNumber: phone });
        if (sent.status !== 200) throw new Error(`otp HTTP ${sent.status}`);
        const outbox = await call(token, 'GET', `/api/dev/outbox?to=${phone}`);
        const code = /(\d{6})/.exec(outbox.body?.data?.[0]?.text ?? '')?.[1];
        if (!code) throw new Error('no code in the outbox');
        const details = testDrive
          ? { kind: 'test-drive', modelCode }
          : { kind: 'service', car: { model: modelCode, year: 2022, plate: 'B 1234 KMD' }, serviceType: 'periodic', kilometre: 10000 };
        const body = {
          details,
          branchSlug,
          slotStart: pick(free).start,
          contact: { name: 'Tamu Bench', phoneNumber: phone },
          otp: code,
          consent: true,
          idempotencyKey: randomBytes(12).toString('hex'),
        };
        const started = performance.now();
        const res = await call(token, 'POST', '/api/booking/v1/bookings', body);
        const ms = performance.now() - started;
        if (res.status !== 200 && !(res.status === 409 && res.body.errors?.[0]?.type === 'SlotTaken')) throw new Error(`HTTP ${res.status} ${res.body.errors?.[0]?.type}`);
        return { ms, outcome: res.status === 200 ? 'booked' : 'SlotTaken' };
      }),
    );
  } finally {
    await api.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

try {
  await run(undefined);
  if (process.env.DATABASE_URL) await run(process.env.DATABASE_URL);
} finally {
  await rm(join(root, 'apps/api', DIST), { recursive: true, force: true });
}
