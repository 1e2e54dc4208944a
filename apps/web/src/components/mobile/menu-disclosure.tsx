'use client';

import Link from '@/components/page/link';
import { useState, type ReactNode } from 'react';
import type { MenuDisclosureClasses } from './bar-classes';

/** A drawer menu item with a submenu (§2 Purna Jual): the item's own link, and a button that shows or hides the submenu. */
export function MenuDisclosure({
  label,
  href,
  submenuId,
  chevron,
  classes,
  children,
}: {
  label: string;
  href: string;
  submenuId: string;
  chevron: ReactNode;
  classes: MenuDisclosureClasses;
  children: ReactNode;
}) {
  const [expanded, setExpanded] = useState(false);
  return (
    <>
      <div className={classes.row}>
        <Link href={href} className={classes.menuLink}>
          {label}
        </Link>
        <button
          type="button"
          className={classes.toggle}
          aria-expanded={expanded}
          aria-controls={submenuId}
          aria-label={`Submenu ${label}`}
          onClick={() => setExpanded((value) => !value)}
        >
          {chevron}
        </button>
      </div>
      <ul id={submenuId} className={classes.submenu} hidden={!expanded}>
        {children}
      </ul>
    </>
  );
}
