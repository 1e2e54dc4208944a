// A logged-in customer's pages under load (issue 26: "the cart, checkout, My Account and booking
// pages under 50 concurrent logged-in customers"), on PostgreSQL: a web process per core and one API
// process behind HAProxy (ops/cluster/cluster.mjs; build first), as `npm run start:cluster -- --webs 2
// --apis 1` runs the site on this two-core machine. BENCH_CUSTOMERS (50) customers, registered as the
// site does it, each with a service package in the cart, load the pages for BENCH_SECONDS (20) per
// mode, each page as a browser asks for it (brotli accepted) and read to its last byte, not decoded:
// the clients share the machine with the site, and decoding is work a visitor's own device does.
//   - paced: each customer waits BENCH_PAUSE_MS (2000) between pages, as a person reading them does;
//   - back to back: no pause (the machine's ceiling).
// Printed per page: pages per second, p50/p99 and errors; per run, the CPU time each member spent
// per page (web, API, PostgreSQL, HAProxy, Redis and this benchmark's own clients), which shows where
// a page's cost goes. The paced mode runs with BENCH_STEPS (10,25,50) of the customers: latency as the
// load grows. BENCH_WEBS (one per core) / BENCH_APIS (1) set the cluster: a web process renders each
// customer page on its one JavaScript thread, which is where the load queues (docs/scaling.md has the
// figures for one web process and for two). Figures only (the machine is noisy).
import { availableParallelism } from 'node:os';
import { startCluster } from '../ops/cluster/cluster.mjs';
import { registerCustomer } from '../ops/cluster/visitors.mjs';
import { cpuMeter, quantile } from './lib.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3960);
const API_PORT = Number(process.env.BENCH_API_PORT ?? 4960);
const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const PAUSE_MS = Number(process.env.BENCH_PAUSE_MS ?? 2000);
const WEBS = Number(process.env.BENCH_WEBS ?? availableParallelism());
const APIS = Number(process.env.BENCH_APIS ?? 1);
const STEPS = (process.env.BENCH_STEPS ?? `10,25,${CUSTOMERS}`).split(',').map(Number).filter((n) => n > 0 && n <= CUSTOMERS);
const PAGES = ['/cart', '/checkout', '/myaccount/overview', '/myaccount/booking', '/services-toyota/booking-service'];

/** A new customer (registerCustomer) with a service package in the cart. */
async function newCustomer(url, i) {
  const who = await registerCustomer(url, 700 + i, 50000000);
  const added = await who.request(url, '/api/cart/v1/global-cart', { method: 'POST', body: { products: [{ code: 'PKT-2001', quantity: 1 }], mode: 'add' } });
  if (added.status !== 200) throw new Error(`add to cart: ${added.status} ${added.text.slice(0, 160)}`);
  return who;
}

async function run(url, customers, pauseMs, meter) {
  const before = meter.snapshot();
  const times = new Map(PAGES.map((p) => [p, []]));
  const errors = new Map(PAGES.map((p) => [p, 0]));
  const end = performance.now() + SECONDS * 1000;
  await Promise.all(
    customers.map(async (who, i) => {
      // Spread the first requests over the pause, as customers arriving one by one.
      if (pauseMs > 0) await new Promise((r) => setTimeout(r, (i * pauseMs) / customers.length));
      for (let n = i; performance.now() < end; n++) {
        const page = PAGES[n % PAGES.length];
        const started = performance.now();
        // Compressed bytes, not decoded (visitors.mjs requestEncoded): the clients' own CPU is counted below.
        const answer = await who.request(url, page, { encoded: true }).catch(() => ({ status: 0 }));
        if (answer.status === 200 && !answer.truncated) times.get(page).push(performance.now() - started);
        else errors.set(page, errors.get(page) + 1);
        if (pauseMs > 0) await new Promise((r) => setTimeout(r, pauseMs));
      }
    }),
  );
  const spent = meter.since(before);
  const all = [...times.values()].flat().sort((a, b) => a - b);
  for (const [page, t] of [...times, ['all pages', all]]) {
    t.sort((a, b) => a - b);
    const failed = page === 'all pages' ? [...errors.values()].reduce((a, b) => a + b, 0) : errors.get(page);
    console.log(`${page.padEnd(34)} ${(t.length / SECONDS).toFixed(1).padStart(7)} ${quantile(t, 0.5).toFixed(0).padStart(8)} ${quantile(t, 0.99).toFixed(0).padStart(8)} ${String(failed).padStart(7)}`);
  }
  const perPage = (ms) => (all.length === 0 ? '-' : (ms / all.length).toFixed(1));
  const busy = Object.values(spent).reduce((a, b) => a + b, 0) / (SECONDS * 1000);
  console.log(
    `CPU per page (ms): ${Object.entries(spent)
      .filter(([, ms]) => ms > 0)
      .map(([name, ms]) => `${name} ${perPage(ms)}`)
      .join(' · ')}; all of them busy ${busy.toFixed(2)} of ${availableParallelism()} cores`,
  );
}

const cluster = await startCluster({
  webs: WEBS,
  apis: APIS,
  port: PORT,
  apiPort: API_PORT,
  id: 'kl',
  subnet: 75,
  databaseUrl: process.env.BENCH_CLUSTER_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/kemudi_customer_bench',
  redisUrl: process.env.BENCH_CLUSTER_REDIS_URL ?? 'redis://127.0.0.1:6379/7',
  fresh: true,
  hosts: 'loopback',
  // Every customer of the run comes from this machine: the per-address limits would stop it.
  apiEnv: { RATE_LIMITS: 'off' },
});
try {
  const customers = [];
  for (let i = 0; i < CUSTOMERS; i++) customers.push(await newCustomer(cluster.url, i));
  for (const page of PAGES) {
    const seen = await customers[0].request(cluster.url, page);
    if (seen.status !== 200 || !seen.text.includes('id="konten"')) throw new Error(`${page}: ${seen.status}, not the page`);
    const sent = await customers[0].request(cluster.url, page, { encoded: true });
    if (sent.encoding !== 'br') throw new Error(`${page}: sent ${sent.encoding ?? 'uncompressed'}, not brotli as to a browser`);
  }
  const members = Object.fromEntries([...cluster.webs, ...cluster.apis].map((m) => [m.name, cluster.child(m.name).pid]));
  const meter = cpuMeter(members);
  const runs = [...STEPS.map((n) => [n, `paced (${PAUSE_MS} ms between pages)`, PAUSE_MS]), [CUSTOMERS, 'back to back', 0]];
  for (const [count, label, pause] of runs) {
    console.log(`\n${count} logged-in customers, ${label}, ${SECONDS} s; PostgreSQL, ${WEBS} web + ${APIS} API behind HAProxy`);
    console.log(`${'page'.padEnd(34)} ${'pages/s'.padStart(7)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'errors'.padStart(7)}`);
    await run(cluster.url, customers.slice(0, count), pause, meter);
  }
  await Promise.all(customers.map((c) => c.close()));
} finally {
  await cluster.stop();
}
