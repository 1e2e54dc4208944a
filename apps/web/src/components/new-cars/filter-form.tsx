import { FUELS, TRANSMISSIONS } from '@kemudi/domain/vocabulary';
import { FilterActions, FilterSelects, FilterSummary, plainOptions } from '@/components/page/filter-fields';
import { pageHref } from '@/lib/search-params';
import { formFilterCount, type NewCarFilters, PRICE_RANGES } from '@/lib/new-cars';
import styles from './new-cars.module.css';

/**
 * The list's filters as a GET form (works without JavaScript; every filtered list has its own URL).
 * The type is chosen with the chips above the list, so the chip (and an old link's body type) and
 * the sort ride along as hidden fields. On phones the form folds into a "Filter" disclosure; on
 * wide screens it stays open beside the list.
 */
export function FilterForm({
  path,
  filters,
  models,
  seatOptions,
}: {
  path: string;
  filters: NewCarFilters;
  models: readonly { code: string; name: string }[];
  seatOptions: readonly number[];
}) {
  const active = formFilterCount(filters);
  // Clearing the form keeps the chosen type and order.
  const cleared = pageHref(path, { tipe: filters.tipe, bodyType: filters.bodyType, sort: filters.sort === 'recommended' ? undefined : filters.sort }, 0);
  return (
    <details className={styles.filters}>
      <FilterSummary active={active} countClassName={styles.filterCount} />
      <form method="get" action={path} className={styles.filterForm} aria-label="Filter mobil">
        <FilterSelects
          className={styles.field}
          fields={[
            { id: 'f-model', name: 'model', label: 'Model', value: filters.model, allLabel: 'Semua model', options: models.map((m) => ({ value: m.code, label: m.name })) },
            { id: 'f-price', name: 'price', label: 'Rentang harga', value: filters.price, allLabel: 'Semua harga', options: PRICE_RANGES },
            { id: 'f-fuel', name: 'fuel', label: 'Bahan bakar', value: filters.fuel, allLabel: 'Semua bahan bakar', options: plainOptions(FUELS) },
            { id: 'f-transmission', name: 'transmission', label: 'Transmisi', value: filters.transmission, allLabel: 'Semua transmisi', options: plainOptions(TRANSMISSIONS) },
            { id: 'f-seats', name: 'seats', label: 'Jumlah kursi', value: filters.seats, allLabel: 'Semua', options: seatOptions.map((s) => ({ value: String(s), label: `${s} penumpang` })) },
          ]}
        />
        {filters.tipe ? <input type="hidden" name="tipe" value={filters.tipe} /> : null}
        {filters.bodyType ? <input type="hidden" name="bodyType" value={filters.bodyType} /> : null}
        {filters.sort !== 'recommended' ? <input type="hidden" name="sort" value={filters.sort} /> : null}
        <FilterActions className={styles.filterActions} submitLabel="Terapkan filter" reset={active > 0 ? { href: cleared, label: 'Hapus filter', className: styles.link } : null} />
      </form>
    </details>
  );
}
