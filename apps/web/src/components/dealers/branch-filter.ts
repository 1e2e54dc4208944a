/*
 * The dealer list's filter (?provinsi=&kota=&layanan=), read against the places that have
 * branches. Pure: no server-only imports, so it is unit-tested directly.
 */

export const BRANCH_SERVICE_CODES = ['sales', 'bengkel', 'body-paint', 'home-service'] as const;
export type BranchServiceCode = (typeof BRANCH_SERVICE_CODES)[number];

/** A province with its cities that hold branches (parameter/v1/branch/areas). */
export interface BranchAreaLike {
  isocode: string;
  name: string;
  cities: readonly { isocode: string; name: string }[];
}

export interface BranchFilter {
  province: { isocode: string; name: string } | undefined;
  city: { isocode: string; name: string } | undefined;
  service: BranchServiceCode | undefined;
  /** 0-based. */
  page: number;
}

/**
 * The filter of ?provinsi=&kota=&layanan=, checked against the places that have branches: an
 * unknown value is dropped (the list then shows more, never an error); a city alone implies its
 * province, and a city outside the chosen province is dropped.
 */
export function readBranchFilter(
  areas: readonly BranchAreaLike[],
  raw: { provinsi?: string | undefined; kota?: string | undefined; layanan?: string | undefined },
  page: number,
): BranchFilter {
  let province = areas.find((a) => a.isocode === raw.provinsi);
  const owner = raw.kota ? areas.find((a) => a.cities.some((c) => c.isocode === raw.kota)) : undefined;
  if (!province && owner) province = owner;
  const city = province && owner === province ? province.cities.find((c) => c.isocode === raw.kota) : undefined;
  const service = BRANCH_SERVICE_CODES.find((s) => s === raw.layanan);
  return {
    province: province ? { isocode: province.isocode, name: province.name } : undefined,
    city: city ? { isocode: city.isocode, name: city.name } : undefined,
    service,
    page,
  };
}

