// The cluster (issue 26) under load, through HAProxy, with one and then two web+API pairs on this
// one machine (ops/cluster/cluster.mjs: PostgreSQL, Redis, each API on a network-namespace host when
// run as root). On one machine two pairs share the same two cores: the figures show what the
// balancer and a second pair cost, not scaling. For each topology:
//   1. guest pages: BENCH_CONNECTIONS (50) connections back to back for BENCH_SECONDS (10) over the
//      cached public pages — requests per second, p50/p99, non-2xx;
//   2. add to cart: BENCH_CUSTOMERS (30) logged-in customers (registered as the site does it) back to
//      back for BENCH_SECONDS — requests per second, p50/p99, errors;
// then, with two pairs, the fault run (ops/cluster/fault-run.mjs): guests, orders and leads while
// web1 and then api1 are killed — requests sent, answered, without an answer, and orders and leads
// told, in the database, lost and doubled. Figures only (the machine is noisy); build first
// (`node scripts/start.mjs --build-only`). Needs the machine's PostgreSQL and Redis, and HAProxy.
import autocannon from 'autocannon';
import pg from 'pg';
import { describeFaultRun, faultRun, FAULT_RUN_PAGES } from '../ops/cluster/fault-run.mjs';
import { startCluster } from '../ops/cluster/cluster.mjs';
import { registerCustomer } from '../ops/cluster/visitors.mjs';
import { quantile } from './lib.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3950);
const API_PORT = Number(process.env.BENCH_API_PORT ?? 4950);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 30);
const DATABASE_URL = process.env.BENCH_CLUSTER_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/kemudi_cluster_bench';
/** Service packages: sold without a stock count, so the run never empties the shelf. */
const CODES = ['PKT-2001', 'PKT-2002', 'PKT-2003'];
const GUEST_PAGES = FAULT_RUN_PAGES.filter((path) => path !== '/hubungi-kami');

async function guestPages(url) {
  for (const path of GUEST_PAGES) await fetch(url + path).then((r) => r.arrayBuffer());
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, requests: GUEST_PAGES.map((path) => ({ method: 'GET', path })) });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.non2xx + result.errors + result.timeouts };
}

async function addToCart(url, customers) {
  const times = [];
  let errors = 0;
  const end = performance.now() + SECONDS * 1000;
  await Promise.all(
    customers.map(async (who, i) => {
      for (let n = 0; performance.now() < end; n++) {
        const started = performance.now();
        const body = { products: [{ code: CODES[(i + n) % CODES.length], quantity: n % 5 === 4 ? 0 : 1 }], mode: n % 5 === 4 ? 'set' : 'add' };
        const answer = await who.request(url, '/api/cart/v1/global-cart', { method: 'POST', body }).catch(() => ({ status: 0 }));
        if (answer.status === 200) times.push(performance.now() - started);
        else errors++;
      }
    }),
  );
  times.sort((a, b) => a - b);
  return { rps: times.length / SECONDS, p50: quantile(times, 0.5), p99: quantile(times, 0.99), errors };
}

const row = (name, r) => console.log(`${name.padEnd(36)} ${r.rps.toFixed(0).padStart(7)} ${r.p50.toFixed(1).padStart(8)} ${r.p99.toFixed(1).padStart(8)} ${String(r.errors).padStart(7)}`);

for (const pairs of [1, 2]) {
  const cluster = await startCluster({
    webs: pairs,
    apis: pairs,
    port: PORT,
    apiPort: API_PORT,
    id: 'kb',
    subnet: 79,
    databaseUrl: DATABASE_URL,
    redisUrl: process.env.BENCH_CLUSTER_REDIS_URL ?? 'redis://127.0.0.1:6379/5',
    fresh: true,
    // Every visitor of the run comes from this machine: the per-address limits would stop it.
    apiEnv: { RATE_LIMITS: 'off' },
  });
  const db = new pg.Pool({ connectionString: DATABASE_URL, max: 4 });
  try {
    console.log(`\n${pairs} web + ${pairs} API process${pairs > 1 ? 'es' : ''} behind HAProxy${cluster.useHosts ? ' (API processes on hosts of their own)' : ''}`);
    console.log(`${'call'.padEnd(36)} ${'req/s'.padStart(7)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'errors'.padStart(7)}`);
    row(`guest pages (${CONNECTIONS} connections)`, await guestPages(cluster.url));
    const customers = [];
    for (let i = 0; i < CUSTOMERS; i++) customers.push(await registerCustomer(cluster.url, 500 + i, 60000000));
    row(`add to cart (${CUSTOMERS} customers)`, await addToCart(cluster.url, customers));
    await Promise.all(customers.map((c) => c.close()));
    if (pairs >= 2) {
      const run = await faultRun({
        cluster,
        db,
        logIn: async (who, email) => {
          const answer = await who.request(cluster.url, '/api/login-email', { method: 'POST', body: { username: email, password: 'Kemudi2026' } });
          if (answer.status !== 200) throw new Error(`login ${email}: ${answer.status}`);
        },
      });
      console.log(`fault run: ${describeFaultRun(run)}`);
    }
  } finally {
    await db.end();
    await cluster.stop();
  }
}
