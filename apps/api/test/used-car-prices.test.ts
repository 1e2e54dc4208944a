import { carVariants, usedCars } from '@kemudi/db';
import { newCarCalls } from '@kemudi/domain/contracts/new-cars';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobsOf } from '../src/jobs';
import { markStaleUsedCarPrices } from '../src/modules/used-cars';
import { createTestContext, TEST_NOW, type TestContext } from './helpers';

/*
 * Used-car prices follow the rule and today's new-car prices (issue 27). The read cache is on and
 * the data version is trusted for a second (the production default): the used-car list a visitor
 * sees must show the new prices within a second of the repricing job, whichever way the prices
 * went stale — a new-car price pushed by the dealer system, or a database whose used-car prices
 * were computed before (an older rule, a price written around the price path).
 * The clock is TEST_NOW: the rule's "current year" is the seed's.
 */

const LIST = '/api/product/v1/product-list?slug=certified-used-car-toyota&size=100';
const DEALER_KEY = 'dealer-system-test-key-0123456789';
type Card = { code: string; price: number };

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ API_CACHE_TTL_SECONDS: '3600', API_DATA_VERSION_CHECK_MS: '1000', DEALER_API_KEY: DEALER_KEY }, { clock: () => TEST_NOW });
});
afterAll(() => ctx.close());

/** The prices the used-car list answers for a model's cars, by code. */
async function listed(model: string): Promise<Map<string, number>> {
  const res = await ctx.get(`${LIST}&model=${model}`);
  expect(res.status).toBe(200);
  return new Map((res.body.data.content as Card[]).map((c) => [c.code, c.price]));
}
const stored = async (model: string) =>
  new Map(
    (
      await ctx.db
        .select({ code: usedCars.code, price: usedCars.price })
        .from(usedCars)
        .where(and(eq(usedCars.modelCode, model), eq(usedCars.pricedByRule, true), ne(usedCars.status, 'sold')))
        .orderBy(asc(usedCars.code))
    ).map((r) => [r.code, Number(r.price)]),
  );
/** The registry's own job, as a process runs it (its first round makes the full comparison). */
const runRepriceJob = async () => jobsOf(ctx.app).find((j) => j.name === 'used-cars.reprice')!.run();

/** The list until it answers `expected` (the cache trusts the data version for a second), and how long that took. */
async function listedWithin(model: string, expected: Map<string, number>, ms: number): Promise<number> {
  const started = Date.now();
  for (;;) {
    const now = await listed(model);
    if ([...expected].every(([code, price]) => now.get(code) === price)) return Date.now() - started;
    if (Date.now() - started > ms) {
      expect(Object.fromEntries(now)).toEqual(Object.fromEntries(expected));
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A model with at least two rule-priced listings on offer, other than `not`. */
async function modelWithListings(not: string[] = []): Promise<string> {
  const rows = await ctx.db
    .select({ model: usedCars.modelCode, n: sql<number>`count(*)::int` })
    .from(usedCars)
    .where(and(eq(usedCars.pricedByRule, true), ne(usedCars.status, 'sold')))
    .groupBy(usedCars.modelCode)
    .orderBy(sql`count(*) desc`, asc(usedCars.modelCode));
  return rows.find((r) => r.n >= 2 && !not.includes(r.model))!.model;
}

describe('used-car prices follow the rule and today’s new-car prices (issue 27)', () => {
  it('a freshly seeded database is priced by the rule already: the full check marks nothing', async () => {
    expect(await markStaleUsedCarPrices(ctx.db, TEST_NOW)).toBe(0);
  });

  it('a new-car price pushed by the dealer system: after the job, the list shows the used cars’ new prices within a second', async () => {
    const model = await modelWithListings();
    const before = await listed(model);
    expect(before.size).toBeGreaterThanOrEqual(2);
    const lineUp = await ctx.db.select().from(carVariants).where(eq(carVariants.modelCode, model));
    const push = await ctx.app.inject({
      method: 'PUT',
      url: newCarCalls.dealerPrices.path,
      headers: { authorization: `Bearer ${ctx.token}`, 'x-dealer-key': DEALER_KEY },
      payload: { prices: lineUp.map((v) => ({ variantCode: v.code, priceOtr: Math.round((Number(v.priceOtr) * 1.2) / 1000) * 1000 })) },
    });
    expect(push.statusCode, push.body).toBe(200);
    // Until the job runs, the listing keeps its price (the list says what is stored).
    expect(await listed(model)).toEqual(before);

    await runRepriceJob();
    const after = await stored(model);
    const took = await listedWithin(model, after, 1500);
    expect(took).toBeLessThanOrEqual(1500);
    for (const [code, price] of before) {
      // 20 % more for the new car: about 20 % more for the used one (rounded to Rp 500.000).
      expect(Math.abs(after.get(code)! / price - 1.2)).toBeLessThan(0.02);
    }
  });

  it('a database priced before (an older rule, a new-car price written around the price path): the job brings the list back to the rule', async () => {
    const first = await modelWithListings();
    const second = await modelWithListings([first]);
    // The rule's prices today, as the job left them.
    await runRepriceJob();
    const ruled = await stored(first);
    const [a, b] = [...ruled.keys()];
    // As if priced by an older rule: two listings a few million off, nothing marked due.
    await ctx.db.execute(sql`update ${usedCars} set price = price - 7000000 where ${inArray(usedCars.code, [a!, b!])}`);
    // A new price written straight into the catalogue (an import before the price path existed).
    await ctx.db.execute(sql`update ${carVariants} set price_otr = price_otr + 50000000 where ${eq(carVariants.modelCode, second)}`);
    const secondBefore = await stored(second);
    const dueNow = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(usedCars).where(eq(usedCars.repriceDue, true));
    expect(dueNow[0]!.n).toBe(0);
    const staleList = await listedWithin(first, new Map([[a!, ruled.get(a!)! - 7_000_000]]), 1500);
    expect(staleList).toBeLessThanOrEqual(1500);

    await runRepriceJob();
    // The listings of the first model have the rule's price again, on the list within a second.
    expect(await stored(first)).toEqual(ruled);
    expect(await listedWithin(first, ruled, 1500)).toBeLessThanOrEqual(1500);
    // The second model's listings follow its new prices.
    const secondAfter = await stored(second);
    expect(await listedWithin(second, secondAfter, 1500)).toBeLessThanOrEqual(1500);
    for (const [code, price] of secondBefore) expect(secondAfter.get(code)!).toBeGreaterThan(price);
    // Nothing left to do: the next full comparison marks nothing.
    expect(await markStaleUsedCarPrices(ctx.db, TEST_NOW)).toBe(0);
  });
});
