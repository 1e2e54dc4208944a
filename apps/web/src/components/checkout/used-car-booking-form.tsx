'use client';

import { USED_CAR_BOOKING_FEE, type PaymentMethod } from '@kemudi/domain/commerce';
import { formatRupiah } from '@kemudi/domain/format';
import type { FormEvent, ReactNode } from 'react';
import { ContactBlock } from '@/components/form/contact-block';
import formStyles from '@/components/form/form.module.css';
import { StepSection } from '@/components/form/step-legend';
import { SubmitBar } from '@/components/form/submit-bar';
import { useHydrated } from '@/lib/use-hydrated';
import { contactBody, CONTACT_IDS, type CheckoutValues } from './checkout-logic';
import styles from './checkout.module.css';
import { PaymentMethodFields } from './payment-methods';
import { useOrderForm } from './use-order-form';

type CreateUsedCarBody = {
  usedCarCode: string;
  contact: { name: string; phoneNumber: string; email?: string };
  paymentMethod: PaymentMethod;
};

/**
 * A certified used car reserved with the booking fee (issue 29): the car is one unit at its own
 * dealer, so the form asks only for the contact and the payment method; the API reserves the car
 * ('Dipesan' to others) as it places the order, and the payment page follows.
 */
export function UsedCarBookingForm({
  usedCarCode,
  carName,
  price,
  branch,
  contact,
  credit,
}: {
  usedCarCode: string;
  carName: string;
  price: number;
  branch: { slug: string; name: string; address: string };
  contact: { name: string; phoneNumber: string; email: string };
  /** The credit simulation on the car's price (server-rendered), shown beside the fee; null when it cannot be computed. */
  credit: ReactNode;
}) {
  const ready = useHydrated();
  const { values, errors, message, busy, set, check, place } = useOrderForm<CreateUsedCarBody>(contact, '/api/order/v1/orders/used-car');
  // The car's own dealer sells it: no dealer to choose.
  const current: CheckoutValues = { ...values, branchSlug: branch.slug };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || !check(current, false)) return;
    await place({ usedCarCode, contact: contactBody(current), paymentMethod: current.paymentMethod as PaymentMethod }, 'Booking');
  }

  return (
    <form className={formStyles.form} onSubmit={submit} noValidate data-ready={ready ? '' : undefined} aria-busy={busy}>
      <StepSection no={1} title="Mobil" id="used-car-title">
        <dl className={styles.facts}>
          <dt>Mobil</dt>
          <dd>{carName}</dd>
          <dt>Harga</dt>
          <dd>{formatRupiah(price)}</dd>
          <dt>Dealer</dt>
          <dd>{`${branch.name}, ${branch.address}`}</dd>
        </dl>
      </StepSection>

      <ContactBlock
        no={2}
        hint="Diisi dari akun Anda. Dealer menghubungi kontak ini tentang pesanan."
        idOf={(field) => CONTACT_IDS[field]}
        values={current}
        errors={errors}
        onChange={(field, value) => set(field, value)}
      />

      <StepSection no={3} title="Tanda Jadi" id="booking-fee-title">
        <dl className={styles.totals}>
          <dt className={styles.grandTotal}>Tanda jadi</dt>
          <dd className={styles.grandTotal}>{formatRupiah(USED_CAR_BOOKING_FEE)}</dd>
        </dl>
        <p className={`${formStyles.hint} ${formStyles.spaced}`}>
          {`Tanda jadi ${formatRupiah(USED_CAR_BOOKING_FEE)} dibayar sekarang, dan mobil ini langsung kami tahan untuk Anda: pembeli lain melihatnya "Dipesan". Bila tidak dibayar sebelum batas waktu atau Anda membatalkannya, mobil kembali dijual. Sisa pembayaran diselesaikan di dealer bersama sales consultant, tunai atau kredit.`}
        </p>
        {credit ? (
          // Issue 29: what a credit purchase would cost each month, next to the fee paid now.
          <div className={formStyles.spaced} data-testid="used-car-credit">
            <h3 className={styles.subTitle}>Perkiraan cicilan bila membeli secara kredit</h3>
            {credit}
          </div>
        ) : null}
      </StepSection>

      <PaymentMethodFields no={4} value={current.paymentMethod} error={errors.paymentMethod} onChange={(m) => set('paymentMethod', m)} />

      <SubmitBar
        message={message}
        label={`Bayar Tanda Jadi ${formatRupiah(USED_CAR_BOOKING_FEE)}`}
        busyLabel="Membuat booking…"
        busy={busy}
        disabled={!ready || busy}
      />
    </form>
  );
}
