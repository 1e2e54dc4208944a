import { randomBytes } from 'node:crypto';
import { bookingCalls } from '@kemudi/domain/contracts/bookings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRACKING_LIMIT_PER_BOOKING } from '../src/modules/bookings/routes';
import { createTestContext, type TestContext } from './helpers';

/*
 * The limits of the booking calls (issue 13) with RATE_LIMITS on, as deployed: a booking number
 * cannot be guessed at by trying phones, and codes cannot be sent to a phone over and over.
 */
describe('booking limits (issue 13)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({}, { cachePrefix: `bookings-limits-${randomBytes(4).toString('hex')}` });
  });
  afterAll(() => ctx.close());

  it('tracking answers 429 in Indonesian after 10 tries of one booking number, whatever the phone', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= TRACKING_LIMIT_PER_BOOKING; i += 1) {
      const res = await ctx.post(bookingCalls.tracking.path, { bookingNo: 'TD-261127-7KQ2MX', phoneNumber: `0812345678${String(i).padStart(2, '0')}` });
      statuses.push(res.status);
      if (res.status === 429) expect(res.body.errors[0].message).toMatch(/^Terlalu banyak percobaan untuk nomor booking ini\. Coba lagi dalam \d+ (?:detik|menit|jam(?: \d+ menit)?)\.$/);
    }
    expect(statuses.slice(0, TRACKING_LIMIT_PER_BOOKING).every((s) => s === 404)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('a second booking code to the same phone within a minute is refused with the seconds to wait', async () => {
    const phone = `0857${String(Date.now() % 1e8).padStart(8, '0')}`;
    expect((await ctx.post(bookingCalls.sendCode.path, { phoneNumber: phone })).status).toBe(200);
    const again = await ctx.post(bookingCalls.sendCode.path, { phoneNumber: phone });
    expect(again.status).toBe(429);
    expect(again.body.retryAfter).toBeGreaterThan(0);
  });
});
