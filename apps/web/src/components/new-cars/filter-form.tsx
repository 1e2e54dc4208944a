import { BODY_TYPE_LABELS, FUELS, TRANSMISSIONS } from '@kemudi/domain/vocabulary';
import { FilterActions, FilterSelects, plainOptions, recordOptions } from '@/components/page/filter-fields';
import { type NewCarFilters, PRICE_RANGES } from '@/lib/new-cars';
import styles from './new-cars.module.css';

/**
 * The list's filters as a GET form (works without JavaScript; every filtered list has its own URL).
 * The sort is kept in a hidden field, and a new filter starts again from the first page.
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
  return (
    <form method="get" action={path} className={styles.filters} aria-labelledby="filter-title">
      <h2 id="filter-title">Filter mobil</h2>
      <FilterSelects
        className={styles.field}
        fields={[
          { id: 'f-model', name: 'model', label: 'Model', value: filters.model, allLabel: 'Semua model', options: models.map((m) => ({ value: m.code, label: m.name })) },
          { id: 'f-body', name: 'bodyType', label: 'Tipe bodi', value: filters.bodyType, allLabel: 'Semua tipe', options: recordOptions(BODY_TYPE_LABELS) },
          { id: 'f-price', name: 'price', label: 'Rentang harga', value: filters.price, allLabel: 'Semua harga', options: PRICE_RANGES },
          { id: 'f-fuel', name: 'fuel', label: 'Bahan bakar', value: filters.fuel, allLabel: 'Semua bahan bakar', options: plainOptions(FUELS) },
          { id: 'f-transmission', name: 'transmission', label: 'Transmisi', value: filters.transmission, allLabel: 'Semua transmisi', options: plainOptions(TRANSMISSIONS) },
          { id: 'f-seats', name: 'seats', label: 'Jumlah kursi', value: filters.seats, allLabel: 'Semua', options: seatOptions.map((s) => ({ value: String(s), label: `${s} penumpang` })) },
        ]}
      />
      {filters.sort !== 'recommended' ? <input type="hidden" name="sort" value={filters.sort} /> : null}
      <FilterActions className={styles.filterActions} submitLabel="Terapkan filter" reset={{ href: path, label: 'Hapus filter', className: styles.link }} />
    </form>
  );
}
