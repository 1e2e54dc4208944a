'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { describeCountdown, formatCountdown, PAYMENT_CHECK_EVENT, PAYMENT_POLL_MS, secondsUntil } from './checkout-logic';
import styles from './checkout.module.css';
import form from '@/components/form/form.module.css';
import { goToLogin, orderStatusOf, sendOrderRequest } from './order-request';
import { awaitOutcome } from './outcome-heading';

/** Asks the API for the payment's status now; true when the order no longer waits for payment. */
async function paymentSettled(orderNo: string): Promise<boolean> {
  const outcome = await sendOrderRequest('GET', `/api/order/v1/orders/${encodeURIComponent(orderNo)}/payment-status`);
  if (outcome.kind === 'login') {
    goToLogin();
    return false;
  }
  if (outcome.kind !== 'ok') return false;
  const status = orderStatusOf(outcome.data);
  return status !== null && status !== 'pending_payment';
}

/**
 * The payment's countdown and status (issue 12). The countdown runs on the server's clock (the
 * render time corrects this device's) and reads mm:ss, or hh:mm:ss for a virtual account's hours;
 * at 0 it says "Waktu pembayaran habis" and the page is rendered again. While the tab is visible
 * the status is asked every 5 s (payment-status asks the provider besides its webhook); a hidden
 * tab is not polled and is checked again the moment it is shown. Once paid (or closed), the page
 * is rendered again: it then shows the confirmation.
 */
export function PaymentWatcher({ orderNo, expiresAt, renderedAt }: { orderNo: string; expiresAt: string; renderedAt: number }) {
  const router = useRouter();
  const [left, setLeft] = useState(() => secondsUntil(expiresAt, renderedAt));
  const skew = useRef<number | null>(null);
  const refreshed = useRef(false);
  const checking = useRef(false);

  // The confirmation that replaces this page in place brings the visitor to it (outcome-heading.tsx).
  useEffect(() => awaitOutcome(orderNo), [orderNo]);

  // The countdown: one tick a second on the server's clock.
  useEffect(() => {
    skew.current ??= renderedAt - Date.now();
    const tick = () => setLeft(secondsUntil(expiresAt, Date.now() + (skew.current ?? 0)));
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [expiresAt, renderedAt]);

  // Polling while visible; a check when shown again, when another island asks, and once at expiry.
  // Once the order is settled the page is rendered again, which replaces this island with the
  // confirmation; should that render be lost, the next check asks for it again.
  useEffect(() => {
    let timer: number | undefined;
    let stopped = false;
    let again = false;

    async function check() {
      if (stopped) return;
      if (checking.current) {
        again = true; // asked while a check is on its way: one more right after it
        return;
      }
      checking.current = true;
      try {
        if ((await paymentSettled(orderNo)) && !stopped) {
          refreshed.current = true;
          router.refresh();
        }
      } catch {
        // offline for a moment: the next check tries again
      } finally {
        checking.current = false;
      }
      if (again && !stopped) {
        again = false;
        void check();
      }
    }
    function start() {
      window.clearInterval(timer);
      if (!stopped && document.visibilityState === 'visible') timer = window.setInterval(() => void check(), PAYMENT_POLL_MS);
    }
    function onVisibility() {
      if (document.visibilityState === 'visible') void check();
      start();
    }
    const onAsk = () => void check();

    start();
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener(PAYMENT_CHECK_EVENT, onAsk);
    return () => {
      stopped = true;
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener(PAYMENT_CHECK_EVENT, onAsk);
    };
  }, [orderNo, router]);

  const expired = left <= 0;
  useEffect(() => {
    if (!expired || refreshed.current) return;
    // The API closes an unpaid order at its deadline: ask once, then show the page as it now is.
    refreshed.current = true;
    void paymentSettled(orderNo).finally(() => router.refresh());
  }, [expired, orderNo, router]);

  return (
    <div className={styles.timer}>
      {expired ? (
        <p role="alert" className={styles.timerExpired}>
          Waktu pembayaran habis
        </p>
      ) : (
        <>
          <span>Selesaikan pembayaran dalam</span>
          <span className={styles.timerValue} role="timer" aria-live="off" aria-label={`Sisa waktu ${describeCountdown(left)}`}>
            {formatCountdown(left)}
          </span>
          <span className={form.small} role="status">
            Menunggu pembayaran. Status diperbarui otomatis.
          </span>
        </>
      )}
    </div>
  );
}
