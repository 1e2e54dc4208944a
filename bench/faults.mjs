// Abuse and faults (issue 16), on a fresh `npm start` stack (build first), figures only:
// 1. Flood: one client sends BENCH_FLOOD_REQUESTS (2000) requests, BENCH_FLOOD_CONCURRENCY (20) at a
//    time, to each of newsletter subscribe (POST, a new junk address each), the §7 GET subscribe,
//    chat and search suggestions (a new text each, so that no cache answers for the API), through the site as a browser does (the web server trusts the
//    loopback "load balancer" here and is told the client's address, 203.0.113.7). Printed: what
//    got through (2xx), what was limited (429), anything else, and the slowest model page meanwhile.
// 2. Fault: BENCH_FAULT_CONNECTIONS (20) visitors load a model page (cached) and never-rendered pages
//    (a fresh query each) while the API is killed with SIGKILL; printed: the answers by status in
//    each second, and the time until a never-rendered page answers 200 again.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root, waitFor } from './lib.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3560);
const API_PORT = Number(process.env.BENCH_API_PORT ?? 4560);
const FLOOD_REQUESTS = Number(process.env.BENCH_FLOOD_REQUESTS ?? 2000);
const FLOOD_CONCURRENCY = Number(process.env.BENCH_FLOOD_CONCURRENCY ?? 20);
const FAULT_CONNECTIONS = Number(process.env.BENCH_FAULT_CONNECTIONS ?? 20);
const base = `http://127.0.0.1:${PORT}`;
const CLIENT = { 'x-forwarded-for': '203.0.113.7', 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' };

async function startStack() {
  const dataDir = await mkdtemp(join(tmpdir(), 'kemudi-faults-'));
  let output = '';
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: { ...process.env, PORT: String(PORT), API_PORT: String(API_PORT), DATA_DIR: dataDir, LOG_LEVEL: 'warn', EDGE_TRUST_PROXY: 'loopback', FIXED_NOW: '2026-11-22T10:00:00+07:00' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => (output += String(chunk)));
  child.stderr.on('data', (chunk) => (output += String(chunk)));
  await waitFor(`${base}/`);
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  return { output: () => output, stop };
}

async function timed(url, init) {
  const started = performance.now();
  try {
    const response = await fetch(url, init);
    await response.arrayBuffer();
    return { status: response.status, ms: performance.now() - started };
  } catch {
    return { status: 'error', ms: performance.now() - started };
  }
}

/** Runs `count` requests made by `make(i)`, `concurrency` at a time; counts by status. */
async function flood(make, count, concurrency) {
  const counts = {};
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const i = next++;
        const { url, init } = make(i);
        const { status } = await timed(url, init);
        counts[status] = (counts[status] ?? 0) + 1;
      }
    }),
  );
  return { counts, seconds: (performance.now() - started) / 1000 };
}

const describe = (counts) =>
  Object.entries(counts)
    .sort(([a], [b]) => String(a).localeCompare(String(b)))
    .map(([status, n]) => `${status}: ${n}`)
    .join(', ');

const stack = await startStack();
try {
  const model = `${base}/mobil-baru-toyota/p/avanza`;
  await timed(model);
  console.log(`flood: ${FLOOD_REQUESTS} requests per call, ${FLOOD_CONCURRENCY} at a time, one client (203.0.113.7)`);
  const floods = {
    'subscribe POST (a new address each)': (i) => ({ url: `${base}/api/customer/v1/subscribe`, init: { method: 'POST', headers: CLIENT, body: JSON.stringify({ email: `junk${i}@contoh.id` }) } }),
    'subscribe GET (§7)': (i) => ({ url: `${base}/api/customer/v1/subscribe?email=junkget${i}@contoh.id`, init: { headers: CLIENT } }),
    'chat ask': (i) => ({ url: `${base}/api/content/v1/chat/ask`, init: { method: 'POST', headers: CLIENT, body: JSON.stringify({ question: `Berapa harga Avanza ${i}?` }) } }),
    'search suggestions': (i) => ({ url: `${base}/api/product/v1/global-search`, init: { method: 'POST', headers: CLIENT, body: JSON.stringify({ text: `avanza ${i}` }) } }),
  };
  for (const [name, make] of Object.entries(floods)) {
    let slowest = 0;
    let probing = true;
    const probe = (async () => {
      while (probing) {
        const { ms } = await timed(model);
        slowest = Math.max(slowest, ms);
        await new Promise((r) => setTimeout(r, 50));
      }
    })();
    const { counts, seconds } = await flood(make, FLOOD_REQUESTS, FLOOD_CONCURRENCY);
    probing = false;
    await probe;
    console.log(`  ${name}: ${describe(counts)} in ${seconds.toFixed(1)} s; slowest model page meanwhile ${slowest.toFixed(0)} ms`);
  }

  console.log(`fault: ${FAULT_CONNECTIONS} visitors on a cached model page and on never-rendered pages; the API killed at t=2 s`);
  const buckets = new Map();
  const record = (kind, status, at) => {
    const second = Math.floor(at / 1000);
    const key = `${second}`;
    const bucket = buckets.get(key) ?? {};
    bucket[`${kind} ${status}`] = (bucket[`${kind} ${status}`] ?? 0) + 1;
    buckets.set(key, bucket);
  };
  const t0 = performance.now();
  let running = true;
  let killedAt;
  let recoveredAt;
  let firstOutageAt;
  let n = 0;
  const visitors = Array.from({ length: FAULT_CONNECTIONS }, async (_, v) => {
    while (running) {
      const fresh = v % 2 === 1;
      const url = fresh ? `${base}/c/paketservistoyota?kunjungan=${n++}` : model;
      const askedAt = performance.now() - t0;
      const { status } = await timed(url);
      const at = performance.now() - t0;
      record(fresh ? 'new page' : 'model page', status, at);
      if (fresh && status !== 200 && killedAt !== undefined && firstOutageAt === undefined) firstOutageAt = at;
      // Back: a new page asked for after the first outage answer was rendered.
      if (fresh && status === 200 && firstOutageAt !== undefined && recoveredAt === undefined && askedAt > firstOutageAt) recoveredAt = at;
    }
  });
  await new Promise((r) => setTimeout(r, 2000));
  const health = await (await fetch(`http://127.0.0.1:${API_PORT}/health`)).json();
  process.kill(health.pid, 'SIGKILL');
  killedAt = performance.now() - t0;
  while (recoveredAt === undefined && performance.now() - t0 < 60_000) await new Promise((r) => setTimeout(r, 100));
  await new Promise((r) => setTimeout(r, 2000));
  running = false;
  await Promise.all(visitors);
  for (const [second, bucket] of [...buckets.entries()].sort((a, b) => Number(a[0]) - Number(b[0]))) {
    console.log(`  t=${second}s: ${describe(bucket)}`);
  }
  console.log(
    recoveredAt === undefined
      ? '  never-rendered pages did not come back within 60 s'
      : `  first outage answer ${((firstOutageAt - killedAt) / 1000).toFixed(1)} s after the kill (Next's 500 ms API-client cache answers until then); never-rendered pages answered 200 again ${((recoveredAt - killedAt) / 1000).toFixed(1)} s after the kill`,
  );
  const restartLine = stack.output().split('\n').find((line) => line.includes('restarting it in'));
  if (restartLine) console.log(`  supervisor: ${restartLine.trim()}`);
} finally {
  await stack.stop();
}
