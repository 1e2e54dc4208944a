import { sectionsFor } from '@kemudi/domain/staff-roles';
import { describe, expect, it } from 'vitest';
import { countsOf, SECTION_COUNTS } from './summary';

describe("the sidebar's counts", () => {
  it('show what waits, read out in words, and nothing for zero or for a count the role does not get', () => {
    const data = { bookingsPending: 3, sparePartsWaiting: 0, leadsNew: 12, leadsOverdue: 4 };
    expect(countsOf('bookings', data).map((c) => [c.n, c.label, c.href])).toEqual([[3, '3 booking menunggu konfirmasi', '/booking?status=pending']]);
    expect(countsOf('leads', data).map((c) => [c.label, c.tone])).toEqual([
      ['12 lead baru', 'info'],
      ['4 lead terlambat dihubungi', 'warn'],
    ]);
    expect(countsOf('orders', data)).toEqual([]);
    expect(countsOf('staff', data)).toEqual([]);
    expect(countsOf('bookings', undefined)).toEqual([]);
  });

  it("belong to the queues' sections only", () => {
    const queues = sectionsFor('group_admin').map((s) => s.key);
    for (const key of Object.keys(SECTION_COUNTS)) expect(queues).toContain(key);
  });
});
