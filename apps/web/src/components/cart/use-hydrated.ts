import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False in the server's HTML, true once React runs in the browser: the cart's buttons act by
 * script only, so they stay disabled (and their island unmarked by `data-ready`) until then.
 * (The account forms have the same hook; theirs lives beside the form fields this leaf does not need.)
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
