'use client';

import Link from '@/components/page/link';
import { useState, type ReactNode } from 'react';
import styles from './mobile-drawer.module.css';

/** A drawer menu item with a submenu (§2 Purna Jual): the item's own link, and a button that shows or hides the submenu. */
export function MenuDisclosure({
  label,
  href,
  submenuId,
  chevron,
  children,
}: {
  label: string;
  href: string;
  submenuId: string;
  chevron: ReactNode;
  children: ReactNode;
}) {
  const [expanded, setExpanded] = useState(false);
  return (
    <>
      <div className={styles.row}>
        <Link href={href} className={styles.menuLink}>
          {label}
        </Link>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={expanded}
          aria-controls={submenuId}
          aria-label={`Submenu ${label}`}
          onClick={() => setExpanded((value) => !value)}
        >
          {chevron}
        </button>
      </div>
      <ul id={submenuId} className={styles.submenu} hidden={!expanded}>
        {children}
      </ul>
    </>
  );
}
