'use client';

import type { PaymentMethod } from '@kemudi/domain/commerce';
import { type FormEvent, type ReactNode, useCallback, useState } from 'react';
import { ContactBlock } from '@/components/form/contact-block';
import { useHydrated } from '@/lib/use-hydrated';
import { CheckoutBranchPicker } from './branch-picker';
import { type CheckoutValues, contactBody, isSlotProblem, CONTACT_IDS } from './checkout-logic';
import styles from '@/components/form/form.module.css';
import { PaymentMethodFields } from './payment-methods';
import { CheckoutSlotPicker } from './slot-picker';
import type { CityGroup, CityOption } from '@/lib/city-options';
import type { BranchOption } from '@/lib/booking-views';
import { SubmitBar } from '@/components/form/submit-bar';
import { StepSection } from '@/components/form/step-legend';
import { useOrderForm } from './use-order-form';

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
  const { values, setValues, errors, setErrors, message, busy, set, check, place } = useOrderForm<CreateBody>(contact, '/api/order/v1/orders');
  const ready = useHydrated();
  const [slotReload, setSlotReload] = useState(0);

  // A city change lists other dealers: a dealer no longer listed is no longer chosen.
  const branchSlug = branches.some((b) => b.slug === values.branchSlug) ? values.branchSlug : '';
  const current: CheckoutValues = { ...values, branchSlug, slotStart: branchSlug ? values.slotStart : '' };

  const setSlot = useCallback((start: string) => {
    setValues((v) => (v.slotStart === start ? v : { ...v, slotStart: start }));
    if (start) setErrors((e) => (e.slotStart ? { ...e, slotStart: undefined } : e));
  }, [setValues, setErrors]); // state setters: stable

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || blocked || !check(current, needsSlot)) return;
    const outcome = await place(
      {
      ...(buyNow ? { items: [buyNow] } : {}),
      contact: contactBody(current),
      branchSlug: current.branchSlug,
      cityCode: city.isocode,
      ...(needsSlot ? { slotStart: current.slotStart } : {}),
      paymentMethod: current.paymentMethod as PaymentMethod,
      },
      'Pesanan',
    );
    if (outcome?.kind === 'failed' && isSlotProblem(outcome.message)) {
      setErrors((e) => ({ ...e, slotStart: outcome.message }));
      setSlotReload((n) => n + 1);
    }
  }

  const summaryNo = needsSlot ? 4 : 3;
  return (
    <form className={styles.form} onSubmit={submit} noValidate data-ready={ready ? '' : undefined} aria-busy={busy}>
      <ContactBlock
        no={1}
        hint="Diisi dari akun Anda. Dealer menghubungi kontak ini tentang pesanan."
        idOf={(field) => CONTACT_IDS[field]}
        values={current}
        errors={errors}
        onChange={(field, value) => set(field, value)}
      />
      <CheckoutBranchPicker
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
      {needsSlot ? <CheckoutSlotPicker no={3} branchSlug={current.branchSlug} value={current.slotStart} error={errors.slotStart} reloadToken={slotReload} onChange={setSlot} /> : null}
      <StepSection no={summaryNo} title="Ringkasan Pesanan" id="step-summary">
        {summary}
      </StepSection>
      <PaymentMethodFields no={summaryNo + 1} value={current.paymentMethod} error={errors.paymentMethod} onChange={(m) => set('paymentMethod', m)} />
      <SubmitBar
        message={message}
        label="Buat Pesanan & Bayar"
        busyLabel="Membuat pesanan…"
        busy={busy}
        disabled={!ready || busy || blocked}
        notes={
          <>
            {blocked ? <p className={styles.hint}>Pesanan belum dapat dibuat: selesaikan masalah pada ringkasan di atas.</p> : null}
            <p className={styles.hint}>Stok dan jadwal Anda ditahan selama batas waktu pembayaran.</p>
          </>
        }
      />
    </form>
  );
}
