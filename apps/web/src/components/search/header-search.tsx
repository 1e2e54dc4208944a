'use client';

import { lazy, Suspense, useCallback, useState } from 'react';
import { warmContracts } from '@/lib/call-answer';
import { SearchCombobox } from './search-combobox';
import { SearchIcon } from './search-icon';
import styles from './search.module.css';

// The phone's overlay (dialog, quick menu) and the menu contract load when the search button is first touched.
const loadOverlay = () => import('./search-overlay');
const SearchOverlay = lazy(() => loadOverlay().then((m) => ({ default: m.SearchOverlay })));
const warmOverlay = () => {
  void loadOverlay().catch(() => undefined);
  warmContracts();
};

/**
 * §2 header search. From 1024 px the combobox sits in the header bar; below, a search button
 * opens the full-screen search overlay. CSS decides which of the two shows, so the server
 * renders both and nothing moves when the page hydrates.
 */
export function HeaderSearch() {
  const [overlayOpen, setOverlayOpen] = useState(false);
  const closeOverlay = useCallback(() => setOverlayOpen(false), []);

  return (
    <div className={styles.headerSearch}>
      <div className={styles.desktopOnly}>
        <SearchCombobox variant="bar" />
      </div>
      <button
        type="button"
        className={styles.phoneButton}
        aria-label="Cari"
        aria-haspopup="dialog"
        aria-expanded={overlayOpen}
        onClick={() => setOverlayOpen(true)}
        onPointerDown={warmOverlay}
        onFocus={warmOverlay}
      >
        <SearchIcon />
      </button>
      {overlayOpen && (
        <Suspense fallback={null}>
          <SearchOverlay onClose={closeOverlay} />
        </Suspense>
      )}
    </div>
  );
}
