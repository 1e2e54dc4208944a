'use client';

import { useId, useRef } from 'react';
import { useModal } from '@/lib/dialog';
import styles from './account.module.css';

/** The general terms as the register page loaded them (§7 page/static-page?pageId=syarat-ketentuan-umum). */
export interface TermsText {
  title: string;
  sections: readonly { heading: string; paragraphs: readonly string[] }[];
}

/**
 * The registration terms in a modal dialog (scroll lock, focus trap and Escape from lib/dialog.ts).
 * "Saya setuju" ticks the form's checkbox; closing leaves it as it was.
 */
export function TermsDialog({ terms, onClose, onAccept }: { terms: TermsText | null; onClose: () => void; onAccept: () => void }) {
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useModal(true, panelRef, onClose);
  return (
    <>
      <div className={styles.backdrop} onClick={onClose} aria-hidden="true" />
      <div ref={panelRef} className={styles.dialog} role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <div className={styles.dialogHead}>
          <h2 id={titleId}>{terms?.title ?? 'Syarat dan Ketentuan'}</h2>
          <button type="button" className={styles.linkButton} onClick={onClose}>
            Tutup
          </button>
        </div>
        {/* Scrolls on its own: focusable, so the keyboard can scroll it too. */}
        <div className={styles.dialogBody} tabIndex={0} role="region" aria-label="Isi syarat dan ketentuan">
          {terms ? (
            terms.sections.map((section) => (
              <section key={section.heading}>
                <h3>{section.heading}</h3>
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </section>
            ))
          ) : (
            <p>
              Syarat dan ketentuan tidak dapat dimuat saat ini. Bacalah di halaman{' '}
              <a href="/syarat-ketentuan-umum" target="_blank" rel="noopener">
                Syarat &amp; Ketentuan Umum
              </a>
              .
            </p>
          )}
        </div>
        <div className={styles.dialogFoot}>
          <button type="button" className={styles.submit} onClick={onAccept}>
            Saya setuju
          </button>
        </div>
      </div>
    </>
  );
}
