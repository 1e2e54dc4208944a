// What a logged-in customer's pages cost (issue 11): the layout reads the customer (user-auth)
// and their AstraPay wallet, My Account pages their own data, and after load the page's islands
// ask get-singleid (post-login steps) and astrapoints. Server times of the same pages for a guest
// and for the seeded customer Budi (linked, consent given: no post-login step), and of the
// customer's island calls. Figures only, no pass/fail: the machines are noisy.
import { quantile, startFreshStack } from './lib.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3520);
const API_PORT = Number(process.env.BENCH_API_PORT ?? 4520);
const REPEAT = Number(process.env.BENCH_REPEAT ?? 30);

async function time(path, cookie) {
  const started = performance.now();
  const response = await fetch(base + path, { headers: cookie ? { cookie } : {}, redirect: 'manual' });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return performance.now() - started;
}

/** Logs Budi in through the site's own route and returns his cookies (the HttpOnly token pair). */
async function logIn() {
  const response = await fetch(`${base}/api/login-email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'budi@contoh.com', password: 'Kemudi2026' }),
  });
  if (!response.ok) throw new Error(`login: HTTP ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';', 1)[0])
    .filter((c) => !c.endsWith('='))
    .join('; ');
}

async function series(path, cookie) {
  await time(path, cookie);
  const rest = [];
  for (let i = 0; i < REPEAT; i++) rest.push(await time(path, cookie));
  rest.sort((a, b) => a - b);
  return `${quantile(rest, 0.5).toFixed(1).padStart(10)} ${quantile(rest, 0.95).toFixed(1).padStart(8)}`;
}

const { base, stop } = await startFreshStack('customer', { port: PORT, apiPort: API_PORT });
try {
  const cookie = await logIn();
  console.log('page'.padEnd(28), 'caller'.padEnd(9), 'median ms'.padStart(10), 'p95 ms'.padStart(8));
  for (const path of ['/', '/c/mobil-baru-toyota', '/promosi']) {
    console.log(path.padEnd(28), 'guest'.padEnd(9), await series(path));
    console.log(path.padEnd(28), 'customer'.padEnd(9), await series(path, cookie));
  }
  for (const path of ['/myaccount/overview', '/myaccount/astrapay', '/myaccount/persetujuan-data', '/api/get-singleid', '/api/loyalty/astrapoints']) {
    console.log(path.padEnd(28), 'customer'.padEnd(9), await series(path, cookie));
  }
} finally {
  await stop();
}
