'use client';

import { usePathname } from 'next/navigation';
import { useCallback, useEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import { useModal } from '@/lib/dialog';
import { setMobileDrawerOpen, useMobileDrawerOpen } from './drawer-state';
import type { DrawerShellClasses } from './bar-classes';

/** Where the bottom bar ends (its CSS hides it from 1024 px up). */
const DESKTOP_QUERY = '(min-width: 1024px)';

/**
 * §2/§4 the Lainnya drawer: a modal dialog named by its title. While open, page scrolling is
 * locked, focus stays inside and Escape closes it (useModal); a tap on the backdrop closes it too,
 * and so does following any of its links. The content is rendered on the server and passed in;
 * the title too (an island naming the customer, mobile/drawer-account.tsx).
 */
export function DrawerShell({
  id,
  title,
  closeIcon,
  classes,
  children,
}: {
  id: string;
  title: ReactNode;
  closeIcon: ReactNode;
  classes: DrawerShellClasses;
  children: ReactNode;
}) {
  const open = useMobileDrawerOpen();
  const panel = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setMobileDrawerOpen(false), []);
  useModal(open, panel, close);

  // A page change (a drawer link, the browser's back button) closes the drawer.
  const pathname = usePathname();
  useEffect(close, [pathname, close]);

  // Turned to a desktop width while open: the bar and its drawer are gone, so is the lock.
  useEffect(() => {
    if (!open) return;
    const query = window.matchMedia(DESKTOP_QUERY);
    const onChange = () => {
      if (query.matches) close();
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [open, close]);

  const onPanelClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target instanceof Element && event.target.closest('a[href]')) close();
  };

  const titleId = `${id}-judul`;
  return (
    <div id={id} className={classes.layer} hidden={!open} data-chrome="">
      <div className={classes.backdrop} onClick={close} aria-hidden="true" />
      <div ref={panel} role="dialog" aria-modal="true" aria-labelledby={titleId} className={classes.panel} onClick={onPanelClick}>
        <div className={classes.head}>
          <h2 id={titleId} className={classes.title}>
            {title}
          </h2>
          <button type="button" className={classes.close} onClick={close} aria-label="Tutup">
            {closeIcon}
          </button>
        </div>
        {children}
      </div>
    </div>
  );
}
