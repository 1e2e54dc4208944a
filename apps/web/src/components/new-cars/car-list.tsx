import { ROUTES } from '@kemudi/domain/routes';
import type { Metadata } from 'next';
import Link from '@/components/page/link';
import { pageMetadata } from '@/lib/metadata';
import { activeType, groupCards, hasFilters, type NewCarList, parseNewCarFilters, typeChips } from '@/lib/new-cars';
import type { SearchParams } from '@/lib/search-params';
import { FilterForm } from './filter-form';
import { ModelCard } from './model-card';
import styles from './new-cars.module.css';
import { SortForm } from './sort-form';
import { TypeChips } from './type-chips';

const COMPARE_FORM = 'compare-form';
/** Cards whose picture loads at once: the first row on a phone (two columns). */
const EAGER_CARDS = 2;

/** A new-car list's metadata: a filtered list repeats the plain one, so it is followed but not indexed. */
export function carListMetadata(page: { title: string; description: string; path: string; origin: string }, searchParams: SearchParams): Metadata {
  return pageMetadata({ ...page, noIndex: hasFilters(parseNewCarFilters(searchParams)) });
}

/** A new-car list's cards as the §3 Item list's entries, at each model's lowest price, in the order the page shows them. */
export const listedCars = (list: NewCarList) =>
  groupCards(list.cards)
    .flatMap((g) => g.cards)
    .map((c) => ({ name: c.name, imageUrl: c.imageUrl, url: c.url, price: c.lowestPrice }));

/**
 * The body of a new-car list (/c/mobil-baru-toyota, /c/testdrive-toyota), issue 15: the type chips,
 * the filters, count and sort, then every model of the list at once in groups by type (each headed
 * with its count); optionally the compare form the cards' checkboxes submit to the comparison page.
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
  /** What the list holds, for the count ('mobil', 'model test drive'). */
  label: string;
  compare: boolean;
  actionFor?: (card: NewCarList['cards'][number]) => { href: string; label: string; external?: boolean };
}) {
  const { filters } = list;
  const seatOptions = [...new Set(list.allModels.flatMap((m) => [m.minSeats, m.seats]))].sort((a, b) => a - b);
  const groups = groupCards(list.cards);
  const active = activeType(filters);
  const chosen = active ? typeChips(list.matching, active).find((c) => c.value === active) : undefined;
  const eager = new Set(
    groups
      .flatMap((g) => g.cards)
      .slice(0, EAGER_CARDS)
      .map((c) => c.code),
  );
  return (
    <>
      <TypeChips path={path} filters={filters} cards={list.matching} />
      <div className={styles.layout}>
        <FilterForm path={path} filters={filters} models={list.allModels} seatOptions={seatOptions} />
        <section aria-label={`Daftar ${label}`}>
          <div className={styles.toolbar}>
            <p className={styles.count} role="status">
              {`${list.cards.length} ${label} ditemukan`}
              {/* The chosen chip may be scrolled out of sight on a phone: the count names it. */}
              <span className={styles.muted}>{`${chosen ? ` · ${chosen.label}` : ''} · harga OTR ${list.city.name}`}</span>
            </p>
            <SortForm path={path} filters={filters} />
          </div>
          {groups.length === 0 ? (
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
            groups.map((group) => (
              <section key={group.value} aria-labelledby={`grup-${group.value}`} className={styles.group}>
                <h2 id={`grup-${group.value}`} className={styles.groupTitle}>
                  {group.label}{' '}
                  <span className={styles.groupCount}>{`${group.cards.length} model`}</span>
                </h2>
                <ul className={styles.lineUp}>
                  {group.cards.map((card) => {
                    const action = actionFor?.(card);
                    return (
                      <li key={card.code}>
                        <ModelCard
                          card={card}
                          eager={eager.has(card.code)}
                          {...(compare ? { compareForm: COMPARE_FORM } : {})}
                          {...(action ? { action } : {})}
                        />
                      </li>
                    );
                  })}
                </ul>
              </section>
            ))
          )}
          {compare && list.cards.length > 1 ? (
            <form id={COMPARE_FORM} method="get" action={ROUTES.compare()} className={styles.compareBar} aria-label="Bandingkan mobil">
              <p>Centang 2 atau 3 mobil untuk dibandingkan.</p>
              <button type="submit" className="button">
                Bandingkan
              </button>
            </form>
          ) : null}
        </section>
      </div>
    </>
  );
}
