'use client';

import { NEW_CAR_BOOKING_FEE, type PaymentMethod } from '@kemudi/domain/commerce';
import { CREDIT_TENORS, DOWN_PAYMENT_MAX_PERCENT, DOWN_PAYMENT_MIN_PERCENT } from '@kemudi/domain/credit';
import { formatRupiah } from '@kemudi/domain/format';
import { type FormEvent, useState } from 'react';
import { useHydrated } from '@/components/account/form-fields';
import { BranchPicker } from './branch-picker';
import {
  type BranchOption,
  bookingOtr,
  CHECKOUT_MESSAGES,
  type CheckoutErrors,
  type CheckoutValues,
  type CityGroup,
  type CityOption,
  contactBody,
  createIdempotentSender,
  creditInputKey,
  firstInvalidField,
  focusField,
  readCreditResult,
  validateCheckout,
} from './checkout-logic';
import styles from './checkout.module.css';
import { ContactFields } from './contact-fields';
import { followCreatedOrder, goToLogin, type OrderOutcome, sendOrderRequest } from './order-request';
import { PaymentMethodFields } from './payment-methods';
import { StepLegend } from './step-legend';

export interface BookingVariant {
  code: string;
  name: string;
  /** OTR of the page's city (the server's). */
  price: number;
  detail: string;
  isPreorder: boolean;
}

export interface BookingColor {
  id: number;
  name: string;
  hex: string;
  extraPrice: number;
}

type CreateNewCarBody = {
  modelCode: string;
  variantCode: string;
  colorId: number;
  branchSlug: string;
  cityCode: string;
  contact: { name: string; phoneNumber: string; email?: string };
  credit?: { downPaymentPercent: number; tenorMonths: number };
  paymentMethod: PaymentMethod;
};

type CreditResult = NonNullable<ReturnType<typeof readCreditResult>>;

const DP_OPTIONS: number[] = [];
for (let p = DOWN_PAYMENT_MIN_PERCENT; p <= DOWN_PAYMENT_MAX_PERCENT; p += 5) DP_OPTIONS.push(p);
const DEFAULT_DP = 20;
const DEFAULT_TENOR = 36;

/**
 * The new-car booking with a booking fee ("booking dengan tanda jadi", issue 12): variant, colour,
 * city and showroom, an optional credit simulation (finance-simulation), the contact and a payment
 * method; the order carries the OTR of the chosen city (with the colour's surcharge) and the
 * simulation, both computed again by the server. A city change renders the page again with that
 * city's prices and showrooms; every choice made here is kept.
 */
export function BookingForm({
  modelCode,
  modelName,
  variants,
  colors,
  initialVariant,
  initialColorId,
  priceCityName,
  contact,
  city,
  cityGroups,
  branches,
}: {
  modelCode: string;
  modelName: string;
  variants: BookingVariant[];
  colors: BookingColor[];
  initialVariant: string;
  initialColorId: number;
  /** The city whose OTR is shown (the API answers the default OTR where a city has none of its own). */
  priceCityName: string;
  contact: { name: string; phoneNumber: string; email: string };
  city: CityOption;
  cityGroups: CityGroup[];
  branches: BranchOption[];
}) {
  const ready = useHydrated();
  const [variantCode, setVariantCode] = useState(initialVariant);
  const [colorId, setColorId] = useState(initialColorId);
  const [values, setValues] = useState<CheckoutValues>({ ...contact, branchSlug: '', slotStart: '', paymentMethod: '' });
  const [errors, setErrors] = useState<CheckoutErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [wantsCredit, setWantsCredit] = useState(false);
  const [dp, setDp] = useState(DEFAULT_DP);
  const [tenor, setTenor] = useState(DEFAULT_TENOR);
  const [credit, setCredit] = useState<{ key: string; result: CreditResult } | null>(null);
  const [creditBusy, setCreditBusy] = useState(false);
  const [creditError, setCreditError] = useState<string | null>(null);
  const [sender] = useState(() =>
    createIdempotentSender<CreateNewCarBody, OrderOutcome>((body) => sendOrderRequest('POST', '/api/order/v1/orders/new-car', body)),
  );

  const variant = variants.find((v) => v.code === variantCode) ?? variants[0];
  const color = colors.find((c) => c.id === colorId) ?? colors[0];
  const branchSlug = branches.some((b) => b.slug === values.branchSlug) ? values.branchSlug : '';
  const current: CheckoutValues = { ...values, branchSlug };
  const creditKey = variant && color ? creditInputKey({ variantCode: variant.code, colorId: color.id, cityCode: city.isocode, downPaymentPercent: dp, tenorMonths: tenor }) : '';
  const creditShown = wantsCredit && credit?.key === creditKey ? credit.result : null;
  const otr = variant && color ? bookingOtr(variant.price, color.extraPrice) : 0;

  function set<K extends keyof CheckoutValues>(field: K, value: CheckoutValues[K]) {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));
    setMessage(null);
  }

  async function simulate() {
    if (!variant || !color || creditBusy) return;
    setCreditBusy(true);
    setCreditError(null);
    const key = creditKey;
    const outcome = await sendOrderRequest('POST', '/api/saphybris-proxy/v1/saphybris/finance-simulation', {
      variantCode: variant.code,
      cityCode: city.isocode,
      colorId: color.id,
      downPaymentPercent: dp,
      tenorMonths: tenor,
    });
    setCreditBusy(false);
    if (outcome.kind === 'login') return goToLogin();
    const result = outcome.kind === 'ok' ? readCreditResult(outcome.data) : null;
    if (!result) {
      setCreditError(outcome.kind === 'failed' ? outcome.message : 'Simulasi kredit belum dapat dihitung. Silakan coba lagi.');
      return;
    }
    setCredit({ key, result });
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || !variant || !color) return;
    const found = validateCheckout(current, { needsSlot: false });
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
      modelCode,
      variantCode: variant.code,
      colorId: color.id,
      branchSlug: current.branchSlug,
      cityCode: city.isocode,
      contact: contactBody(current),
      ...(creditShown ? { credit: { downPaymentPercent: dp, tenorMonths: tenor } } : {}),
      paymentMethod: current.paymentMethod as PaymentMethod,
    });
    const shown = followCreatedOrder(outcome, 'Booking');
    if (shown === null) return; // stays busy until the next page opens
    setMessage(shown);
    setBusy(false);
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate data-ready={ready ? '' : undefined} aria-busy={busy}>
      <fieldset className={styles.step}>
        <StepLegend no={1} title="Mobil" />
        <fieldset className={styles.chips}>
          <legend>Varian</legend>
          <ul className={styles.choices}>
            {variants.map((v) => (
              <li key={v.code}>
                <label className={styles.choice}>
                  <input type="radio" name="variant" value={v.code} checked={variant?.code === v.code} onChange={() => setVariantCode(v.code)} />
                  <span className={styles.choiceBody}>
                    <span className={styles.choiceTitle}>{`${modelName} ${v.name}${v.isPreorder ? ' (pre-order)' : ''}`}</span>
                    <span className={styles.choiceMeta}>{v.detail}</span>
                    <span className={styles.choiceMeta}>{`OTR ${formatRupiah(v.price)}`}</span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        <fieldset className={`${styles.chips} ${styles.spaced}`}>
          <legend>Warna</legend>
          <ul className={styles.swatches}>
            {colors.map((c) => (
              <li key={c.id}>
                <label className={styles.choice}>
                  <input type="radio" name="color" value={c.id} checked={color?.id === c.id} onChange={() => setColorId(c.id)} />
                  <span className={styles.swatch} style={{ background: c.hex }} aria-hidden="true" />
                  <span className={styles.choiceBody}>
                    <span className={styles.choiceTitle}>{c.name}</span>
                    {c.extraPrice > 0 ? <span className={styles.choiceMeta}>{`+ ${formatRupiah(c.extraPrice)}`}</span> : null}
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        <div className={`${styles.note} ${styles.spaced}`} aria-live="polite">
          <p className={styles.numberLabel}>{`Harga OTR ${priceCityName}${color && color.extraPrice > 0 ? ', termasuk tambahan warna' : ''}`}</p>
          <p className={styles.price} data-testid="booking-otr">
            {formatRupiah(otr)}
          </p>
        </div>
      </fieldset>

      <BranchPicker
        no={2}
        title="Kota & Dealer"
        city={city}
        cityGroups={cityGroups}
        branches={branches}
        service="sales"
        value={current.branchSlug}
        error={errors.branchSlug}
        onChange={(slug) => set('branchSlug', slug)}
      />

      <fieldset className={styles.step}>
        <StepLegend no={3} title="Simulasi Kredit (opsional)" />
        <label className={styles.choice}>
          <input type="checkbox" checked={wantsCredit} onChange={(e) => setWantsCredit(e.currentTarget.checked)} />
          <span className={styles.choiceBody}>
            <span className={styles.choiceTitle}>Saya ingin membeli secara kredit</span>
            <span className={styles.choiceMeta}>Simulasinya ikut dalam booking agar sales consultant dapat menyiapkan pengajuan kredit.</span>
          </span>
        </label>
        {wantsCredit ? (
          <div className={`${styles.fields} ${styles.spaced}`}>
            <div className={styles.field}>
              <label htmlFor="credit-dp">Uang muka (DP)</label>
              <select id="credit-dp" value={dp} onChange={(e) => setDp(Number(e.currentTarget.value))}>
                {DP_OPTIONS.map((p) => (
                  <option key={p} value={p}>
                    {`${p}% · ${formatRupiah(Math.round((otr * p) / 100))}`}
                  </option>
                ))}
              </select>
            </div>
            <div className={styles.field}>
              <label htmlFor="credit-tenor">Tenor</label>
              <select id="credit-tenor" value={tenor} onChange={(e) => setTenor(Number(e.currentTarget.value))}>
                {CREDIT_TENORS.map((t) => (
                  <option key={t} value={t}>
                    {`${t} bulan`}
                  </option>
                ))}
              </select>
            </div>
            <div className={styles.row}>
              <button type="button" className={styles.linkButton} onClick={() => void simulate()} disabled={creditBusy}>
                {creditBusy ? 'Menghitung…' : 'Hitung angsuran'}
              </button>
            </div>
            <div aria-live="polite">
              {creditError ? <p className={styles.fieldError}>{creditError}</p> : null}
              {creditShown ? (
                <dl className={styles.facts} data-testid="credit-result">
                  <dt>Angsuran per bulan</dt>
                  <dd>{`${formatRupiah(creditShown.monthlyInstallment)} × ${creditShown.tenorMonths} bulan`}</dd>
                  <dt>Pembayaran pertama (TDP)</dt>
                  <dd>{formatRupiah(creditShown.totalDownPayment)}</dd>
                  <dt>Uang muka</dt>
                  <dd>{formatRupiah(creditShown.downPayment)}</dd>
                  <dt>Harga OTR</dt>
                  <dd>{formatRupiah(creditShown.otrPrice)}</dd>
                </dl>
              ) : credit && !creditError ? (
                <p className={styles.hint}>Pilihan berubah: hitung ulang agar simulasinya ikut dalam booking.</p>
              ) : null}
            </div>
            {creditShown ? (
              <p className={`${styles.hint} ${styles.small}`}>Simulasi ini perkiraan; angka akhir mengikuti persetujuan perusahaan pembiayaan.</p>
            ) : null}
          </div>
        ) : null}
      </fieldset>

      <ContactFields no={4} values={current} errors={errors} onChange={(field, value) => set(field, value)} />

      <section className={styles.step} aria-labelledby="booking-fee-title">
        <div className={styles.stepHead}>
          <h2 className={styles.stepTitle} id="booking-fee-title">
            <span className={styles.stepNo} aria-hidden="true">
              5
            </span>
            <span className="visually-hidden">Langkah 5: </span>
            Tanda Jadi
          </h2>
        </div>
        <dl className={styles.totals}>
          <dt className={styles.grandTotal}>Tanda jadi</dt>
          <dd className={styles.grandTotal}>{formatRupiah(NEW_CAR_BOOKING_FEE)}</dd>
        </dl>
        <p className={`${styles.hint} ${styles.spaced}`}>
          {`Tanda jadi ${formatRupiah(NEW_CAR_BOOKING_FEE)} dibayar sekarang untuk memesan unit di dealer pilihan Anda. Sisa pembayaran — harga OTR dikurangi tanda jadi, atau uang muka bila kredit — diselesaikan di dealer bersama sales consultant.`}
        </p>
      </section>

      <PaymentMethodFields no={6} value={current.paymentMethod} error={errors.paymentMethod} onChange={(m) => set('paymentMethod', m)} />

      <div className={styles.submitBar}>
        {message ? (
          <p className={styles.alert} role="alert">
            {message}
          </p>
        ) : null}
        <button type="submit" className={styles.primary} disabled={!ready || busy || !variant || !color}>
          {busy ? 'Membuat booking…' : `Bayar Tanda Jadi ${formatRupiah(NEW_CAR_BOOKING_FEE)}`}
        </button>
      </div>
    </form>
  );
}
