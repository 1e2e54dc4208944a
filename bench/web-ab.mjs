// Two builds of the web app side by side (issue 26): what a change to the web app costs or saves in CPU
// per logged-in customer's page, measured so that the machine's own swings cancel out. On this VM the
// same build spends a third more CPU per page in some hours than in others, more than most changes
// save; runs of bench/customer-load.mjs minutes apart cannot tell such a change from the machine.
// Here both builds run at once, against one API process and one database (ops/cluster/cluster.mjs
// starts this checkout's web process, A; the other checkout's, B, is started beside it with the same
// settings), and one customer asks each page of both alternately, BENCH_N (20) times per turn, for
// BENCH_ROUNDS (10) rounds (which build goes first alternates too). Printed per page: the CPU time of
// each web process per page and the time a page took, A against B.
//
// B_ROOT: the other checkout, built (e.g. `git worktree add /tmp/b main~1`, node_modules linked or
// installed, then `node scripts/start.mjs --build-only` there). Build this one too. PAGES=/a,/b picks
// the pages. Figures only (no pass/fail).
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startCluster } from '../ops/cluster/cluster.mjs';
import { registerCustomer } from '../ops/cluster/visitors.mjs';
import { cpuMeter, root, waitFor } from './lib.mjs';

const B_ROOT = process.env.B_ROOT;
const N = Number(process.env.BENCH_N ?? 20);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);
const PAGES = (process.env.PAGES ?? '/cart,/checkout,/myaccount/overview,/myaccount/booking,/services-toyota/booking-service').split(',');
const edgeOf = (checkout) => join(checkout, 'apps/web/.next/kemudi-edge/server.mjs');

if (!B_ROOT || !existsSync(edgeOf(B_ROOT)) || !existsSync(edgeOf(root))) {
  console.error('Build both checkouts first, and name the other one: B_ROOT=/path/to/checkout node bench/web-ab.mjs');
  process.exit(1);
}

const cluster = await startCluster({
  webs: 1,
  apis: 1,
  port: 3972,
  apiPort: 4972,
  id: 'ab',
  subnet: 78,
  databaseUrl: process.env.BENCH_CLUSTER_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/kemudi_ab_bench',
  redisUrl: process.env.BENCH_CLUSTER_REDIS_URL ?? 'redis://127.0.0.1:6379/10',
  fresh: true,
  hosts: 'loopback',
  apiEnv: { RATE_LIMITS: 'off' },
});
let b;
try {
  const webA = cluster.webs[0];
  const pidA = cluster.child(webA.name).pid;
  // B gets A's settings (the same API, secrets and Redis), on a port of its own.
  const settings = Object.fromEntries(
    readFileSync(`/proc/${pidA}/environ`, 'utf8')
      .split('\0')
      .filter(Boolean)
      .map((entry) => [entry.slice(0, entry.indexOf('=')), entry.slice(entry.indexOf('=') + 1)]),
  );
  const portB = webA.port + 50;
  b = spawn(process.execPath, ['--enable-source-maps', edgeOf(B_ROOT)], {
    cwd: join(B_ROOT, 'apps/web'),
    env: { ...settings, PORT: String(portB) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const builds = { A: `http://127.0.0.1:${webA.port}`, B: `http://127.0.0.1:${portB}` };
  await waitFor(`${builds.B}/health/ready`, { timeoutMs: 60_000 });

  const who = await registerCustomer(cluster.url, 1, 50000000);
  const added = await who.request(cluster.url, '/api/cart/v1/global-cart', { method: 'POST', body: { products: [{ code: 'PKT-2001', quantity: 1 }], mode: 'add' } });
  if (added.status !== 200) throw new Error(`add to cart: ${added.status}`);
  // Warm both up (code compiled, caches of shared calls filled).
  for (const url of Object.values(builds)) {
    for (const page of PAGES) {
      for (let i = 0; i < 15; i++) {
        const answer = await who.request(url, page, { encoded: true });
        if (answer.status !== 200) throw new Error(`${url}${page}: ${answer.status}`);
      }
    }
  }

  const meter = cpuMeter({ A: pidA, B: b.pid });
  const spent = new Map();
  for (let round = 0; round < ROUNDS; round++) {
    for (const page of PAGES) {
      for (const build of round % 2 ? ['A', 'B'] : ['B', 'A']) {
        const before = meter.snapshot();
        const started = performance.now();
        for (let i = 0; i < N; i++) await who.request(builds[build], page, { encoded: true });
        const key = `${page} ${build}`;
        const sum = spent.get(key) ?? { cpu: 0, ms: 0, pages: 0 };
        sum.cpu += meter.since(before)[build];
        sum.ms += performance.now() - started;
        sum.pages += N;
        spent.set(key, sum);
      }
    }
  }

  console.log(`\n${'page'.padEnd(36)} ${'web CPU ms A'.padStart(12)} ${'B'.padStart(6)} ${'page ms A'.padStart(10)} ${'B'.padStart(6)}`);
  const mean = { A: 0, B: 0 };
  for (const page of PAGES) {
    const [a, bb] = [spent.get(`${page} A`), spent.get(`${page} B`)];
    mean.A += a.cpu / a.pages / PAGES.length;
    mean.B += bb.cpu / bb.pages / PAGES.length;
    console.log(
      `${page.padEnd(36)} ${(a.cpu / a.pages).toFixed(1).padStart(12)} ${(bb.cpu / bb.pages).toFixed(1).padStart(6)} ${(a.ms / a.pages).toFixed(1).padStart(10)} ${(bb.ms / bb.pages).toFixed(1).padStart(6)}`,
    );
  }
  console.log(`${'mean of the pages'.padEnd(36)} ${mean.A.toFixed(2).padStart(12)} ${mean.B.toFixed(2).padStart(6)}`);
  console.log(`A: ${root}; B: ${B_ROOT}`);
  await who.close();
} finally {
  b?.kill();
  await cluster.stop();
}
