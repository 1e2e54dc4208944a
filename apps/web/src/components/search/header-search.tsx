'use client';

import { useCallback, useState } from 'react';
import { SearchCombobox } from './search-combobox';
import { SearchIcon } from './search-icon';
import { SearchOverlay } from './search-overlay';
import styles from './search.module.css';

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
      >
        <SearchIcon />
      </button>
      {overlayOpen && <SearchOverlay onClose={closeOverlay} />}
    </div>
  );
}
