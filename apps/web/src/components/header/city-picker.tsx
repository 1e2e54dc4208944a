'use client';

import { useRouter } from 'next/navigation';
import { lazy, Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { CITY_CHANGED_EVENT, type CityChangedDetail } from '@/lib/events';
import type { ChosenCity } from './city-location';

/** The button's class names (header.module.css), passed by the server-rendered header: the island ships none of its map. */
export type CityPickerClasses = { button?: string; name?: string };

/** The button's pin and chevron (icons.tsx), rendered by the server-rendered header. */
export type CityPickerIcons = { pin: ReactNode; chevron: ReactNode };

// The dialog (lists, province and city selects, their fetches) is a chunk of its own: every page
// ships the picker's button, few visitors open it. Pointer or focus on the button fetches it early.
// Saving the choice (city-location.ts, which the dialog's lists load too) is fetched with it.
const loadDialog = () => import('./city-dialog');
const CityDialog = lazy(() => loadDialog().then((m) => ({ default: m.CityDialog })));
const warmDialog = () => void loadDialog().catch(() => undefined);

/**
 * The top bar's city picker (§2, §4 City): a button showing the chosen city that opens a dialog
 * with the §9 header cities first and any other city by province then city.
 */
export function CityPicker({ city, classes, icons }: { city: ChosenCity; classes: CityPickerClasses; icons: CityPickerIcons }) {
  const router = useRouter();
  const [current, setCurrent] = useState(city);
  const [open, setOpen] = useState(false);

  // The server's value wins whenever it re-renders the header (navigation, router.refresh()).
  const [serverCity, setServerCity] = useState(city);
  if (serverCity.cityIsocode !== city.cityIsocode || serverCity.name !== city.name) {
    setServerCity(city);
    setCurrent(city);
  }

  // Another leaf (the page-load sync, a second picker in the mobile drawer) changed the city.
  useEffect(() => {
    const onChanged = (event: Event) => setCurrent((event as CustomEvent<CityChangedDetail>).detail);
    window.addEventListener(CITY_CHANGED_EVENT, onChanged);
    return () => window.removeEventListener(CITY_CHANGED_EVENT, onChanged);
  }, []);

  const close = useCallback(() => setOpen(false), []);

  const choose = useCallback(
    async (next: ChosenCity) => {
      if (next.cityIsocode === current.cityIsocode && next.provinceIsocode === current.provinceIsocode) {
        setOpen(false);
        return;
      }
      const { changeCity } = await import('./city-location');
      const outcome = await changeCity(next, false); // throws → the dialog shows the error
      setOpen(false);
      // Server-rendered parts that depend on the city (prices, city promos) are rendered again.
      if (outcome === 'changed') router.refresh();
    },
    [current, router],
  );

  return (
    <>
      <button
        type="button"
        className={classes.button}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        onPointerEnter={warmDialog}
        onFocus={warmDialog}
      >
        {icons.pin}
        <span className="visually-hidden">Lokasi: </span>
        <span className={classes.name}>{current.name}</span>
        {icons.chevron}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <CityDialog current={current} onClose={close} onChoose={choose} />
        </Suspense>
      ) : null}
    </>
  );
}
