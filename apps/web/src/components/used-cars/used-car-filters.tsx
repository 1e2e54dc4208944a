import type { UsedCarFacets } from '@kemudi/domain/contracts/used-cars';
import { formatKm } from '@kemudi/domain/format';
import { ROUTES } from '@kemudi/domain/routes';
import {
  type FilterChip,
  FilterActions,
  FilterChips,
  FilterSelect,
  FilterSelects,
  FilterSortForm,
  FilterSummary,
  facetOptions,
  plainOptions,
  recordOptions,
  withCount,
} from '@/components/page/filter-fields';
import { pageHref } from '@/lib/search-params';
import {
  USED_CAR_FUELS,
  USED_CAR_MILEAGES,
  USED_CAR_PRICE_RANGES,
  USED_CAR_SORTS,
  USED_CAR_TRANSMISSIONS,
  type UsedCarFilters as Filters,
  usedCarFilterParams,
} from '@/lib/used-cars';
import styles from './used-cars.module.css';

/** Model years offered when the filter options could not be loaded. */
const FALLBACK_YEARS = Array.from({ length: 12 }, (_, i) => 2026 - i);

const mileageOptions = USED_CAR_MILEAGES.map((km) => ({ value: String(km), label: `Maksimal ${formatKm(km)}` }));

/** Fixed choices, each with how many cars it holds when the facets say so. */
const countedOptions = (values: readonly string[], counts: readonly { name: string; count: number }[] | undefined) =>
  values.map((value) => {
    const count = counts?.find((f) => f.name === value)?.count;
    return { value, label: count === undefined ? value : withCount(value, count) };
  });

/**
 * The list's filters as a GET form (works without JavaScript; every result is a shareable URL).
 * On phones it folds into a "Filter" disclosure; on wide screens it stays open beside the results.
 */
export function UsedCarFilterForm({ filters, facets }: { filters: Filters; facets: UsedCarFacets | null }) {
  const years = facets?.years.map((y) => y.year) ?? FALLBACK_YEARS;
  const active = activeFilterCount(filters);
  const field = styles.field;
  return (
    <details className={styles.filters}>
      <FilterSummary active={active} countClassName={styles.filterCount} />
      <form method="get" action={ROUTES.usedCars} className={styles.filterForm} aria-label="Filter mobil bekas">
        {facets ? (
          <FilterSelect className={field} id="uc-model" name="model" label="Model" value={filters.model} allLabel="Semua model" options={facetOptions(facets.models)} />
        ) : null}
        <fieldset className={styles.fieldset}>
          <legend>Tahun</legend>
          <div className={styles.pair}>
            <FilterSelects
              className={field}
              fields={[
                { id: 'uc-min-year', name: 'minYear', label: 'Dari tahun', value: filters.minYear?.toString(), allLabel: 'Semua', options: plainOptions([...years].reverse()) },
                { id: 'uc-max-year', name: 'maxYear', label: 'Sampai tahun', value: filters.maxYear?.toString(), allLabel: 'Semua', options: plainOptions(years) },
              ]}
            />
          </div>
        </fieldset>
        <FilterSelects
          className={field}
          fields={[
            { id: 'uc-price', name: 'price', label: 'Harga', value: filters.price, allLabel: 'Semua harga', options: USED_CAR_PRICE_RANGES },
            { id: 'uc-mileage', name: 'maxMileage', label: 'Jarak tempuh', value: filters.maxMileage?.toString(), allLabel: 'Semua jarak tempuh', options: mileageOptions },
            { id: 'uc-transmission', name: 'transmission', label: 'Transmisi', value: filters.transmission, allLabel: 'Semua transmisi', options: countedOptions(USED_CAR_TRANSMISSIONS, facets?.transmissions) },
            { id: 'uc-fuel', name: 'fuel', label: 'Bahan bakar', value: filters.fuel, allLabel: 'Semua bahan bakar', options: countedOptions(USED_CAR_FUELS, facets?.fuels) },
            ...(facets ? [{ id: 'uc-city', name: 'city', label: 'Lokasi mobil', value: filters.city, allLabel: 'Semua kota', options: facetOptions(facets.cities) }] : []),
          ]}
        />
        {filters.sort !== 'newest' ? <input type="hidden" name="sort" value={filters.sort} /> : null}
        <FilterActions
          className={styles.actions}
          submitLabel="Terapkan filter"
          reset={active > 0 ? { href: ROUTES.usedCars, label: 'Hapus semua filter' } : null}
        />
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
  const chips: FilterChip[] = [];
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
  return <FilterChips chips={chips} label="Filter aktif" className={styles.chips} spaced />;
}

/** Sorting as its own small GET form that keeps the filters (and starts again at page 1). */
export function UsedCarSortForm({ filters }: { filters: Filters }) {
  return (
    <FilterSortForm
      path={ROUTES.usedCars}
      params={usedCarFilterParams(filters)}
      id="uc-sort"
      value={filters.sort}
      options={recordOptions(USED_CAR_SORTS)}
      className={styles.sortForm}
      button={{ label: 'Urutkan', className: styles.secondaryButton }}
    />
  );
}
