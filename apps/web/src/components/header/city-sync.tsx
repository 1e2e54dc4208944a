'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';
import type { ChosenCity } from './city-location';

/**
 * §4 "The chosen city is synced at page load": once per page load, the tab's saved default city is
 * compared with the city the page was rendered for (the cookie) and, when it is kept and differs,
 * sent to the server — on a car product page with sync, so a refresh answer reloads the page.
 * Renders nothing; the header mounts it once. The work (city-page-load.ts) is fetched once the page
 * is up: nothing on screen waits for it (issue 14: first-load JavaScript).
 */
export function CityPageLoadSync({ city }: { city: ChosenCity }) {
  const router = useRouter();
  const done = useRef(false);

  useEffect(() => {
    if (done.current) return;
    done.current = true;
    import('./city-page-load').then(
      ({ syncPageLoadCity }) => syncPageLoadCity(city, () => router.refresh()),
      // Not fetched (offline): the saved default is synced on the next page load.
      (err: unknown) => console.warn('Kota pilihan belum tersimpan di server', err),
    );
    // Only the first render's city matters: later renders come from our own changes.
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  return null;
}
