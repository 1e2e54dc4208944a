import { type NewCarFilters, SORT_LABELS, filterParams } from '@/server/new-cars';
import styles from './new-cars.module.css';

/** Sorting as a GET form that keeps the filters; the small script-free "Urutkan" button submits it. */
export function SortForm({ path, filters }: { path: string; filters: NewCarFilters }) {
  const keep = Object.entries(filterParams(filters)).filter(([k, v]) => k !== 'sort' && v !== undefined);
  return (
    <form method="get" action={path} className={styles.sortForm}>
      {keep.map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={v} />
      ))}
      <label htmlFor="sort">Urutkan</label>
      <select id="sort" name="sort" defaultValue={filters.sort}>
        {Object.entries(SORT_LABELS).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
      <button type="submit" className={styles.secondary}>
        Terapkan
      </button>
    </form>
  );
}
