'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useHydrated } from '@/components/account/form-fields';
import { PAYMENT_CHECK_EVENT } from './checkout-logic';
import styles from './checkout.module.css';
import formStyles from '@/components/form/form.module.css';
import { goToLogin, orderStatusOf, sendOrderRequest } from './order-request';

/**
 * The simulated payment provider's control (development and tests only: shown when the order's
 * payment says `simulated`). "Bayar Sekarang" settles the charge as a customer paying would
 * (orderCalls.simulatorPay); the watcher then checks the status at once.
 */
export function SimulatorPanel({ orderNo }: { orderNo: string }) {
  // Pressed before the page's script runs, the button would do nothing: it waits for it.
  const ready = useHydrated();
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  async function pay() {
    if (busy) return;
    setBusy(true);
    setMessage(null);
    const outcome = await sendOrderRequest('POST', '/api/payment/v1/simulator/pay', { orderNo });
    if (outcome.kind === 'login') return goToLogin();
    if (outcome.kind === 'failed') {
      setMessage(outcome.message);
      setBusy(false);
      return;
    }
    setMessage('Pembayaran disimulasikan. Memperbarui status…');
    // The answer names the order's new status: paid, the page is rendered again at once; otherwise
    // (the notification still on its way) the watcher checks now and keeps polling.
    if (orderStatusOf(outcome.data) === 'pending_payment') window.dispatchEvent(new Event(PAYMENT_CHECK_EVENT));
    else router.refresh();
  }

  return (
    <section className={styles.dev} aria-labelledby="simulator-title">
      <h2 id="simulator-title">Simulasi pembayaran (mode pengembangan)</h2>
      <p className={formStyles.small}>
        Penyedia pembayaran simulasi aktif: tidak ada uang yang berpindah. Tombol ini hanya ada di lingkungan pengembangan dan pengujian.
      </p>
      <div className={formStyles.row}>
        <button type="button" className={formStyles.secondary} onClick={() => void pay()} disabled={!ready || busy}>
          Bayar Sekarang
        </button>
      </div>
      {message ? (
        <p role="status" className={formStyles.small}>
          {message}
        </p>
      ) : null}
    </section>
  );
}
