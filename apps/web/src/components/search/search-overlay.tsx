'use client';

import Link from '@/components/page/link';
import { useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useModal } from '@/lib/dialog';
import { BUILT_IN_SHORTCUTS, fetchShortcuts, type Shortcut } from './search-shortcuts';
import { SearchCombobox } from './search-combobox';
import type { SearchClasses } from './search-form-view';

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
export function SearchOverlay({ onClose, failedMessage, classes }: { onClose: () => void; failedMessage: string; classes: SearchClasses }) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const headingId = useId();
  const [suggesting, setSuggesting] = useState(false);
  const shortcuts = useShortcuts();
  useModal(true, dialogRef, onClose, inputRef);

  return createPortal(
    <div ref={dialogRef} role="dialog" aria-modal="true" aria-label="Pencarian" className={classes.overlay}>
      {/* DOM order input → suggestions → Batal → shortcuts is also the Tab order the focus trap keeps. */}
      <div className={classes.overlayBar}>
        <SearchCombobox
          classes={classes}
          variant="overlay"
          inputRef={inputRef}
          onNavigate={onClose}
          onExpandedChange={setSuggesting}
          failedMessage={failedMessage}
        />
        <button type="button" className={classes.cancel} onClick={onClose}>
          Batal
        </button>
      </div>
      {/* Not rendered (rather than hidden) while suggestions show: the focus trap counts every link in the DOM. */}
      {!suggesting && (
        <nav aria-labelledby={headingId} className={classes.shortcuts}>
          <h2 id={headingId} className={classes.shortcutsHeading}>
            Pintasan
          </h2>
          {shortcuts === null ? (
            <p className={classes.shortcutsLoading}>Memuat pintasan…</p>
          ) : (
            <ul className={classes.shortcutList}>
              {shortcuts.map((shortcut) => (
                <li key={shortcut.url}>
                  <Link href={shortcut.url} className={classes.shortcut} onClick={onClose}>
                    <img src={shortcut.iconUrl} alt="" width={32} height={32} decoding="async" className={classes.shortcutIcon} />
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
