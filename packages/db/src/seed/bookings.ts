import { createHash } from 'node:crypto';
import type { Db } from '../client';
import * as s from '../schema/index';
import { branches } from './data/branches';
import { carModels } from './data/cars';

/*
 * What bookings are taken from (issue 13): the test-drive cars of every sales branch and the Cubain
 * rental fleet. The seed has no dealer inventory of these, so each row gets a believable number
 * derived from its keys (the same on every machine). Run at every start (onConflictDoNothing), like
 * product stock: a database seeded before issue 13 gets them, and numbers a dealer changed are kept.
 */

export type TestDriveUnitRow = typeof s.testDriveUnits.$inferInsert;
export type RentalFleetRow = typeof s.rentalFleet.$inferInsert;

/**
 * The models a showroom keeps test-drive cars of: the volume sellers everywhere; every other model the
 * catalogue offers for test drive (carModels.testDrive) at about a third of the showrooms, and always at
 * the first showroom of the list (the flagship), so each one on /c/testdrive-toyota can be booked.
 */
const EVERYWHERE: readonly string[] = ['avanza', 'veloz', 'raize', 'rush', 'innovazenix', 'yariscross'];
const SOMETIMES: readonly string[] = carModels.filter((m) => m.testDrive !== false && !EVERYWHERE.includes(m.code)).map((m) => m.code);

/** Branches with a Cubain rental desk, and their classes. */
const CUBAIN_BRANCHES = [
  'kemudi-toyota-sunter',
  'kemudi-toyota-fatmawati',
  'kemudi-toyota-bsd',
  'kemudi-toyota-bandung-soekarno-hatta',
  'kemudi-toyota-surabaya-ahmad-yani',
  'kemudi-toyota-denpasar-gatsu',
  'kemudi-toyota-yogyakarta-kota',
] as const;
const CUBAIN_CLASSES = ['city-car', 'mpv', 'suv', 'premium'] as const;

function digest(key: string): number {
  return createHash('sha256').update(`bookings:${key}`).digest().readUInt32BE(0);
}

export function testDriveUnitRows(): TestDriveUnitRow[] {
  const rows: TestDriveUnitRow[] = [];
  const showrooms = branches.filter((b) => b.services?.includes('sales'));
  for (const [index, branch] of showrooms.entries()) {
    for (const model of EVERYWHERE) rows.push({ branchSlug: branch.slug, modelCode: model, units: 1 + (digest(`${branch.slug}:${model}`) % 2) });
    // A third of the other models at each showroom (and all of them at the flagship), one car each.
    for (const model of SOMETIMES) {
      if (index === 0 || digest(`${branch.slug}:${model}`) % 3 === 0) rows.push({ branchSlug: branch.slug, modelCode: model, units: 1 });
    }
  }
  return rows;
}

export function rentalFleetRows(): RentalFleetRow[] {
  return CUBAIN_BRANCHES.flatMap((slug) =>
    CUBAIN_CLASSES.map((carClass) => ({ branchSlug: slug, carClass, units: carClass === 'premium' ? 1 : 2 + (digest(`${slug}:${carClass}`) % 3) })),
  );
}

/** Gives every sales branch its test-drive cars and every Cubain desk its fleet when it has none (idempotent). */
export async function seedBookings(db: Db): Promise<void> {
  const units = testDriveUnitRows();
  for (let i = 0; i < units.length; i += 200) await db.insert(s.testDriveUnits).values(units.slice(i, i + 200)).onConflictDoNothing();
  await db.insert(s.rentalFleet).values(rentalFleetRows()).onConflictDoNothing();
}
