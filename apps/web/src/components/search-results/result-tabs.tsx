import Link from '@/components/page/link';
import { RESULT_KINDS, type ResultGroup, type ResultKindInfo, resultsHref } from '@/lib/search-results';
import styles from './search-results.module.css';

/**
 * A tab per kind that has matches, with its count, and "Semua" first: plain links (they work
 * without JavaScript); the shown one carries aria-current. Tabs keep a fixed order so they do not
 * move between searches; the sections of "Semua" follow the relevance order instead.
 */
export function ResultTabs({
  text,
  total,
  groups,
  current,
}: {
  text: string;
  total: number;
  groups: readonly ResultGroup[];
  current: ResultKindInfo | undefined;
}) {
  const counts = new Map(groups.map((g) => [g.kind.kind, g.total]));
  const tabs = [
    { key: 'semua', label: 'Semua', count: total, href: resultsHref(text, undefined, 0), current: current === undefined },
    ...RESULT_KINDS.filter((k) => (counts.get(k.kind) ?? 0) > 0 || k.kind === current?.kind).map((k) => ({
      key: k.slug,
      label: k.label,
      count: counts.get(k.kind) ?? 0,
      href: resultsHref(text, k, 0),
      current: k.kind === current?.kind,
    })),
  ];
  return (
    <nav aria-label="Jenis hasil" className={styles.tabs}>
      <ul>
        {tabs.map((tab) => (
          <li key={tab.key}>
            <Link href={tab.href} aria-current={tab.current ? 'page' : undefined}>
              {tab.label} <span className={styles.tabCount}>({tab.count})</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
