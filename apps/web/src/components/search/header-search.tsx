'use client';

import { lazy, Suspense, useCallback, useRef, useState, type ReactNode } from 'react';
import { useLoadOnReach } from '@/components/layout/load-on-reach';
import { warmContracts } from '@/lib/call-answer';
import type { TakeOver } from './search-combobox';
import type { SearchClasses } from './search-form-view';

// The phone's overlay (dialog, quick menu) and the menu contract load when the search button is first touched.
const loadOverlay = () => import('./search-overlay');
const SearchOverlay = lazy(() => loadOverlay().then((m) => ({ default: m.SearchOverlay })));
const warmOverlay = () => {
  void loadOverlay().catch(() => undefined);
  warmContracts();
};

/** The desktop bar's combobox: fetched when the visitor first reaches for the bar. */
const loadCombobox = () => import('./search-combobox');

/**
 * §2 header search. From 1024 px the combobox sits in the header bar; below, a search button
 * opens the full-screen search overlay. CSS decides which of the two shows, so the server
 * renders both and nothing moves when the page hydrates. `failedMessage`: §8 'Gagal menampilkan
 * data'; `classes`: search.module.css — both passed by the server-rendered header, so neither the
 * §8 texts nor the class-name map are in the page's JavaScript.
 *
 * Issue 14: the desktop bar arrives rendered by the server (`bar`, search-form-view.tsx; a plain
 * form to /search/global until then) and the combobox (search-combobox.tsx) is fetched the first
 * time the visitor reaches for it; it takes the bar's place with what was typed, the focus and the
 * caret. A failed fetch is tried again on the next reach.
 */
export function HeaderSearch({
  failedMessage,
  classes,
  bar,
  barInputId,
  phoneIcon,
}: {
  failedMessage: string;
  classes: SearchClasses;
  /** The server-rendered desktop bar. */
  bar: ReactNode;
  /** The id of the bar's field, for the combobox to take over what was typed there. */
  barInputId: string;
  /** The phone button's magnifier, rendered by the server. */
  phoneIcon: ReactNode;
}) {
  const [overlayOpen, setOverlayOpen] = useState(false);
  const closeOverlay = useCallback(() => setOverlayOpen(false), []);
  const desktop = useRef<HTMLDivElement>(null);
  const Combobox = useLoadOnReach(desktop, loadCombobox)?.SearchCombobox;

  // Read while the combobox first renders: the server-rendered bar is still in the page then (the
  // render and its commit run in one task, so no keystroke falls between them).
  const takeOver = useCallback((): TakeOver | null => {
    const input = document.getElementById(barInputId);
    if (!(input instanceof HTMLInputElement)) return null;
    return { value: input.value, focused: document.activeElement === input, start: input.selectionStart, end: input.selectionEnd };
  }, [barInputId]);

  return (
    <div className={classes.headerSearch}>
      <div ref={desktop} className={classes.desktopOnly}>
        {Combobox ? <Combobox classes={classes} variant="bar" failedMessage={failedMessage} takeOver={takeOver} /> : bar}
      </div>
      <button
        type="button"
        className={classes.phoneButton}
        aria-label="Cari"
        aria-haspopup="dialog"
        aria-expanded={overlayOpen}
        onClick={() => setOverlayOpen(true)}
        onPointerDown={warmOverlay}
        onFocus={warmOverlay}
      >
        {phoneIcon}
      </button>
      {overlayOpen && (
        <Suspense fallback={null}>
          <SearchOverlay onClose={closeOverlay} failedMessage={failedMessage} classes={classes} />
        </Suspense>
      )}
    </div>
  );
}
