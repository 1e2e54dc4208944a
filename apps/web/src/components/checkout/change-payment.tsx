'use client';

import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS, type PaymentMethod } from '@kemudi/domain/commerce';
import { useRouter } from 'next/navigation';
import { type FormEvent, useState } from 'react';
import { useHydrated } from '@/components/account/form-fields';
import { CHECKOUT_MESSAGES } from './checkout-logic';
import styles from './checkout.module.css';
import formStyles from '@/components/form/form.module.css';
import { goToLogin, sendOrderRequest } from './order-request';
import { expiryText } from './payment-methods';

/**
 * "Ganti metode pembayaran": another method for the same order (orderCalls.changePayment). The
 * provider issues a new charge with its own deadline; the page is then rendered again with it.
 */
export function ChangePayment({ orderNo, current }: { orderNo: string; current: PaymentMethod | null }) {
  // Pressed before the page's script runs, the button would do nothing: it waits for it.
  const ready = useHydrated();
  const router = useRouter();
  const [method, setMethod] = useState<PaymentMethod | ''>('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (!method) {
      setMessage(CHECKOUT_MESSAGES.PAYMENT_REQUIRED);
      return;
    }
    setBusy(true);
    setMessage(null);
    const outcome = await sendOrderRequest('POST', `/api/order/v1/orders/${encodeURIComponent(orderNo)}/payment`, { paymentMethod: method });
    if (outcome.kind === 'login') return goToLogin();
    if (outcome.kind === 'failed') {
      setMessage(outcome.message);
      setBusy(false);
      return;
    }
    setMethod('');
    setBusy(false);
    router.refresh();
  }

  const others = PAYMENT_METHODS.filter((m) => m !== current);
  return (
    <details className={`${styles.card} ${styles.more}`}>
      <summary>Ganti metode pembayaran</summary>
      <form onSubmit={submit} noValidate className={formStyles.form} aria-busy={busy}>
        <fieldset className={formStyles.chips}>
          <legend>Metode baru</legend>
          <ul className={formStyles.choices}>
            {others.map((m) => (
              <li key={m}>
                <label className={formStyles.choice}>
                  <input type="radio" name="newPaymentMethod" value={m} checked={method === m} onChange={() => setMethod(m)} />
                  <span className={formStyles.choiceBody}>
                    <span className={formStyles.choiceTitle}>{PAYMENT_METHOD_LABELS[m]}</span>
                    <span className={formStyles.choiceMeta}>{expiryText(m)}</span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        {message ? (
          <p className={formStyles.alert} role="alert">
            {message}
          </p>
        ) : null}
        <button type="submit" className={formStyles.secondary} disabled={!ready || busy}>
          {busy ? 'Mengganti…' : 'Gunakan metode ini'}
        </button>
      </form>
    </details>
  );
}
