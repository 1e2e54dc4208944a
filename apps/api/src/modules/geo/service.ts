import { cities, provinces, type Db } from '@kemudi/db';
import { eq } from 'drizzle-orm';
import { notFound } from '../../lib/errors';
import { byName } from '../../lib/text';

const provinceNotFound = (iso: string) => notFound(`Provinsi dengan kode '${iso}' tidak ditemukan`);
const cityNotFound = (iso: string) => notFound(`Kota dengan kode '${iso}' tidak ditemukan`);

/** §7 province: all provinces, by name. */
export async function listProvinces(db: Db) {
  const rows = await db.select({ isocode: provinces.isocode, name: provinces.name }).from(provinces);
  return rows.sort(byName);
}

/** A province by isocode; 404 when unknown. */
export async function findProvince(db: Db, iso: string) {
  const [row] = await db
    .select({ isocode: provinces.isocode, name: provinces.name })
    .from(provinces)
    .where(eq(provinces.isocode, iso))
    .limit(1);
  if (!row) throw provinceNotFound(iso);
  return row;
}

/** §7 province/{iso}: the province and its cities, by name. */
export async function getProvince(db: Db, iso: string) {
  const [province, cityRows] = await Promise.all([
    findProvince(db, iso),
    db.select({ isocode: cities.isocode, name: cities.name }).from(cities).where(eq(cities.provinceIsocode, iso)),
  ]);
  return { ...province, cities: cityRows.sort(byName) };
}

/** Cities of one province, or of all of them; by name. 404 for an unknown province. */
export async function listCities(db: Db, provinceIso: string | undefined) {
  const columns = { isocode: cities.isocode, name: cities.name, provinceIsocode: cities.provinceIsocode };
  if (provinceIso === undefined) return (await db.select(columns).from(cities)).sort(byName);
  const [, rows] = await Promise.all([
    findProvince(db, provinceIso),
    db.select(columns).from(cities).where(eq(cities.provinceIsocode, provinceIso)),
  ]);
  return rows.sort(byName);
}

/** A city by isocode, with its province; 404 when unknown. */
export async function findCity(db: Db, iso: string) {
  const [row] = await db
    .select({
      isocode: cities.isocode,
      name: cities.name,
      provinceIsocode: cities.provinceIsocode,
      provinceName: provinces.name,
    })
    .from(cities)
    .innerJoin(provinces, eq(provinces.isocode, cities.provinceIsocode))
    .where(eq(cities.isocode, iso))
    .limit(1);
  if (!row) throw cityNotFound(iso);
  return row;
}

/** §7 save city: checks the city and tells the page whether to reload (§4 City). */
export async function updateLocation(db: Db, input: { city_iso: string; sync?: boolean | undefined }) {
  const city = await findCity(db, input.city_iso);
  return {
    cityIso: city.isocode,
    cityName: city.name,
    provinceIsocode: city.provinceIsocode,
    provinceName: city.provinceName,
    isRefresh: input.sync === true,
  };
}
