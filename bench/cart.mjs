// The cart under load (issues 12 and 26): 50 logged-in customers at once, each with their own
// account, cart and connections (as each customer's browser has), add to their cart (POST
// /api/cart/v1/global-cart, mode add), read the header's count and open the cart page (/cart),
// through the web origin as a browser does (tokens in the HttpOnly cookies), on `npm start`'s
// embedded database (PGlite). Each call back to back (the machine's ceiling) and adding paced, one
// add per customer every BENCH_PAUSE_MS (2000) as a person shopping does. Prints requests per second
// and latency quantiles of each; no pass/fail (the machines are noisy). Per-address limits are off
// for the run: every customer here comes from this machine.
//
// Until issue 26 every customer's requests went through Node's one shared fetch pool, which let a
// few customers wait for the whole run (add-to-cart p99 7–10 s): the API itself had answered every
// add in under 50 ms. Each customer now has connections of their own.
import { registerCustomer } from '../ops/cluster/visitors.mjs';
import { quantile, startFreshStack } from './lib.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3530);
const API_PORT = Number(process.env.BENCH_API_PORT ?? 4530);
const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PAUSE_MS = Number(process.env.BENCH_PAUSE_MS ?? 2000);

/** Service packages: sold without a stock count, so the run never empties the shelf. */
const CODES = ['PKT-2001', 'PKT-2002', 'PKT-2003'];

/** Each customer runs `step` for SECONDS, back to back or `pauseMs` apart; returns the sorted latencies and the errors. */
async function load(customers, step, pauseMs = 0) {
  const times = [];
  let errors = 0;
  const end = performance.now() + SECONDS * 1000;
  await Promise.all(
    customers.map(async (who, i) => {
      // Paced: the customers arrive one by one over the first pause.
      if (pauseMs > 0) await new Promise((r) => setTimeout(r, (i * pauseMs) / customers.length));
      let n = 0;
      while (performance.now() < end) {
        const started = performance.now();
        try {
          await step(who, i, n++);
          times.push(performance.now() - started);
        } catch {
          errors += 1;
        }
        if (pauseMs > 0) await new Promise((r) => setTimeout(r, pauseMs));
      }
    }),
  );
  times.sort((a, b) => a - b);
  return { times, errors };
}

function report(name, { times, errors }) {
  const f = (q) => quantile(times, q).toFixed(1).padStart(8);
  console.log(`${name.padEnd(40)} ${(times.length / SECONDS).toFixed(0).padStart(7)} ${f(0.5)} ${f(0.95)} ${f(0.99)} ${String(errors).padStart(7)}`);
}

const ok = (answer, what) => {
  if (answer.status !== 200) throw new Error(`${what}: ${answer.status}`);
  return answer;
};

/** Add one unit; every fifth step empties the line again (a line holds at most 10). */
const addToCart = (base) => async (who, i, n) => {
  const code = CODES[(i + n) % CODES.length];
  const body = { products: [{ code, quantity: n % 5 === 4 ? 0 : 1 }], mode: n % 5 === 4 ? 'set' : 'add' };
  ok(await who.request(base, '/api/cart/v1/global-cart', { method: 'POST', body }), 'add to cart');
};

const { base, stop } = await startFreshStack('cart', { port: PORT, apiPort: API_PORT, env: { RATE_LIMITS: 'off' } });
try {
  const customers = [];
  for (let i = 0; i < CUSTOMERS; i++) customers.push(await registerCustomer(base, i, 70000000));
  console.log(`${CUSTOMERS} logged-in customers at once, ${SECONDS} s each; npm start (PGlite)`);
  console.log(`${'call'.padEnd(40)} ${'req/s'.padStart(7)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'errors'.padStart(7)}`);
  report('add to cart (POST global-cart)', await load(customers, addToCart(base)));
  report(`add to cart, paced (every ${PAUSE_MS} ms)`, await load(customers, addToCart(base), PAUSE_MS));
  report(
    'header badge (GET global-cart)',
    await load(customers, async (who) => ok(await who.request(base, '/api/cart/v1/global-cart?doUpdateHiddenEntries=false'), 'badge')),
  );
  report(
    'cart page (GET /cart)',
    await load(customers, async (who) => {
      const answer = ok(await who.request(base, '/cart'), 'cart page');
      if (!answer.text.includes('Keranjang')) throw new Error('cart page without its title');
    }),
  );
  await Promise.all(customers.map((who) => who.close()));
} finally {
  await stop();
}
