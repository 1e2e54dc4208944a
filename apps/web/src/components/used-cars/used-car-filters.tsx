import { formatKm } from '@kemudi/domain/format';
import { ROUTES } from '@kemudi/domain/routes';
import Link from '@/components/page/link';
import { pageHref } from '@/components/page/pagination';
import {
  USED_CAR_FUELS,
  USED_CAR_MILEAGES,
  USED_CAR_PRICE_RANGES,
  USED_CAR_SORTS,
  USED_CAR_TRANSMISSIONS,
  type UsedCarFacets,
  type UsedCarFilters as Filters,
  type UsedCarSort,
  usedCarFilterParams,
} from '@/server/used-cars';
import styles from './used-cars.module.css';

/** Model years offered when the filter options could not be loaded. */
const FALLBACK_YEARS = Array.from({ length: 12 }, (_, i) => 2026 - i);

const withCount = (label: string, count: number) => `${label} (${count})`;

/**
 * The list's filters as a GET form (works without JavaScript; every result is a shareable URL).
 * On phones it folds into a "Filter" disclosure; on wide screens it stays open beside the results.
 */
export function UsedCarFilterForm({ filters, facets }: { filters: Filters; facets: UsedCarFacets | null }) {
  const years = facets?.years.map((y) => y.year) ?? FALLBACK_YEARS;
  const active = activeFilterCount(filters);
  return (
    <details className={styles.filters}>
      <summary>
        <span>
          Filter
          {active > 0 ? (
            <span className={styles.filterCount}>
              {active}
              <span className="visually-hidden"> filter aktif</span>
            </span>
          ) : null}
        </span>
      </summary>
      <form method="get" action={ROUTES.usedCars} className={styles.filterForm} aria-label="Filter mobil bekas">
        {facets ? (
          <div className={styles.field}>
            <label htmlFor="uc-model">Model</label>
            <select id="uc-model" name="model" defaultValue={filters.model ?? ''}>
              <option value="">Semua model</option>
              {facets.models.map((m) => (
                <option key={m.code} value={m.code}>
                  {withCount(m.name, m.count)}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <fieldset className={styles.fieldset}>
          <legend>Tahun</legend>
          <div className={styles.pair}>
            <div className={styles.field}>
              <label htmlFor="uc-min-year">Dari tahun</label>
              <select id="uc-min-year" name="minYear" defaultValue={filters.minYear?.toString() ?? ''}>
                <option value="">Semua</option>
                {[...years].reverse().map((y) => (
                  <option key={y} value={y}>
                    {y}
                  </option>
                ))}
              </select>
            </div>
            <div className={styles.field}>
              <label htmlFor="uc-max-year">Sampai tahun</label>
              <select id="uc-max-year" name="maxYear" defaultValue={filters.maxYear?.toString() ?? ''}>
                <option value="">Semua</option>
                {years.map((y) => (
                  <option key={y} value={y}>
                    {y}
                  </option>
                ))}
              </select>
            </div>
          </div>
        </fieldset>
        <div className={styles.field}>
          <label htmlFor="uc-price">Harga</label>
          <select id="uc-price" name="price" defaultValue={filters.price ?? ''}>
            <option value="">Semua harga</option>
            {USED_CAR_PRICE_RANGES.map((r) => (
              <option key={r.value} value={r.value}>
                {r.label}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor="uc-mileage">Jarak tempuh</label>
          <select id="uc-mileage" name="maxMileage" defaultValue={filters.maxMileage?.toString() ?? ''}>
            <option value="">Semua jarak tempuh</option>
            {USED_CAR_MILEAGES.map((km) => (
              <option key={km} value={km}>
                {`Maksimal ${formatKm(km)}`}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor="uc-transmission">Transmisi</label>
          <select id="uc-transmission" name="transmission" defaultValue={filters.transmission ?? ''}>
            <option value="">Semua transmisi</option>
            {USED_CAR_TRANSMISSIONS.map((t) => {
              const count = facets?.transmissions.find((f) => f.name === t)?.count;
              return (
                <option key={t} value={t}>
                  {count === undefined ? t : withCount(t, count)}
                </option>
              );
            })}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor="uc-fuel">Bahan bakar</label>
          <select id="uc-fuel" name="fuel" defaultValue={filters.fuel ?? ''}>
            <option value="">Semua bahan bakar</option>
            {USED_CAR_FUELS.map((t) => {
              const count = facets?.fuels.find((f) => f.name === t)?.count;
              return (
                <option key={t} value={t}>
                  {count === undefined ? t : withCount(t, count)}
                </option>
              );
            })}
          </select>
        </div>
        {facets ? (
          <div className={styles.field}>
            <label htmlFor="uc-city">Lokasi mobil</label>
            <select id="uc-city" name="city" defaultValue={filters.city ?? ''}>
              <option value="">Semua kota</option>
              {facets.cities.map((c) => (
                <option key={c.code} value={c.code}>
                  {withCount(c.name, c.count)}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        {filters.sort !== 'newest' ? <input type="hidden" name="sort" value={filters.sort} /> : null}
        <div className={styles.actions}>
          <button type="submit" className="button">
            Terapkan filter
          </button>
          {active > 0 ? <Link href={ROUTES.usedCars}>Hapus semua filter</Link> : null}
        </div>
      </form>
    </details>
  );
}

export function activeFilterCount(f: Filters): number {
  return [f.model, f.minYear ?? f.maxYear, f.price, f.maxMileage, f.transmission, f.fuel, f.city].filter((v) => v !== undefined).length;
}

/** The active filters as removable chips: each link is the same list without that one filter. */
export function ActiveFilters({ filters, facets }: { filters: Filters; facets: UsedCarFacets | null }) {
  const params = usedCarFilterParams(filters);
  const without = (...keys: string[]) =>
    pageHref(ROUTES.usedCars, Object.fromEntries(Object.entries(params).filter(([k]) => !keys.includes(k))), 0);
  const chips: { label: string; href: string }[] = [];
  if (filters.model) {
    const name = facets?.models.find((m) => m.code === filters.model)?.name ?? filters.model;
    chips.push({ label: `Model: ${name}`, href: without('model') });
  }
  if (filters.minYear !== undefined || filters.maxYear !== undefined) {
    const label =
      filters.minYear !== undefined && filters.maxYear !== undefined
        ? filters.minYear === filters.maxYear
          ? `Tahun ${filters.minYear}`
          : `Tahun ${filters.minYear}–${filters.maxYear}`
        : filters.minYear !== undefined
          ? `Tahun ${filters.minYear} ke atas`
          : `Tahun ${filters.maxYear} ke bawah`;
    chips.push({ label, href: without('minYear', 'maxYear') });
  }
  if (filters.price) {
    const label = USED_CAR_PRICE_RANGES.find((r) => r.value === filters.price)?.label ?? filters.price;
    chips.push({ label: `Harga: ${label}`, href: without('price') });
  }
  if (filters.maxMileage !== undefined) chips.push({ label: `Maksimal ${formatKm(filters.maxMileage)}`, href: without('maxMileage') });
  if (filters.transmission) chips.push({ label: `Transmisi: ${filters.transmission}`, href: without('transmission') });
  if (filters.fuel) chips.push({ label: `Bahan bakar: ${filters.fuel}`, href: without('fuel') });
  if (filters.city) {
    const name = facets?.cities.find((c) => c.code === filters.city)?.name ?? filters.city;
    chips.push({ label: `Lokasi: ${name}`, href: without('city') });
  }
  if (chips.length === 0) return null;
  return (
    <ul className={styles.chips} aria-label="Filter aktif">
      {chips.map((chip) => (
        <li key={chip.label}>
          <Link href={chip.href} aria-label={`Hapus filter ${chip.label}`}>
            {chip.label} <span aria-hidden="true">×</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Sorting as its own small GET form that keeps the filters (and starts again at page 1). */
export function UsedCarSortForm({ filters }: { filters: Filters }) {
  const params = usedCarFilterParams(filters);
  return (
    <form method="get" action={ROUTES.usedCars} className={styles.sortForm}>
      {Object.entries(params).map(([k, v]) => (k !== 'sort' && v !== undefined ? <input key={k} type="hidden" name={k} value={v} /> : null))}
      <label htmlFor="uc-sort">Urutkan</label>
      <select id="uc-sort" name="sort" defaultValue={filters.sort}>
        {(Object.entries(USED_CAR_SORTS) as [UsedCarSort, string][]).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
      <button type="submit" className={styles.secondaryButton}>
        Urutkan
      </button>
    </form>
  );
}
