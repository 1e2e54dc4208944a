/**
 * Issue 26: the invariants of a cluster, proven on one — two web and two API processes behind
 * HAProxy, each API process on a host of its own (a network namespace), one PostgreSQL and one Redis
 * (ops/cluster/cluster.mjs). Run by `npm run test:cluster` (part of `npm test`); the build must exist
 * (`npm test` builds it in its browser step; alone: `node scripts/start.mjs --build-only`).
 *
 * What a visitor or the dealer would notice is asserted: a login that holds on the other process,
 * limits that count across processes, a price change on every process's pages, one render per
 * burst, every message and CRM record delivered once, every expired order expired once, and under
 * the kill of one web and one API process: no raw error, and every order and lead there exactly once.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canMakeHosts, startCluster } from '../../ops/cluster/cluster.mjs';
import { describeFaultRun, faultRun } from '../../ops/cluster/fault-run.mjs';
import { addressOf, eventually, metric, startGatewayStandIn, visitor } from '../../ops/cluster/visitors.mjs';

const PORT = Number(process.env.CLUSTER_TEST_PORT ?? 3850);
const API_PORT = Number(process.env.CLUSTER_TEST_API_PORT ?? 4850);
const DATABASE_URL = process.env.CLUSTER_TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/kemudi_cluster_test';
const REDIS_URL = process.env.CLUSTER_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/4';
const PASSWORD = 'Kemudi2026';
const KEY = 'cluster-stand-in-key';
/** The seed's pick-up accessory and a workshop of Jakarta (as the API's order tests). */
const ITEM = 'ACC-1005';
const BRANCH = 'kemudi-toyota-sunter';
const CITY = '0080';

let cluster;
let gateway;
let db;
const webUrl = (i) => `http://127.0.0.1:${cluster.webs[i].port}`;

beforeAll(async () => {
  // Each answer takes 15 ms, as a provider's would: deliveries are in flight when a host is cut off.
  gateway = await startGatewayStandIn({ delayMs: 15 });
  const at = (path) => `http://{host}:${gateway.port}/${path}`;
  cluster = await startCluster({
    webs: 2,
    apis: 2,
    port: PORT,
    apiPort: API_PORT,
    id: 'kt',
    subnet: 78,
    databaseUrl: DATABASE_URL,
    redisUrl: REDIS_URL,
    fresh: true,
    apiEnv: {
      SMS_GATEWAY_URL: at('sms'),
      SMS_GATEWAY_KEY: KEY,
      WHATSAPP_GATEWAY_URL: at('whatsapp'),
      WHATSAPP_GATEWAY_KEY: KEY,
      EMAIL_GATEWAY_URL: at('email'),
      EMAIL_GATEWAY_KEY: KEY,
      CRM_URL: at('crm'),
      CRM_API_KEY: KEY,
      // A cut-off host's claimed rows go to the other within the test (the default is 120 s).
      OUTBOX_LEASE_SECONDS: '20',
      ORDER_EXPIRY_SWEEP_SECONDS: '1',
      BOOKING_REMINDER_SWEEP_SECONDS: '1',
    },
  });
  db = new pg.Pool({ connectionString: DATABASE_URL, max: 4 });
}, 300_000);

afterAll(async () => {
  await db?.end();
  await cluster?.stop();
  await gateway?.close();
}, 60_000);

async function logIn(who, base, email) {
  const answer = await who.request(base, '/api/login-email', { method: 'POST', body: { username: email, password: PASSWORD } });
  expect(answer.status, answer.text).toBe(200);
}

describe('two web and two API processes behind HAProxy (issue 26)', () => {
  it('keeps a customer logged in on the other web process, and detects a reused refresh token there', async () => {
    const customer = visitor(addressOf(1));
    await logIn(customer, webUrl(0), 'wulan@contoh.com');
    const overview = await customer.request(webUrl(1), '/myaccount/overview');
    expect(overview.status).toBe(200);
    expect(overview.text).toContain('Wulan');

    const stolen = customer.cookies();
    const renewed = await customer.request(webUrl(1), '/api/get-refresh-token', { method: 'POST' });
    expect(renewed.status, renewed.text).toBe(200);
    expect(customer.jar.get('kemudi_rt')).not.toBe(stolen.get('kemudi_rt'));
    // The renewed pair works on the first process too.
    expect((await customer.request(webUrl(0), '/myaccount/overview')).text).toContain('Wulan');

    // The old refresh token, replayed on the other process: refused, and the whole family ends.
    const thief = visitor(addressOf(2));
    thief.setCookies(stolen);
    const replay = await thief.request(webUrl(0), '/api/get-refresh-token', { method: 'POST' });
    expect(replay.status).toBe(401);
    const after = await customer.request(webUrl(1), '/api/get-refresh-token', { method: 'POST' });
    expect(after.status).toBe(401);
    await Promise.all([customer.close(), thief.close()]);
  });

  it('counts the limits across processes: the OTP resend wait and the login attempts per account', async () => {
    const someone = visitor(addressOf(3));
    const first = await someone.request(webUrl(0), '/api/login-phone', { method: 'POST', body: { phoneNumber: '081222223333', channel: 'sms', purpose: 'login' } });
    expect(first.status, first.text).toBe(200);
    const again = await someone.request(webUrl(1), '/api/login-phone', { method: 'POST', body: { phoneNumber: '081222223333', channel: 'sms', purpose: 'login' } });
    expect(again.status).toBe(429);

    // 10 wrong passwords for one account per 15 minutes, whichever process and address is asked.
    const username = `tebak-${randomUUID().slice(0, 8)}@contoh.com`;
    for (let i = 0; i < 10; i++) {
      const guesser = visitor(addressOf(10 + i));
      const answer = await guesser.request(webUrl(i % 2), '/api/login-email', { method: 'POST', body: { username, password: `salah-${i}-Kemudi` } });
      expect(answer.status, answer.text).not.toBe(429);
      await guesser.close();
    }
    const eleventh = visitor(addressOf(20));
    const refused = await eleventh.request(webUrl(1), '/api/login-email', { method: 'POST', body: { username, password: 'salah-11-Kemudi' } });
    expect(refused.status).toBe(429);
    expect(refused.json?.message ?? refused.json?.errors?.[0]?.message ?? refused.text).toMatch(/coba lagi/i);
    await Promise.all([someone.close(), eleventh.close()]);
  });

  it("shows a price change on both web processes' pages, and renders a page once for a burst on both", async () => {
    const path = '/aksesoris/p/ACC-1001';
    const guest = visitor(addressOf(30));
    // True when web process i's page shows `price`; else it throws what the page showed instead, which
    // eventually() reports if the time runs out (a failure says which answer stood: cached, stale, an error).
    const shows = async (i, price) => {
      const answer = await guest.request(webUrl(i), path);
      if (answer.status === 200 && answer.text.includes(price)) return true;
      const prices = [...new Set([...answer.text.matchAll(/Rp \d[\d.]*/g)].map((m) => m[0]))].slice(0, 3).join(', ');
      throw new Error(`web${i + 1} answered ${answer.status}, x-page-cache ${answer.headers.get('x-page-cache')}, showing ${prices || 'no price'}`);
    };
    // Waits for `price` on web process i; when the time runs out, the failure also names the data version
    // that process's page cache serves and the database's (a process stuck on the old version, or a page
    // kept under the new one with old data), read once then, not on every poll.
    const showsWithin = async (i, price, what) => {
      try {
        return await eventually(what, () => shows(i, price), 10_000);
      } catch (error) {
        const serves = await metric(webUrl(i), cluster.metricsToken, 'kemudi_data_version').catch(() => 'unknown');
        const { rows } = await db.query('select version from data_version where id = 1');
        throw new Error(`${error.message}; web${i + 1} serves data version ${serves}, the database is at ${rows[0]?.version}`, { cause: error });
      }
    };
    for (const i of [0, 1]) expect(await shows(i, 'Rp 8.950.000')).toBe(true);
    await db.query("update accessories set price = 8962345 where code = 'ACC-1001'");
    try {
      const seen = await Promise.all([0, 1].map((i) => showsWithin(i, 'Rp 8.962.345', `the new price on web${i + 1}`)));
      // The figure for the README (issue 26 asks for 1 s); the machines are too noisy to assert it.
      console.log(`[cluster] a price change reached both web processes' pages in ${Math.max(...seen)} ms`);
    } finally {
      await db.query("update accessories set price = 8950000 where code = 'ACC-1001'");
    }
    await showsWithin(0, 'Rp 8.950.000', 'the price back on web1');
    await showsWithin(1, 'Rp 8.950.000', 'the price back on web2');

    // A page nobody asked for since the change: 20 visitors at once, half on each process.
    const page = '/aksesoris?sort=termurah';
    const renders = async () => (await metric(webUrl(0), cluster.metricsToken, 'kemudi_page_renders_total')) + (await metric(webUrl(1), cluster.metricsToken, 'kemudi_page_renders_total'));
    const before = await renders();
    const visitors = Array.from({ length: 20 }, (_, i) => visitor(addressOf(40 + i)));
    const answers = await Promise.all(visitors.map((v, i) => v.request(webUrl(i % 2), page)));
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    expect(await renders()).toBe(before + 1);
    await Promise.all([guest.close(), ...visitors.map((v) => v.close())]);
  });

  // Cutting a host off needs network namespaces: root with iproute2 (CI and the machines here).
  it.skipIf(!canMakeHosts())('delivers every message and CRM record once with two API processes, one of them cut off mid-run', async () => {
    const run = randomUUID().slice(0, 8);
    const messages = await db.query(
      `insert into outbox_messages (channel, recipient, body) select 'sms', '0899' || lpad(g::text, 8, '0'), 'Uji klaster ${run} #' || g from generate_series(1, 300) g returning id`,
    );
    const records = await db.query(
      `insert into crm_outbox (record_type, record_id, event, payload, status) select 'lead', gen_random_uuid(), 'created', jsonb_build_object('run', '${run}', 'n', g), 'pending' from generate_series(1, 60) g returning id`,
    );
    const messageKeys = messages.rows.map((r) => r.id);
    const recordKeys = records.rows.map((r) => `crm-${r.id}`);
    // Mid-run: some delivered, most not.
    await eventually('the first deliveries', () => messageKeys.some((k) => gateway.delivered.has(k)), 15_000);
    cluster.cutOff('api1');
    try {
      await eventually(
        'every message and record delivered',
        async () => {
          const { rows } = await db.query("select count(*)::int as n from outbox_messages where body like $1 and status = 'sent'", [`Uji klaster ${run} #%`]);
          const crm = await db.query("select count(*)::int as n from crm_outbox where payload->>'run' = $1 and status = 'sent'", [run]);
          return rows[0].n === messageKeys.length && crm.rows[0].n === recordKeys.length;
        },
        90_000,
      );
    } finally {
      cluster.restore('api1');
    }
    // Each reached the provider; a delivery the cut-off host made but could not record was sent
    // again with the same key (the provider took it once): at most the batch it held.
    for (const key of [...messageKeys, ...recordKeys]) expect(gateway.delivered.has(key), key).toBe(true);
    const repeated = gateway.repeated().filter((k) => messageKeys.includes(k) || recordKeys.includes(k));
    console.log(`[cluster] ${messageKeys.length} messages and ${recordKeys.length} CRM records delivered once each; ${repeated.length} sent again with the same key after the cut`);
    expect(repeated.length).toBeLessThanOrEqual(20 + 10);
    const { rows } = await db.query("select count(*)::int as n from outbox_messages where body like $1 and attempts > 1 and status <> 'sent'", [`Uji klaster ${run} #%`]);
    expect(rows[0].n).toBe(0);
    await eventually('api1 back in rotation', async () => (await cluster.state('api')).api1 === 'UP', 30_000);
  }, 150_000);

  it('expires each unpaid order exactly once, with two API processes sweeping', async () => {
    const customer = visitor(addressOf(60));
    await logIn(customer, cluster.url, 'budi@contoh.com');
    const orderNos = [];
    for (let i = 0; i < 6; i++) {
      const placed = await customer.request(cluster.url, '/api/order/v1/orders', {
        method: 'POST',
        body: { items: [{ code: ITEM, quantity: 1 }], contact: { name: 'Budi Santoso', phoneNumber: '081234567890' }, branchSlug: BRANCH, cityCode: CITY, paymentMethod: 'qris', idempotencyKey: randomUUID() },
      });
      expect(placed.status, placed.text).toBe(200);
      orderNos.push(placed.json.data.orderNo);
    }
    await db.query("update orders set expires_at = now() - interval '1 minute' where order_no = any($1)", [orderNos]);
    await eventually('every order expired', async () => {
      const { rows } = await db.query("select count(*)::int as n from orders where order_no = any($1) and status = 'expired'", [orderNos]);
      return rows[0].n === orderNos.length;
    });
    // Give a second sweep of the other process the time to (wrongly) do it again.
    await new Promise((r) => setTimeout(r, 2500));
    const events = await db.query(
      "select o.order_no, count(e.id)::int as n from orders o join order_events e on e.order_id = o.id and e.status = 'expired' where o.order_no = any($1) group by o.order_no",
      [orderNos],
    );
    expect(events.rows.map((r) => r.n)).toEqual(orderNos.map(() => 1));
    const told = await db.query("select count(*)::int as n from outbox_messages where body like '%' || $1 || '%' and created_at > now() - interval '5 minutes' and body ilike '%batal%'", [orderNos[0]]);
    expect(told.rows[0].n).toBeLessThanOrEqual(1);
    await customer.close();
  }, 60_000);

  it("sends each booking's reminder exactly once, with two API processes sweeping", async () => {
    // Ten of the demo history's open bookings move to two hours from now, not reminded yet (a
    // reminder the start's sweep sent them before does not count).
    const since = (await db.query('select now() as at')).rows[0].at;
    const { rows } = await db.query(
      `update bookings set slot_start = now() + interval '2 hours' + (random() * interval '30 minutes'), reminder_sent_at = null
       where id in (select id from bookings where status in ('pending', 'confirmed') and cancelled_at is null order by id limit 10) returning id`,
    );
    const ids = rows.map((r) => r.id);
    expect(ids).toHaveLength(10);
    await eventually('every booking reminded', async () => {
      const done = await db.query('select count(*)::int as n from bookings where id = any($1) and reminder_sent_at is not null', [ids]);
      return done.rows[0].n === ids.length;
    });
    // Both processes sweep every second: give them three more rounds to (wrongly) do it again.
    await new Promise((r) => setTimeout(r, 3000));
    const events = await db.query("select booking_id, count(*)::int as n from booking_events where booking_id = any($1) and type = 'reminded' and at >= $2 group by booking_id", [ids, since]);
    expect(events.rows.map((r) => r.n)).toEqual(ids.map(() => 1));
  }, 60_000);

  it('routes around a killed web and API process under load: no raw error, no order or lead lost or doubled', async () => {
    const run = await faultRun({ cluster, db, seconds: 14, logIn: (who, email) => logIn(who, cluster.url, email) });
    console.log(`[cluster] ${describeFaultRun(run)}`);
    // A visitor got an answer to every request: a page, a refusal in words, or the outage page.
    expect(run.raw).toEqual([]);
    // At most the answers in flight on the crashed process were cut off: all begun before the crash.
    expect(run.cut.filter((c) => c.startedAt > run.webKilledAt)).toEqual([]);
    expect(run.cut.length).toBeLessThanOrEqual(run.concurrency);
    expect(run.orders.placed).toBeGreaterThan(0);
    expect(run.leads.taken).toBeGreaterThan(0);
    // Every order and lead the customer was told about is there once; none twice; none untold.
    expect(run.orders.doubled).toEqual([]);
    expect(run.leads.doubled).toEqual([]);
    expect(run.orders.lost).toEqual([]);
    expect(run.leads.lost).toEqual([]);
    expect(run.orders.untold).toEqual([]);
    expect(run.leads.untold).toEqual([]);
    await cluster.restart('web1');
    await cluster.restart('api1');
  }, 120_000);
});
