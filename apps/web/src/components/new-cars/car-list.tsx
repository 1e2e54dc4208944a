import { ROUTES } from '@kemudi/domain/routes';
import type { Metadata } from 'next';
import Link from '@/components/page/link';
import { Pagination } from '@/components/page/pagination';
import { pageMetadata } from '@/lib/metadata';
import { filterParams, hasFilters, type NewCarList, parseNewCarFilters } from '@/lib/new-cars';
import type { SearchParams } from '@/lib/search-params';
import { FilterForm } from './filter-form';
import { ModelCard } from './model-card';
import styles from './new-cars.module.css';
import { SortForm } from './sort-form';

const COMPARE_FORM = 'compare-form';

/** A new-car list's metadata: a filtered list repeats the plain one, so it is followed but not indexed. */
export function carListMetadata(page: { title: string; description: string; path: string; origin: string }, searchParams: SearchParams): Metadata {
  return pageMetadata({ ...page, noIndex: hasFilters(parseNewCarFilters(searchParams)) });
}

/** A new-car list's cards as the §3 Item list's entries, at each model's lowest price. */
export const listedCars = (list: NewCarList) => list.cards.map((c) => ({ name: c.name, imageUrl: c.imageUrl, url: c.url, price: c.lowestPrice }));

/**
 * The body of a new-car list (/c/mobil-baru-toyota, /c/testdrive-toyota): filters, count, sort,
 * the cards of the page and the pagination; optionally the compare form the cards' checkboxes
 * submit to the comparison page.
 */
export function CarList({
  list,
  path,
  label,
  compare,
  actionFor,
}: {
  list: NewCarList;
  path: string;
  /** What the list holds, for the count and the pagination ('mobil', 'model test drive'). */
  label: string;
  compare: boolean;
  actionFor?: (card: NewCarList['cards'][number]) => { href: string; label: string; external?: boolean };
}) {
  const { filters } = list;
  const seatOptions = [...new Set(list.allModels.map((m) => m.seats))].sort((a, b) => a - b);
  return (
    <div className={styles.layout}>
      <FilterForm path={path} filters={filters} models={list.allModels} seatOptions={seatOptions} />
      <section aria-labelledby="result-title">
        <h2 id="result-title" className="visually-hidden">
          {`Daftar ${label}`}
        </h2>
        <div className={styles.toolbar}>
          <p className={styles.count} role="status">
            {`${list.total} ${label} ditemukan`}
            <span className={styles.muted}>{` · harga OTR ${list.city.name}`}</span>
          </p>
          <SortForm path={path} filters={filters} />
        </div>
        {list.cards.length === 0 ? (
          <div className={styles.empty}>
            <p>Tidak ada mobil yang cocok dengan filter Anda.</p>
            {hasFilters(filters) ? (
              <p>
                <Link href={path} className={styles.link}>
                  Hapus semua filter
                </Link>
              </p>
            ) : null}
          </div>
        ) : (
          <ul className={styles.grid}>
            {list.cards.map((card, i) => {
              const action = actionFor?.(card);
              return (
                <li key={card.code}>
                  <ModelCard card={card} eager={i < 2} {...(compare ? { compareForm: COMPARE_FORM } : {})} {...(action ? { action } : {})} />
                </li>
              );
            })}
          </ul>
        )}
        <Pagination page={filters.page} totalPages={list.totalPages} path={path} params={filterParams(filters)} label={label} />
        {compare && list.cards.length > 1 ? (
          <form id={COMPARE_FORM} method="get" action={ROUTES.compare()} className={styles.compareBar} aria-label="Bandingkan mobil">
            <p>Centang 2 atau 3 mobil, lalu bandingkan spesifikasinya.</p>
            <button type="submit" className="button">
              Bandingkan
            </button>
          </form>
        ) : null}
      </section>
    </div>
  );
}
