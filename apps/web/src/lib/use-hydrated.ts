import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False in the server's HTML, true once React runs in the browser. Forms and buttons that act by
 * script only stay disabled (and unmarked by `data-ready`, which browser tests wait for) until then.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
