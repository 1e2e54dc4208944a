'use client';

import { RESPONSE_CACHE_MS } from '@kemudi/domain/constants';
import { useRouter } from 'next/navigation';
import { useEffect, useId, useRef, useState } from 'react';
import { goToLogin, sendAccountRequest } from '@/lib/account-request';
import { useModal } from '@/lib/dialog';
import styles from './orders.module.css';

/*
 * "Batalkan Pesanan" (issue 12) for an order the API says can be cancelled (unpaid): asks first in
 * a dialog, then POSTs orderCalls.cancel through the site's proxy (/api/order/v1/…, which attaches
 * the customer's token from the HttpOnly cookie) and renders the page again, which then shows
 * Dibatalkan. The API's own message is shown when it refuses (already paid meanwhile …).
 */

function cancelPath(orderNo: string): string {
  return `/api/order/v1/orders/${encodeURIComponent(orderNo)}/cancel`;
}

export function CancelOrder({ orderNo }: { orderNo: string }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');
  const [done, setDone] = useState(false);
  /** When this page's data was read (about): see `refreshAfterCache`. */
  const shownAt = useRef(0);

  useEffect(() => {
    shownAt.current = performance.now();
  }, []);

  /**
   * §9: the web server answers an identical GET within 500 ms of the last one from its cache, and
   * the proxy does not empty it after a write. The detail this page was rendered with is at least
   * as old as the page, so once RESPONSE_CACHE_MS have passed since it was shown, the render reads
   * the cancelled order.
   */
  function refreshAfterCache() {
    const wait = Math.max(0, RESPONSE_CACHE_MS + 50 - (performance.now() - shownAt.current));
    window.setTimeout(() => router.refresh(), wait);
  }

  async function cancel() {
    if (busy) return;
    setBusy(true);
    setProblem('');
    const outcome = await sendAccountRequest('POST', cancelPath(orderNo));
    if (outcome.kind === 'login') return goToLogin();
    setBusy(false);
    if (outcome.kind !== 'ok') {
      setProblem(outcome.message);
      return;
    }
    setOpen(false);
    setDone(true);
    refreshAfterCache();
  }

  return (
    <>
      <button type="button" className={styles.dangerButton} onClick={() => setOpen(true)} disabled={done}>
        Batalkan Pesanan
      </button>
      <p role="status" className={done ? styles.success : 'visually-hidden'}>
        {done ? 'Pesanan dibatalkan.' : ''}
      </p>
      {open ? (
        <CancelDialog orderNo={orderNo} busy={busy} problem={problem} onConfirm={() => void cancel()} onClose={() => (busy ? undefined : setOpen(false))} />
      ) : null}
    </>
  );
}

function CancelDialog({
  orderNo,
  busy,
  problem,
  onConfirm,
  onClose,
}: {
  orderNo: string;
  busy: boolean;
  problem: string;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const panelRef = useRef<HTMLDivElement>(null);
  const keepRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const textId = useId();
  // Focus starts on "Kembali": Enter right away must not cancel the order.
  useModal(true, panelRef, onClose, keepRef);
  return (
    <>
      <div className={styles.backdrop} onClick={onClose} aria-hidden="true" />
      <div ref={panelRef} className={styles.dialog} role="alertdialog" aria-modal="true" aria-labelledby={titleId} aria-describedby={textId}>
        <h2 id={titleId}>Batalkan pesanan {orderNo}?</h2>
        <p id={textId}>
          Barang dan jadwal yang Anda pesan akan dilepas dan pesanan tidak dapat dilanjutkan. Jika masih ingin membeli, Anda perlu membuat
          pesanan baru.
        </p>
        {problem ? (
          <p className={styles.problem} role="alert">
            {problem}
          </p>
        ) : null}
        <div className={styles.dialogActions}>
          <button type="button" className={styles.dangerSolid} onClick={onConfirm} disabled={busy}>
            {busy ? 'Membatalkan…' : 'Ya, Batalkan Pesanan'}
          </button>
          <button ref={keepRef} type="button" className={styles.secondaryButton} onClick={onClose} disabled={busy}>
            Kembali
          </button>
        </div>
      </div>
    </>
  );
}
