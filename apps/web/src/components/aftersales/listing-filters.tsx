import Link from '@/components/page/link';
import {
  type Facets,
  type ListFilters,
  type ListingInfo,
  PRICE_BANDS,
  SORT_OPTIONS,
  isFiltered,
  typeLabel,
} from '@/server/aftersales';
import styles from './aftersales.module.css';

/**
 * The listing's filter form: a plain GET form (it works without JavaScript, and every filtered list
 * has its own URL), so a choice is applied with "Terapkan". The choices come from products/facets,
 * each with how many items it holds.
 */
export function ListingFilters({ info, filters, facets }: { info: ListingInfo; filters: ListFilters; facets: Facets | null }) {
  const models = facets?.models ?? [];
  const types = facets?.types ?? [];
  // A value from the URL that the facets do not offer (no items, or facets unavailable) stays selectable.
  const modelMissing = filters.model !== undefined && !models.some((m) => m.code === filters.model);
  const typeMissing = filters.type !== undefined && !types.some((t) => t.value.toLowerCase() === filters.type?.toLowerCase());
  const selectedType = types.find((t) => t.value.toLowerCase() === filters.type?.toLowerCase())?.value ?? filters.type ?? '';
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
        <div className={styles.field}>
          <label htmlFor={id('model')}>Model mobil</label>
          <select id={id('model')} name="model" defaultValue={filters.model ?? ''}>
            <option value="">Semua model</option>
            {models.map((m) => (
              <option key={m.code} value={m.code}>{`${m.name} (${m.count})`}</option>
            ))}
            {modelMissing ? <option value={filters.model}>{filters.model}</option> : null}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={id('type')}>{info.typeLabel}</label>
          <select id={id('type')} name={info.typeParam} defaultValue={selectedType}>
            <option value="">{`Semua ${info.typeLabel.toLowerCase()}`}</option>
            {types.map((t) => (
              <option key={t.value} value={t.value}>{`${typeLabel(info.kind, t.value)} (${t.count})`}</option>
            ))}
            {typeMissing ? <option value={filters.type}>{typeLabel(info.kind, filters.type ?? '')}</option> : null}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={id('harga')}>Rentang harga</label>
          <select id={id('harga')} name="harga" defaultValue={filters.band?.value ?? ''}>
            <option value="">Semua harga</option>
            {PRICE_BANDS[info.kind].map((b) => (
              <option key={b.value} value={b.value}>
                {b.label}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={id('sort')}>Urutkan</label>
          <select id={id('sort')} name="urutkan" defaultValue={filters.sort}>
            {SORT_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.actions}>
          <button type="submit" className="button">
            Terapkan
          </button>
          {isFiltered(filters) || filters.sort !== 'recommended' ? (
            <Link href={info.path} className={styles.reset}>
              Hapus semua filter
            </Link>
          ) : null}
        </div>
      </div>
    </form>
  );
}
