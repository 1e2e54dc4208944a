'use client';

import { type ReactNode, useLayoutEffect, useRef } from 'react';

/**
 * The type chips' row (issue 15). On a phone it scrolls sideways, so a chosen chip far along the row
 * (GR Sport, Hybrid & Listrik) would open out of sight: once on the page, the row is scrolled to
 * show it. Without JavaScript the row starts at "Semua" and the list's count names the chosen chip.
 */
export function ChipRow({ className, children }: { className?: string | undefined; children: ReactNode }) {
  const row = useRef<HTMLUListElement>(null);
  useLayoutEffect(() => {
    const list = row.current;
    const current = list?.querySelector<HTMLElement>('[aria-current="page"]')?.closest('li');
    if (!list || !current) return;
    const start = current.offsetLeft;
    const end = start + current.offsetWidth;
    // Already fully in view: leave the row where it is.
    if (start >= list.scrollLeft && end <= list.scrollLeft + list.clientWidth) return;
    list.scrollLeft = Math.max(0, start - (list.clientWidth - current.offsetWidth) / 2);
  });
  return (
    <ul ref={row} className={className}>
      {children}
    </ul>
  );
}
