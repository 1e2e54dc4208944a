'use client';

import { LINK_SUCCESS_TITLE } from '@kemudi/domain/loyalty';
import { usePathname } from 'next/navigation';
import { useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useModal } from '@/lib/dialog';
import styles from './loyalty.module.css';

/**
 * §4 Loyalty link success: 'Akun Anda Telah Berhasil Terhubung', with KEMBALI on the home page
 * (closes the modal, the customer stays) and KE BERANDA elsewhere (goes to the home page, loaded
 * afresh so the header and drawer show the linked wallet). A modal dialog: scroll lock, focus
 * trap, Escape closes (useModal). Opened only after a click, so it renders in the browser alone.
 */
export function LinkSuccessModal({ earnedText, onClose }: { earnedText: string | null; onClose: () => void }) {
  const onHome = usePathname() === '/';
  const panel = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const textId = useId();
  useModal(true, panel, onClose, button);
  // Into <body>: a containing block or stacking context of the page (a card, a tab row) must not hold the overlay.
  return createPortal(
    <div className={styles.layer}>
      <div className={styles.backdrop} onClick={onClose} aria-hidden="true" />
      <div ref={panel} className={styles.dialog} role="dialog" aria-modal="true" aria-labelledby={titleId} aria-describedby={textId}>
        <svg className={styles.check} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
          <circle cx="24" cy="24" r="22" fill="none" stroke="currentColor" strokeWidth="3" />
          <path d="M14 25l7 7 13-15" fill="none" stroke="currentColor" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <h2 id={titleId}>{LINK_SUCCESS_TITLE}</h2>
        <p id={textId}>
          Akun AstraPay Anda sudah terhubung dengan akun Kemudi.
          {earnedText ? ` Anda mendapatkan ${earnedText}.` : ''}
        </p>
        {onHome ? (
          <button ref={button} type="button" className={styles.button} onClick={onClose}>
            KEMBALI
          </button>
        ) : (
          <button ref={button} type="button" className={styles.button} onClick={() => window.location.assign('/')}>
            KE BERANDA
          </button>
        )}
      </div>
    </div>,
    document.body,
  );
}
