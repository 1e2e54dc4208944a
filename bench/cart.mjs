// The cart under load (issue 12): 50 logged-in customers at once, each with their own account and
// cart, add to their cart (POST /api/cart/v1/global-cart, mode add) and open the cart page (/cart),
// through the web origin as a browser does (tokens in the HttpOnly cookies). Prints requests per
// second and latency quantiles of each; no pass/fail (the machines are noisy). Per-address limits
// are off for the run: every customer here comes from 127.0.0.1.
import { quantile, startFreshStack } from './lib.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3530);
const API_PORT = Number(process.env.BENCH_API_PORT ?? 4530);
const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** Service packages: sold without a stock count, so the run never empties the shelf. */
const CODES = ['PKT-2001', 'PKT-2002', 'PKT-2003'];

const cookieOf = (response, jar = new Map()) => {
  for (const c of response.headers.getSetCookie()) {
    const [pair] = c.split(';', 1);
    const [name, ...value] = pair.split('=');
    if (value.join('=') === '') jar.delete(name);
    else jar.set(name, value.join('='));
  }
  return jar;
};
const header = (jar) => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');

async function post(base, path, body, jar) {
  const response = await fetch(base + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base, cookie: header(jar) },
    body: JSON.stringify(body),
  });
  cookieOf(response, jar);
  const text = await response.text();
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status} ${text.slice(0, 200)}`);
  return text ? JSON.parse(text) : null;
}

/** A new customer, registered and verified the way the site does it (code read from the development outbox). */
async function newCustomer(base, i) {
  const phone = `0813${String(70000000 + i * 7919 + (Date.now() % 1000)).slice(-8)}`;
  const jar = new Map();
  await post(base, '/api/register', { name: 'Pelanggan Bench', phoneNumber: phone, email: `bench.${phone}@contoh.com`, password: 'Rahasia2026' }, jar);
  await post(base, '/api/login-phone', { phoneNumber: phone, channel: 'sms', purpose: 'register' }, jar);
  const outbox = await (await fetch(`${base}/api/dev/outbox?to=${phone}`)).json();
  const code = /(\d{6})/.exec(outbox.data[0]?.text ?? '')?.[1];
  if (!code) throw new Error(`no code for ${phone}`);
  await post(base, '/api/login', { phoneNumber: phone, otp: code, channel: 'sms', purpose: 'register' }, jar);
  return jar;
}

/** Each customer runs `step` back to back for SECONDS; returns the sorted latencies and the errors. */
async function load(jars, step) {
  const times = [];
  let errors = 0;
  const end = performance.now() + SECONDS * 1000;
  await Promise.all(
    jars.map(async (jar, i) => {
      let n = 0;
      while (performance.now() < end) {
        const started = performance.now();
        try {
          await step(jar, i, n++);
          times.push(performance.now() - started);
        } catch {
          errors += 1;
        }
      }
    }),
  );
  times.sort((a, b) => a - b);
  return { times, errors };
}

function report(name, { times, errors }) {
  const f = (q) => quantile(times, q).toFixed(1).padStart(8);
  console.log(`${name.padEnd(34)} ${(times.length / SECONDS).toFixed(0).padStart(7)} ${f(0.5)} ${f(0.95)} ${f(0.99)} ${String(errors).padStart(7)}`);
}

const { base, stop } = await startFreshStack('cart', { port: PORT, apiPort: API_PORT, env: { RATE_LIMITS: 'off' } });
try {
  const jars = [];
  for (let i = 0; i < CUSTOMERS; i++) jars.push(await newCustomer(base, i));
  console.log(`${CUSTOMERS} logged-in customers at once, ${SECONDS} s each`);
  console.log(`${'call'.padEnd(34)} ${'req/s'.padStart(7)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'errors'.padStart(7)}`);
  // Add one unit; every fifth step empties the line again (a line holds at most 10).
  report(
    'add to cart (POST global-cart)',
    await load(jars, async (jar, i, n) => {
      const code = CODES[(i + n) % CODES.length];
      await post(base, '/api/cart/v1/global-cart', { products: [{ code, quantity: n % 5 === 4 ? 0 : 1 }], mode: n % 5 === 4 ? 'set' : 'add' }, jar);
    }),
  );
  report(
    'header badge (GET global-cart)',
    await load(jars, async (jar) => {
      const response = await fetch(`${base}/api/cart/v1/global-cart?doUpdateHiddenEntries=false`, { headers: { cookie: header(jar) } });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(String(response.status));
    }),
  );
  report(
    'cart page (GET /cart)',
    await load(jars, async (jar) => {
      const response = await fetch(`${base}/cart`, { headers: { cookie: header(jar) } });
      const html = await response.text();
      if (!response.ok || !html.includes('Keranjang')) throw new Error(String(response.status));
    }),
  );
} finally {
  await stop();
}
