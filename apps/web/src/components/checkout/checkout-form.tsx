'use client';

import type { PaymentMethod } from '@kemudi/domain/commerce';
import { type FormEvent, type ReactNode, useCallback, useState } from 'react';
import { useHydrated } from '@/components/account/form-fields';
import { BranchPicker } from './branch-picker';
import {
  type BranchOption,
  CHECKOUT_MESSAGES,
  type CheckoutErrors,
  type CheckoutValues,
  type CityGroup,
  type CityOption,
  contactBody,
  createIdempotentSender,
  firstInvalidField,
  focusField,
  isSlotProblem,
  validateCheckout,
} from './checkout-logic';
import styles from './checkout.module.css';
import { ContactFields } from './contact-fields';
import { followCreatedOrder, type OrderOutcome, sendOrderRequest } from './order-request';
import { PaymentMethodFields } from './payment-methods';
import { SlotPicker } from './slot-picker';

type CreateBody = {
  items?: { code: string; quantity: number }[];
  contact: { name: string; phoneNumber: string; email?: string };
  branchSlug: string;
  cityCode: string;
  slotStart?: string;
  paymentMethod: PaymentMethod;
};

/**
 * The checkout's steps and its "Buat Pesanan & Bayar" button (issue 12). The order summary (step
 * Ringkasan) is the server's preview, rendered on the server and handed in as `summary`. The order
 * is POSTed through the site's proxy with one idempotency key per page view: a double click or a
 * retry after a lost answer names the same order. A refusal shows the API's Indonesian message; a
 * slot taken meanwhile reloads the slots.
 */
export function CheckoutForm({
  contact,
  needsSlot,
  blocked,
  buyNow,
  city,
  cityGroups,
  branches,
  summary,
}: {
  contact: { name: string; phoneNumber: string; email: string };
  needsSlot: boolean;
  /** The preview named problems: the order cannot be placed. */
  blocked: boolean;
  buyNow: { code: string; quantity: number } | null;
  city: CityOption;
  cityGroups: CityGroup[];
  branches: BranchOption[];
  summary: ReactNode;
}) {
  const [values, setValues] = useState<CheckoutValues>({ ...contact, branchSlug: '', slotStart: '', paymentMethod: '' });
  const [errors, setErrors] = useState<CheckoutErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ready = useHydrated();
  const [slotReload, setSlotReload] = useState(0);
  const [sender] = useState(() =>
    createIdempotentSender<CreateBody, OrderOutcome>((body) => sendOrderRequest('POST', '/api/order/v1/orders', body)),
  );

  // A city change lists other dealers: a dealer no longer listed is no longer chosen.
  const branchSlug = branches.some((b) => b.slug === values.branchSlug) ? values.branchSlug : '';
  const current: CheckoutValues = { ...values, branchSlug, slotStart: branchSlug ? values.slotStart : '' };

  function set<K extends keyof CheckoutValues>(field: K, value: CheckoutValues[K]) {
    setValues((v) => ({ ...v, [field]: value, ...(field === 'branchSlug' && value !== v.branchSlug ? { slotStart: '' } : {}) }));
    setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));
    setMessage(null);
  }
  const setSlot = useCallback((start: string) => {
    setValues((v) => (v.slotStart === start ? v : { ...v, slotStart: start }));
    if (start) setErrors((e) => (e.slotStart ? { ...e, slotStart: undefined } : e));
  }, []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || blocked) return;
    const found = validateCheckout(current, { needsSlot });
    setErrors(found);
    const first = firstInvalidField(found);
    if (first) {
      setMessage(CHECKOUT_MESSAGES.FORM_INVALID);
      focusField(first);
      return;
    }
    setBusy(true);
    setMessage(null);
    const outcome = await sender.send({
      ...(buyNow ? { items: [buyNow] } : {}),
      contact: contactBody(current),
      branchSlug: current.branchSlug,
      cityCode: city.isocode,
      ...(needsSlot ? { slotStart: current.slotStart } : {}),
      paymentMethod: current.paymentMethod as PaymentMethod,
    });
    const shown = followCreatedOrder(outcome, 'Pesanan');
    if (shown === null) return; // stays busy until the next page opens
    setMessage(shown);
    if (outcome.kind === 'failed' && isSlotProblem(outcome.message)) {
      setErrors((e) => ({ ...e, slotStart: outcome.message }));
      setSlotReload((n) => n + 1);
    }
    setBusy(false);
  }

  const summaryNo = needsSlot ? 4 : 3;
  return (
    <form className={styles.form} onSubmit={submit} noValidate data-ready={ready ? '' : undefined} aria-busy={busy}>
      <ContactFields no={1} values={current} errors={errors} onChange={(field, value) => set(field, value)} />
      <BranchPicker
        no={2}
        title="Dealer Pengambilan atau Pemasangan"
        city={city}
        cityGroups={cityGroups}
        branches={branches}
        service="bengkel"
        value={current.branchSlug}
        error={errors.branchSlug}
        onChange={(slug) => set('branchSlug', slug)}
      />
      {needsSlot ? <SlotPicker no={3} branchSlug={current.branchSlug} value={current.slotStart} error={errors.slotStart} reloadToken={slotReload} onChange={setSlot} /> : null}
      <section className={styles.step} aria-labelledby="step-summary">
        <div className={styles.stepHead}>
          <h2 className={styles.stepTitle} id="step-summary">
            <span className={styles.stepNo} aria-hidden="true">
              {summaryNo}
            </span>
            <span className="visually-hidden">{`Langkah ${summaryNo}: `}</span>
            Ringkasan Pesanan
          </h2>
        </div>
        {summary}
      </section>
      <PaymentMethodFields no={summaryNo + 1} value={current.paymentMethod} error={errors.paymentMethod} onChange={(m) => set('paymentMethod', m)} />
      <div className={styles.submitBar}>
        {message ? (
          <p className={styles.alert} role="alert">
            {message}
          </p>
        ) : null}
        <button type="submit" className={styles.primary} disabled={!ready || busy || blocked}>
          {busy ? 'Membuat pesanan…' : 'Buat Pesanan & Bayar'}
        </button>
        {blocked ? <p className={styles.hint}>Pesanan belum dapat dibuat: selesaikan masalah pada ringkasan di atas.</p> : null}
        <p className={styles.hint}>Stok dan jadwal Anda ditahan selama batas waktu pembayaran.</p>
      </div>
    </form>
  );
}
