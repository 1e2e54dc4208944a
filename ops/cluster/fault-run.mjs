// Issue 26: a load of visitors, customers placing orders and guests sending leads through the
// balancer while one web process and then one API process are killed (SIGKILL), then what every
// request got and every order and lead in the database. The cluster test asserts on it
// (test/cluster), bench/cluster.mjs prints it.
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { addressOf, visitor } from './visitors.mjs';

/** Pages a guest loads during the run (every one a 200 before it starts). */
export const FAULT_RUN_PAGES = ['/', '/aksesoris', '/aksesoris/p/ACC-1001', '/promosi', '/services-toyota', '/dealer-toyota', '/c/mobil-baru-toyota', '/c/certified-used-car-toyota', '/hubungi-kami'];
/** The seed's pick-up accessory, bought at a Jakarta workshop (as the API's order tests). */
const ITEM = 'ACC-1005';
const BRANCH = 'kemudi-toyota-sunter';
const CITY = '0080';
/** Seeded customers with a password (packages/db seed). */
const BUYERS = ['putri@contoh.com', 'fajar@contoh.com', 'yoga@contoh.com'];

/**
 * @param {object} options
 * @param {object} options.cluster from startCluster (two web and two API processes at least)
 * @param {import('pg').Pool} options.db the cluster's database
 * @param {(who: ReturnType<typeof visitor>, email: string) => Promise<void>} options.logIn
 * @param {number} [options.seconds=14] length of the load; web1 is killed at 3 s, api1 at 5 s
 * @param {number} [options.guests=10] guests loading pages back to back
 */
export async function faultRun({ cluster, db, logIn, seconds = 14, guests: guestCount = 10 }) {
  const checker = visitor(addressOf(99));
  for (const path of FAULT_RUN_PAGES) {
    const answer = await checker.request(cluster.url, path);
    if (answer.status !== 200) throw new Error(`${path} answers ${answer.status} before the run`);
  }
  await checker.close();
  // Enough of the item for every order of the run (the seed holds a dozen).
  await db.query('update product_stock set available = 500 where code = $1', [ITEM]);

  const answers = { sent: 0, byStatus: new Map(), raw: [], cut: [], refusals: new Set() };
  const loadStartedAt = Date.now();
  let webKilledAt = Infinity;
  /**
   * One request of the load: no answer at all (refused, reset, empty) or a bare 5xx is a raw error.
   * An answer cut off midway is what a crash does to the answers its process was sending.
   */
  const send = async (what, call) => {
    answers.sent++;
    const startedAt = Date.now();
    try {
      const answer = await call();
      if (answer.truncated) {
        answers.cut.push({ what, startedAt });
        return { ...answer, status: 0 };
      }
      answers.byStatus.set(answer.status, (answers.byStatus.get(answer.status) ?? 0) + 1);
      if (answer.status >= 400) answers.refusals.add(`${what} ${answer.status}: ${answer.json?.errors?.[0]?.message ?? answer.json?.message ?? answer.text.slice(0, 80)}`);
      const explained = answer.text.includes('Situs sedang gangguan') || typeof answer.json?.errors?.[0]?.message === 'string' || typeof answer.json?.message === 'string';
      if (answer.status >= 500 && !explained) answers.raw.push(`${what}: ${answer.status} ${answer.text.slice(0, 120)}`);
      return answer;
    } catch (error) {
      answers.raw.push(`${what}: ${error.cause?.code ?? error.message} at +${startedAt - loadStartedAt} ms (web1 killed at +${webKilledAt - loadStartedAt} ms)`);
      return { status: 0, text: '', json: undefined };
    }
  };

  const buyers = await Promise.all(
    BUYERS.map(async (email, i) => {
      const buyer = visitor(addressOf(110 + i));
      await logIn(buyer, email);
      return buyer;
    }),
  );
  const orders = [];
  const leads = [];
  const orderBody = (key) => ({ items: [{ code: ITEM, quantity: 1 }], contact: { name: 'Pembeli Uji', phoneNumber: '081388880009' }, branchSlug: BRANCH, cityCode: CITY, paymentMethod: 'qris', idempotencyKey: key });
  const placeOrder = (buyer, key) => send('order', () => buyer.request(cluster.url, '/api/order/v1/orders', { method: 'POST', body: orderBody(key) }));
  const submitLead = async (lead) => {
    const challenge = await send('captcha', () => lead.visitor.request(cluster.url, '/api/customer/v1/captcha/challenge'));
    const token = challenge.json?.data?.token;
    if (!token) return challenge;
    return send('lead', () =>
      lead.visitor.request(cluster.url, '/api/submit-leads?formId=hubungi-sales', {
        method: 'POST',
        headers: { 'x-captcha': token },
        body: { name: 'Pengunjung Uji', phoneNumber: lead.phone, modelCode: 'avanza', consent: true, idempotencyKey: lead.key, sourcePage: '/c/mobil-baru-toyota' },
      }),
    );
  };

  const until = Date.now() + seconds * 1000;
  const guests = Array.from({ length: guestCount }, (_, i) => visitor(addressOf(120 + i)));
  await Promise.all([
    ...guests.map(async (guest, i) => {
      for (let n = i; Date.now() < until; n++) await send('page', () => guest.request(cluster.url, FAULT_RUN_PAGES[n % FAULT_RUN_PAGES.length]));
    }),
    ...buyers.map(async (buyer) => {
      while (Date.now() < until && orders.filter((o) => o.buyer === buyer).length < 12) {
        const order = { buyer, key: randomUUID() };
        orders.push(order);
        order.answer = await placeOrder(buyer, order.key);
      }
    }),
    (async () => {
      for (let n = 0; Date.now() < until; n++) {
        const lead = { visitor: visitor(addressOf(200 + n)), key: randomUUID(), phone: `08579${String(100000 + n).padStart(7, '0')}` };
        leads.push(lead);
        lead.answer = await submitLead(lead);
      }
    })(),
    (async () => {
      await sleep(3000);
      webKilledAt = Date.now();
      await cluster.kill('web1');
      await sleep(2000);
      await cluster.kill('api1');
    })(),
  ]);

  // What a customer does with "Coba lagi" when no answer came: the same form again (the same key).
  const settled = (answer) => answer.status === 200 || (answer.status >= 400 && answer.status < 500);
  let retried = 0;
  for (const order of orders) {
    for (let tries = 0; !settled(order.answer) && tries < 5; tries++, retried++) order.answer = await placeOrder(order.buyer, order.key);
  }
  for (const lead of leads) {
    for (let tries = 0; !settled(lead.answer) && tries < 5; tries++, retried++) lead.answer = await submitLead(lead);
  }

  /** Told (200), in the database once, twice, or there without the customer having been told. */
  const count = async (table, items) => {
    const { rows } = await db.query(`select idempotency_key as key, count(*)::int as n from ${table} where idempotency_key = any($1) group by idempotency_key`, [items.map((i) => i.key)]);
    const inDb = new Map(rows.map((r) => [r.key, r.n]));
    const told = items.filter((i) => i.answer.status === 200).map((i) => i.key);
    return {
      sent: items.length,
      placed: told.length,
      taken: told.length,
      inDatabase: inDb.size,
      doubled: rows.filter((r) => r.n > 1).map((r) => r.key),
      lost: told.filter((key) => !inDb.has(key)),
      untold: [...inDb.keys()].filter((key) => !told.includes(key)),
    };
  };
  const result = {
    sent: answers.sent,
    byStatus: Object.fromEntries(answers.byStatus),
    raw: answers.raw,
    cut: answers.cut,
    refusals: [...answers.refusals],
    retried,
    resent: [...guests, ...buyers, ...leads.map((l) => l.visitor)].reduce((sum, v) => sum + v.stats.resent, 0),
    webKilledAt,
    concurrency: guests.length + buyers.length + 1,
    orders: await count('orders', orders),
    leads: await count('leads', leads),
  };
  await Promise.all([...guests, ...buyers, ...leads.map((l) => l.visitor)].map((v) => v.close()));
  return result;
}

/** One line of figures for a log or a benchmark's output. */
export function describeFaultRun(run) {
  return (
    `under the kill of web1 and api1: ${run.sent} requests, by status ${JSON.stringify(run.byStatus)}, ${run.raw.length} without an answer, ` +
    `${run.cut.length} cut off by the crash, ${run.retried} sent again by the visitor ("Coba lagi"), ${run.resent} on a closed kept-alive connection; ` +
    `orders ${run.orders.placed}/${run.orders.sent} placed, ${run.orders.inDatabase} in the database (${run.orders.lost.length} lost, ${run.orders.doubled.length} doubled); ` +
    `leads ${run.leads.taken}/${run.leads.sent} taken, ${run.leads.inDatabase} in the database (${run.leads.lost.length} lost, ${run.leads.doubled.length} doubled)`
  );
}
