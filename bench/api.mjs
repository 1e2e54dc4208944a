// Load figures of the API: autocannon against the started (built) API for the hot calls,
// once with the read cache on (as deployed) and once with it off (every request reaches the
// database). Prints requests per second and p50 / p99 latency. Build first (npm start once).
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import webpush from 'web-push';
import { root, startProcess, systemToken, waitFor } from './lib.mjs';

const PORT = Number(process.env.BENCH_API_PORT ?? 4200);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const apiUrl = `http://127.0.0.1:${PORT}`;
const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';

if (!existsSync(join(root, 'apps/api/dist/server.js'))) {
  console.error('Build first: npm run build -w @kemudi/api (or npm start once).');
  process.exit(1);
}

const cases = [
  { name: 'POST global-search "inova"', method: 'POST', path: '/api/product/v1/global-search', body: JSON.stringify({ text: 'inova' }) },
  { name: 'GET product-detail avanza', method: 'GET', path: '/api/product/v1/product-detail?code=avanza' },
  { name: 'GET promo hero', method: 'GET', path: '/api/promo/v1/promo/hero' },
];

const BENCH_TOKEN_SECRET = randomBytes(32).toString('base64url');
const BENCH_CLIENT_SECRET = randomBytes(16).toString('base64url');
// Production also requires web-push keys (issue 11) and a real payment provider's key (issue 12);
// the run makes no push or payment, so throwaway values do.
const BENCH_VAPID = webpush.generateVAPIDKeys();

async function run(cacheSeconds) {
  const dataDir = await mkdtemp(join(tmpdir(), 'kemudi-bench-'));
  const env = {
    API_PORT: String(PORT),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    // Production refuses the development secrets (issue 9): the run gets its own.
    TOKEN_SECRET: BENCH_TOKEN_SECRET,
    OAUTH_CLIENT_SECRET: BENCH_CLIENT_SECRET,
    VAPID_PUBLIC_KEY: BENCH_VAPID.publicKey,
    VAPID_PRIVATE_KEY: BENCH_VAPID.privateKey,
    MIDTRANS_SERVER_KEY: 'SB-Mid-server-bench-unused',
    // …and a real captcha (issue 13: the development verifier is refused there); the run sends no lead.
    CAPTCHA_PROVIDER: 'turnstile',
    CAPTCHA_SECRET: 'turnstile-bench-unused',
    CAPTCHA_SITE_KEY: '0x4AAAAAAAbenchunused',
    API_CACHE_TTL_SECONDS: String(cacheSeconds),
    ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
  };
  const api = startProcess(process.execPath, ['dist/server.js'], env, join(root, 'apps/api'));
  try {
    const ready = await waitFor(`${apiUrl}/health`);
    console.log(`\n${database}, read cache ${cacheSeconds > 0 ? `on (${cacheSeconds} s)` : 'off'}; API ready in ${ready} ms; ${CONNECTIONS} connections, ${DURATION} s per call`);
    const token = await systemToken(apiUrl, BENCH_CLIENT_SECRET);
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    console.log('call'.padEnd(30), 'req/s'.padStart(9), 'p50 ms'.padStart(8), 'p99 ms'.padStart(8), 'errors'.padStart(7));
    for (const c of cases) {
      const check = await fetch(apiUrl + c.path, { method: c.method, headers, body: c.body });
      if (!check.ok) throw new Error(`${c.name}: status ${check.status}`);
      await check.arrayBuffer(); // an unread body would hold the connection open at shutdown
      const result = await autocannon({ url: apiUrl + c.path, method: c.method, headers, body: c.body, connections: CONNECTIONS, duration: DURATION });
      console.log(
        c.name.padEnd(30),
        result.requests.average.toFixed(0).padStart(9),
        String(result.latency.p50).padStart(8),
        String(result.latency.p99).padStart(8),
        String(result.errors + result.non2xx).padStart(7),
      );
    }
  } finally {
    await api.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await run(60);
await run(0);
