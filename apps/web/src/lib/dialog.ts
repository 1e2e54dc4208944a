'use client';

import { useEffect, type RefObject } from 'react';

/*
 * §4 "page scrolling is locked while any modal, drawer or search is open": a counter, so that two
 * overlays open at once (the drawer and then the chat) keep the lock until the last one closes.
 */
let locks = 0;
let savedOverflow = '';

export function lockScroll(): void {
  if (locks === 0) {
    savedOverflow = document.documentElement.style.overflow;
    document.documentElement.style.overflow = 'hidden';
    document.documentElement.dataset.scrollLocked = 'true';
  }
  locks += 1;
}

export function unlockScroll(): void {
  locks = Math.max(0, locks - 1);
  if (locks === 0) {
    document.documentElement.style.overflow = savedOverflow;
    delete document.documentElement.dataset.scrollLocked;
  }
}

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]',
]
  .map((selector) => `${selector}:not([tabindex="-1"])`)
  .join(', ');

/** Focusable and actually shown (an element inside a closed <details> or display:none has no box). */
const isShown = (el: HTMLElement) => el.getClientRects().length > 0;

/**
 * While `open`: locks page scrolling, moves focus into `container` (its first focusable element, or
 * `initialFocus`), keeps Tab / Shift+Tab inside it, calls `onClose` on Escape, and on close gives
 * focus back to the element that had it before.
 */
export function useModal(
  open: boolean,
  container: RefObject<HTMLElement | null>,
  onClose: () => void,
  initialFocus?: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    lockScroll();
    const node = container.current;
    const focusables = () => (node ? Array.from(node.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(isShown) : []);
    (initialFocus?.current ?? focusables()[0] ?? node)?.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onClose();
        return;
      }
      if (event.key !== 'Tab' || !node) return;
      const items = focusables();
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      unlockScroll();
      previous?.focus();
    };
  }, [open, container, onClose, initialFocus]);
}
