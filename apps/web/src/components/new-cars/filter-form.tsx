import Link from '@/components/page/link';
import { BODY_TYPE_LABELS, FUELS, type NewCarFilters, PRICE_RANGES, TRANSMISSIONS } from '@/server/new-cars';
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
      <div className={styles.field}>
        <label htmlFor="f-model">Model</label>
        <select id="f-model" name="model" defaultValue={filters.model ?? ''}>
          <option value="">Semua model</option>
          {models.map((m) => (
            <option key={m.code} value={m.code}>
              {m.name}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor="f-body">Tipe bodi</label>
        <select id="f-body" name="bodyType" defaultValue={filters.bodyType ?? ''}>
          <option value="">Semua tipe</option>
          {Object.entries(BODY_TYPE_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor="f-price">Rentang harga</label>
        <select id="f-price" name="price" defaultValue={filters.price ?? ''}>
          <option value="">Semua harga</option>
          {PRICE_RANGES.map((r) => (
            <option key={r.value} value={r.value}>
              {r.label}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor="f-fuel">Bahan bakar</label>
        <select id="f-fuel" name="fuel" defaultValue={filters.fuel ?? ''}>
          <option value="">Semua bahan bakar</option>
          {FUELS.map((f) => (
            <option key={f} value={f}>
              {f}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor="f-transmission">Transmisi</label>
        <select id="f-transmission" name="transmission" defaultValue={filters.transmission ?? ''}>
          <option value="">Semua transmisi</option>
          {TRANSMISSIONS.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor="f-seats">Jumlah kursi</label>
        <select id="f-seats" name="seats" defaultValue={filters.seats ?? ''}>
          <option value="">Semua</option>
          {seatOptions.map((s) => (
            <option key={s} value={String(s)}>
              {`${s} penumpang`}
            </option>
          ))}
        </select>
      </div>
      {filters.sort !== 'recommended' ? <input type="hidden" name="sort" value={filters.sort} /> : null}
      <div className={styles.filterActions}>
        <button type="submit" className="button">
          Terapkan filter
        </button>
        <Link href={path} className={styles.link}>
          Hapus filter
        </Link>
      </div>
    </form>
  );
}
