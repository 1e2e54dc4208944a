/*
 * §4 "The chosen city is synced at page load", the work itself: fetched by the header's page-load
 * sync (city-sync.tsx) once the page is up — nothing on screen waits for it — so every page's first
 * load carries neither the plan nor the call (issue 14).
 */
import { changeCity, isInsideApp, planPageLoad, readSavedDefault, writeSavedDefault, type ChosenCity } from './city-location';

/**
 * Compares the tab's saved default city with the city the page was rendered for (the cookie) and,
 * when the saved one is kept and differs, sends it to the server — on a car product page with sync,
 * so a refresh answer reloads the page. `refresh` re-renders the page for a changed city.
 */
export function syncPageLoadCity(city: ChosenCity, refresh: () => void): void {
  const plan = planPageLoad(readSavedDefault(), city, isInsideApp());
  if (plan.kind === 'save-page-city') {
    writeSavedDefault(city, false);
  } else if (plan.kind === 'sync-saved') {
    changeCity(plan.city, plan.fromBranchPage).then(
      (outcome) => {
        if (outcome === 'changed') refresh();
      },
      // The page stays on the cookie's city; the saved default is retried on the next page load.
      (err: unknown) => console.warn('Kota pilihan belum tersimpan di server', err),
    );
  }
}
