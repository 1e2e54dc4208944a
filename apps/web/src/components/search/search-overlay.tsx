'use client';

import Link from '@/components/page/link';
import { useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useModal } from '@/lib/dialog';
import { BUILT_IN_SHORTCUTS, fetchShortcuts, type Shortcut } from './search-shortcuts';
import { SearchCombobox } from './search-combobox';
import styles from './search.module.css';

/** The quick menu of the last successful call: asked once per visit, not at every opening. */
let loadedShortcuts: Shortcut[] | null = null;

/**
 * §2 quick-menu shortcuts from the menu API, asked when the overlay opens; the built-in §2 list
 * when that call fails (null while it is under way).
 */
function useShortcuts(): readonly Shortcut[] | null {
  const [shortcuts, setShortcuts] = useState<readonly Shortcut[] | null>(loadedShortcuts);
  useEffect(() => {
    if (loadedShortcuts) return;
    const controller = new AbortController();
    fetchShortcuts(controller.signal).then(
      (list) => {
        loadedShortcuts = list;
        setShortcuts(list);
      },
      () => {
        if (!controller.signal.aborted) setShortcuts(BUILT_IN_SHORTCUTS);
      },
    );
    return () => controller.abort();
  }, []);
  return shortcuts;
}

/**
 * §2 phone search: a full-screen dialog with the same combobox, a Batal (Cancel) button and the
 * quick-menu shortcuts. §4: page scrolling is locked while it is open, focus stays inside and
 * returns to the search button on close (useModal).
 */
export function SearchOverlay({ onClose }: { onClose: () => void }) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const headingId = useId();
  const [suggesting, setSuggesting] = useState(false);
  const shortcuts = useShortcuts();
  useModal(true, dialogRef, onClose, inputRef);

  return createPortal(
    <div ref={dialogRef} role="dialog" aria-modal="true" aria-label="Pencarian" className={styles.overlay}>
      {/* DOM order input → suggestions → Batal → shortcuts is also the Tab order the focus trap keeps. */}
      <div className={styles.overlayBar}>
        <SearchCombobox variant="overlay" inputRef={inputRef} onNavigate={onClose} onExpandedChange={setSuggesting} />
        <button type="button" className={styles.cancel} onClick={onClose}>
          Batal
        </button>
      </div>
      {/* Not rendered (rather than hidden) while suggestions show: the focus trap counts every link in the DOM. */}
      {!suggesting && (
        <nav aria-labelledby={headingId} className={styles.shortcuts}>
          <h2 id={headingId} className={styles.shortcutsHeading}>
            Pintasan
          </h2>
          {shortcuts === null ? (
            <p className={styles.shortcutsLoading}>Memuat pintasan…</p>
          ) : (
            <ul className={styles.shortcutList}>
              {shortcuts.map((shortcut) => (
                <li key={shortcut.url}>
                  <Link href={shortcut.url} className={styles.shortcut} onClick={onClose}>
                    <img src={shortcut.iconUrl} alt="" width={32} height={32} decoding="async" className={styles.shortcutIcon} />
                    <span>{shortcut.name}</span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </nav>
      )}
    </div>,
    document.body,
  );
}
