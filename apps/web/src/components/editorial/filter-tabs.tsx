import Link from '@/components/page/link';
import styles from './editorial.module.css';

export interface FilterTab {
  label: string;
  href: string;
  current: boolean;
}

/** A row of filter links (they work without JavaScript); the chosen one carries aria-current. */
export function FilterTabs({ label, tabs }: { label: string; tabs: readonly FilterTab[] }) {
  return (
    <nav aria-label={label} className={styles.tabs}>
      <ul>
        {tabs.map((tab) => (
          <li key={tab.href}>
            <Link href={tab.href} aria-current={tab.current ? 'page' : undefined}>
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
