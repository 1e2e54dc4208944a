import { cities, type Db } from '@kemudi/db';
import { FALLBACK_CITY } from '@kemudi/domain/constants';
import { eq } from 'drizzle-orm';
import { badRequest } from './errors';

/** The city whose prices a priced answer shows. */
export type PriceCity = { cityCode: string; cityName: string };

/**
 * The city whose prices are shown. Absent → the §9 fallback city 0080 (Jakarta Pusat), whose
 * OTR is the variants' default price. An unknown code is a client mistake → 400.
 */
export async function resolveCity(db: Db, cityCode: string | undefined): Promise<PriceCity> {
  const code = cityCode ?? FALLBACK_CITY;
  const [row] = await db.select({ isocode: cities.isocode, name: cities.name }).from(cities).where(eq(cities.isocode, code)).limit(1);
  if (!row) throw badRequest(`Kode kota '${code}' tidak dikenal`);
  return { cityCode: row.isocode, cityName: row.name };
}
