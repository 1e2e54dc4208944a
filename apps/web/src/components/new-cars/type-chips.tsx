import type { ModelCard } from '@kemudi/domain/contracts/new-cars';
import Link from '@/components/page/link';
import { pageHref } from '@/lib/search-params';
import { activeType, filterParams, type NewCarFilters, typeChips } from '@/lib/new-cars';
import { ChipRow } from './chip-row';
import styles from './new-cars.module.css';

/**
 * The line-up's types as links (?tipe=), each with how many models it holds: server-rendered, they
 * work without JavaScript and every type has its own URL. A chip keeps the form's filters and the
 * order; it replaces an old link's body type. On phones the row scrolls sideways, to the chosen chip.
 */
export function TypeChips({ path, filters, cards }: { path: string; filters: NewCarFilters; cards: readonly ModelCard[] }) {
  const active = activeType(filters);
  const keep = { ...filterParams(filters), bodyType: undefined };
  return (
    <nav aria-label="Tipe mobil" className={styles.typeNav}>
      <ChipRow className={styles.chips}>
        {typeChips(cards, active).map((chip) => (
          <li key={chip.value ?? ''}>
            <Link href={pageHref(path, { ...keep, tipe: chip.value }, 0)} aria-current={chip.value === active ? 'page' : undefined}>
              {chip.label}{' '}
              <span className={styles.chipCount}>
                {chip.count}
                <span className="visually-hidden"> model</span>
              </span>
            </Link>
          </li>
        ))}
      </ChipRow>
    </nav>
  );
}
