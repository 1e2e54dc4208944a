'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { changeCity, isInsideApp, planPageLoad, readSavedDefault, writeSavedDefault, type ChosenCity } from './city-location';

/**
 * §4 "The chosen city is synced at page load": once per page load, the tab's saved default city is
 * compared with the city the page was rendered for (the cookie) and, when it is kept and differs,
 * sent to the server — on a car product page with sync, so a refresh answer reloads the page.
 * Renders nothing; the header mounts it once.
 */
export function CityPageLoadSync({ city }: { city: ChosenCity }) {
  const router = useRouter();
  const done = useRef(false);

  useEffect(() => {
    if (done.current) return;
    done.current = true;
    const saved = readSavedDefault();
    const plan = planPageLoad(saved, city, isInsideApp());
    if (plan.kind === 'save-page-city') {
      writeSavedDefault(city, false);
    } else if (plan.kind === 'sync-saved') {
      changeCity(plan.city, plan.fromBranchPage).then(
        (outcome) => {
          if (outcome === 'changed') router.refresh();
        },
        // The page stays on the cookie's city; the saved default is retried on the next page load.
        (err: unknown) => console.warn('Kota pilihan belum tersimpan di server', err),
      );
    }
    // Only the first render's city matters: later renders come from our own changes.
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  return null;
}
