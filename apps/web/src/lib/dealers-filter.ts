/*
 * The dealer list's filter (/dealer-toyota?provinsi=&kota=&layanan=&page=), read against the places
 * that have branches, and the list's links. Pure (no fetching); read on the server only — the
 * browser's filter form is a plain GET form.
 */
import { BRANCH_SERVICES, type BranchArea, type BranchService } from '@kemudi/domain/contracts/branches';
import { ROUTES } from '@kemudi/domain/routes';

export interface BranchFilter {
  province: { isocode: string; name: string } | undefined;
  city: { isocode: string; name: string } | undefined;
  service: BranchService | undefined;
  /** 0-based. */
  page: number;
}

/** A province with its cities that hold branches (parameter/v1/branch/areas). */
export type BranchAreaLike = Pick<BranchArea, 'isocode' | 'name'> & { cities: readonly { isocode: string; name: string }[] };

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
  const service = BRANCH_SERVICES.find((s) => s === raw.layanan);
  return {
    province: province ? { isocode: province.isocode, name: province.name } : undefined,
    city: city ? { isocode: city.isocode, name: city.name } : undefined,
    service,
    page,
  };
}

/** The filter as the list's query parameters (the page number left out). */
export function branchFilterParams(filter: Pick<BranchFilter, 'province' | 'city' | 'service'>): {
  provinsi: string | undefined;
  kota: string | undefined;
  layanan: BranchService | undefined;
} {
  return { provinsi: filter.province?.isocode, kota: filter.city?.isocode, layanan: filter.service };
}

/** Whether the list is narrowed by a place or a service. */
export const isFiltered = (filter: Pick<BranchFilter, 'province' | 'city' | 'service'>): boolean =>
  Boolean(filter.province || filter.city || filter.service);

/** The dealer list's link with these filters (first page): /dealer-toyota?provinsi=…&kota=…&layanan=…. */
export function dealerListPath(filter: Partial<Pick<BranchFilter, 'province' | 'city' | 'service'>>): string {
  const params = branchFilterParams({ province: filter.province, city: filter.city, service: filter.service });
  const query = new URLSearchParams(Object.entries(params).filter((e): e is [string, string] => Boolean(e[1]))).toString();
  return query ? `${ROUTES.dealers}?${query}` : ROUTES.dealers;
}
