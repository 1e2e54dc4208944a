import type { ReactNode } from 'react';
import styles from './services.module.css';

/**
 * A table that may scroll sideways on a phone: the scroll box is focusable (keyboard users can
 * scroll it) and named after the table, as WAI recommends for scrollable regions.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.tableWrap} role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
