'use client';

import { useEffect, useState, type RefObject } from 'react';

/** The visitor reaching for a part of the page: the pointer over it, a press or a touch on it, the focus or typing inside it. */
const REACH = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown', 'input'] as const;

/**
 * Issue 14 (first-load JavaScript): a part the server renders with the page whose interactive code
 * is fetched only when the visitor first reaches for it (`region`). Answers what `load` resolved
 * to, null until then. A failed fetch is tried again on the next reach. `load` must be stable (a
 * module-level function).
 */
export function useLoadOnReach<T>(region: RefObject<HTMLElement | null>, load: () => Promise<T>): T | null {
  const [loaded, setLoaded] = useState<T | null>(null);
  useEffect(() => {
    const node = region.current;
    if (!node) return;
    let live = true;
    const listen = () => REACH.forEach((type) => node.addEventListener(type, reach, { passive: true }));
    const stop = () => REACH.forEach((type) => node.removeEventListener(type, reach));
    function reach() {
      stop();
      load().then(
        (value) => {
          if (live) setLoaded(() => value);
        },
        () => {
          if (live) listen();
        },
      );
    }
    // Reached before this code ran (a quick visitor on a slow phone: the focus is already inside and
    // the typing has begun): load now, or the keystrokes would never bring the code.
    if (node.contains(document.activeElement)) reach();
    else listen();
    return () => {
      live = false;
      stop();
    };
  }, [region, load]);
  return loaded;
}
