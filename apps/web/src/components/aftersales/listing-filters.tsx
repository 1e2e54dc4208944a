import type { FacetsData } from '@kemudi/domain/contracts/catalogue';
import { FilterActions, FilterSelects, facetOptions, withCount } from '@/components/page/filter-fields';
import { type ListFilters, type ListingInfo, PRICE_BANDS, SORT_OPTIONS, isFiltered, typeLabel } from '@/lib/aftersales';
import styles from './aftersales.module.css';

/**
 * The listing's filter form: a plain GET form (it works without JavaScript, and every filtered list
 * has its own URL), so a choice is applied with "Terapkan". The choices come from products/facets,
 * each with how many items it holds.
 */
export function ListingFilters({ info, filters, facets }: { info: ListingInfo; filters: ListFilters; facets: FacetsData | null }) {
  const models = facets?.models ?? [];
  const types = facets?.types ?? [];
  // A value from the URL that the facets do not offer (no items, or facets unavailable) stays selectable.
  const modelMissing = filters.model !== undefined && !models.some((m) => m.code === filters.model) ? { value: filters.model, label: filters.model } : undefined;
  const sameType = (t: { value: string }) => t.value.toLowerCase() === filters.type?.toLowerCase();
  const typeMissing = filters.type !== undefined && !types.some(sameType) ? { value: filters.type, label: typeLabel(info.kind, filters.type) } : undefined;
  const selectedType = types.find(sameType)?.value ?? filters.type ?? '';
  const typeOptions = types.map((t) => ({ value: t.value, label: withCount(typeLabel(info.kind, t.value), t.count) }));
  const id = (name: string) => `filter-${info.noun}-${name}`;
  return (
    <form method="get" action={info.path} className={styles.filters} role="search" aria-label={`Cari dan saring ${info.noun}`}>
      <div className={styles.filterGrid}>
        <div className={`${styles.field} ${styles.fieldWide}`}>
          <label htmlFor={id('q')}>{`Cari ${info.noun}`}</label>
          <input
            id={id('q')}
            type="search"
            name="q"
            defaultValue={filters.q ?? ''}
            maxLength={100}
            placeholder={info.kind === 'ACCESSORY' ? 'mis. karpet, kamera, body kit' : 'mis. AC, 40.000 km, spooring'}
            enterKeyHint="search"
          />
        </div>
        <FilterSelects
          className={styles.field}
          fields={[
            { id: id('model'), name: 'model', label: 'Model mobil', value: filters.model, allLabel: 'Semua model', options: facetOptions(models), extra: modelMissing },
            { id: id('type'), name: info.typeParam, label: info.typeLabel, value: selectedType, allLabel: `Semua ${info.typeLabel.toLowerCase()}`, options: typeOptions, extra: typeMissing },
            { id: id('harga'), name: 'harga', label: 'Rentang harga', value: filters.band?.value, allLabel: 'Semua harga', options: PRICE_BANDS[info.kind] },
            { id: id('sort'), name: 'urutkan', label: 'Urutkan', value: filters.sort, options: SORT_OPTIONS },
          ]}
        />
        <FilterActions
          className={styles.actions}
          submitLabel="Terapkan"
          reset={isFiltered(filters) || filters.sort !== 'recommended' ? { href: info.path, label: 'Hapus semua filter', className: styles.reset } : null}
        />
      </div>
    </form>
  );
}
