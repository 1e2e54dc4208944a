'use client';

import { useSyncExternalStore } from 'react';

/*
 * Whether the mobile drawer is open. The Lainnya button lives in the bottom bar and the drawer
 * beside it (a fixed bar is its own stacking context, so the drawer cannot sit inside it): the two
 * client leaves share this tiny store instead of one big client component around both.
 */
let open = false;
const listeners = new Set<() => void>();

export function setMobileDrawerOpen(next: boolean): void {
  if (open === next) return;
  open = next;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useMobileDrawerOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => open,
    () => false,
  );
}
