import { describe, expect, it } from 'vitest';
import { branches } from './data/branches';
import { carModels } from './data/cars';
import { rentalFleetRows, testDriveUnitRows } from './bookings';

describe('bookings seed (issue 13)', () => {
  it('gives every showroom test-drive cars of the volume models, and only showrooms', () => {
    const rows = testDriveUnitRows();
    const showrooms = branches.filter((b) => b.services?.includes('sales')).map((b) => b.slug);
    expect(new Set(rows.map((r) => r.branchSlug))).toEqual(new Set(showrooms));
    for (const slug of showrooms) expect(rows.filter((r) => r.branchSlug === slug && r.modelCode === 'avanza')).toHaveLength(1);
    expect(rows.every((r) => r.units >= 1 && r.units <= 2)).toBe(true);
    // The same numbers on every machine.
    expect(testDriveUnitRows()).toEqual(rows);
  });

  it('has a test-drive car somewhere of every model /c/testdrive-toyota offers', () => {
    const booked = new Set(testDriveUnitRows().map((r) => r.modelCode));
    const offered = carModels.filter((m) => m.testDrive !== false).map((m) => m.code);
    expect(offered.length).toBeGreaterThan(10);
    expect(offered.filter((code) => !booked.has(code))).toEqual([]);
  });

  it('gives the Cubain desks a fleet of every class, at known branches', () => {
    const rows = rentalFleetRows();
    const slugs = new Set(branches.map((b) => b.slug));
    expect(rows.every((r) => slugs.has(r.branchSlug) && r.units > 0)).toBe(true);
    expect(new Set(rows.map((r) => r.carClass))).toEqual(new Set(['city-car', 'mpv', 'suv', 'premium']));
  });
});
