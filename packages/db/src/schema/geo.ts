import { index, pgTable, text } from 'drizzle-orm/pg-core';

/** §3 Geolocation: province and city entries hold isocode and name. */
export const provinces = pgTable('provinces', {
  /** Site isocode, e.g. `dki_jakarta` (§9 fallback province). */
  isocode: text('isocode').primaryKey(),
  /** Kemendagri code from idn-area-data, e.g. `31`. */
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
});

export const cities = pgTable(
  'cities',
  {
    /** Four digits: the Kemendagri regency code without its dot (`3273` Kota Bandung);
     *  Jakarta Pusat keeps the site's historic code `0080` (§9 fallback city). */
    isocode: text('isocode').primaryKey(),
    /** Kemendagri regency code, e.g. `32.73`. */
    code: text('code').notNull().unique(),
    provinceIsocode: text('province_isocode')
      .notNull()
      .references(() => provinces.isocode),
    /** Title case with its kind, e.g. `Kota Bandung`, `Kabupaten Sleman`. */
    name: text('name').notNull(),
    /** `kota` or `kabupaten`. */
    kind: text('kind').notNull(),
  },
  (t) => [index('cities_province_idx').on(t.provinceIsocode)],
);
