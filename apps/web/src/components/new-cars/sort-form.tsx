import { FilterSortForm, recordOptions } from '@/components/page/filter-fields';
import { filterParams, type NewCarFilters, SORT_LABELS } from '@/lib/new-cars';
import styles from './new-cars.module.css';

/** Sorting as a GET form that keeps the filters; the small script-free "Terapkan" button submits it. */
export function SortForm({ path, filters }: { path: string; filters: NewCarFilters }) {
  return (
    <FilterSortForm
      path={path}
      params={filterParams(filters)}
      id="sort"
      value={filters.sort}
      options={recordOptions(SORT_LABELS)}
      className={styles.sortForm}
      button={{ label: 'Terapkan', className: styles.secondary }}
    />
  );
}
