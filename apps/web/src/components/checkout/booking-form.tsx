'use client';

import { NEW_CAR_BOOKING_FEE, type PaymentMethod } from '@kemudi/domain/commerce';
import { CREDIT_TENORS, DOWN_PAYMENT_MAX_PERCENT, DOWN_PAYMENT_MIN_PERCENT } from '@kemudi/domain/credit';
import { formatRupiah } from '@kemudi/domain/format';
import { type FormEvent, useState } from 'react';
import { ContactBlock } from '@/components/form/contact-block';
import { useHydrated } from '@/lib/use-hydrated';
import { CheckoutBranchPicker } from './branch-picker';
import { bookingOtr, type CheckoutValues, contactBody, creditInputKey, readCreditResult, CONTACT_IDS } from './checkout-logic';
import styles from './checkout.module.css';
import formStyles from '@/components/form/form.module.css';
import { goToLogin, sendOrderRequest } from './order-request';
import { PaymentMethodFields } from './payment-methods';
import { StepLegend, StepSection } from '@/components/form/step-legend';
import type { CityGroup, CityOption } from '@/lib/city-options';
import type { BranchOption } from '@/lib/booking-views';
import { SubmitBar } from '@/components/form/submit-bar';
import { useOrderForm } from './use-order-form';

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
  const { values, errors, message, busy, set, check, place } = useOrderForm<CreateNewCarBody>(contact, '/api/order/v1/orders/new-car');
  const [wantsCredit, setWantsCredit] = useState(false);
  const [dp, setDp] = useState(DEFAULT_DP);
  const [tenor, setTenor] = useState(DEFAULT_TENOR);
  const [credit, setCredit] = useState<{ key: string; result: CreditResult } | null>(null);
  const [creditBusy, setCreditBusy] = useState(false);
  const [creditError, setCreditError] = useState<string | null>(null);

  const variant = variants.find((v) => v.code === variantCode) ?? variants[0];
  const color = colors.find((c) => c.id === colorId) ?? colors[0];
  const branchSlug = branches.some((b) => b.slug === values.branchSlug) ? values.branchSlug : '';
  const current: CheckoutValues = { ...values, branchSlug };
  const creditKey = variant && color ? creditInputKey({ variantCode: variant.code, colorId: color.id, cityCode: city.isocode, downPaymentPercent: dp, tenorMonths: tenor }) : '';
  const creditShown = wantsCredit && credit?.key === creditKey ? credit.result : null;
  const otr = variant && color ? bookingOtr(variant.price, color.extraPrice) : 0;

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
    if (busy || !variant || !color || !check(current, false)) return;
    await place(
      {
      modelCode,
      variantCode: variant.code,
      colorId: color.id,
      branchSlug: current.branchSlug,
      cityCode: city.isocode,
      contact: contactBody(current),
      ...(creditShown ? { credit: { downPaymentPercent: dp, tenorMonths: tenor } } : {}),
      paymentMethod: current.paymentMethod as PaymentMethod,
      },
      'Booking',
    );
  }

  return (
    <form className={formStyles.form} onSubmit={submit} noValidate data-ready={ready ? '' : undefined} aria-busy={busy}>
      <fieldset className={formStyles.step}>
        <StepLegend no={1} title="Mobil" />
        <fieldset className={formStyles.chips}>
          <legend>Varian</legend>
          <ul className={formStyles.choices}>
            {variants.map((v) => (
              <li key={v.code}>
                <label className={formStyles.choice}>
                  <input type="radio" name="variant" value={v.code} checked={variant?.code === v.code} onChange={() => setVariantCode(v.code)} />
                  <span className={formStyles.choiceBody}>
                    <span className={formStyles.choiceTitle}>{`${modelName} ${v.name}${v.isPreorder ? ' (pre-order)' : ''}`}</span>
                    <span className={formStyles.choiceMeta}>{v.detail}</span>
                    <span className={formStyles.choiceMeta}>{`OTR ${formatRupiah(v.price)}`}</span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        <fieldset className={`${formStyles.chips} ${formStyles.spaced}`}>
          <legend>Warna</legend>
          <ul className={styles.swatches}>
            {colors.map((c) => (
              <li key={c.id}>
                <label className={formStyles.choice}>
                  <input type="radio" name="color" value={c.id} checked={color?.id === c.id} onChange={() => setColorId(c.id)} />
                  <span className={styles.swatch} style={{ background: c.hex }} aria-hidden="true" />
                  <span className={formStyles.choiceBody}>
                    <span className={formStyles.choiceTitle}>{c.name}</span>
                    {c.extraPrice > 0 ? <span className={formStyles.choiceMeta}>{`+ ${formatRupiah(c.extraPrice)}`}</span> : null}
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        <div className={`${formStyles.note} ${formStyles.spaced}`} aria-live="polite">
          <p className={styles.numberLabel}>{`Harga OTR ${priceCityName}${color && color.extraPrice > 0 ? ', termasuk tambahan warna' : ''}`}</p>
          <p className={styles.price} data-testid="booking-otr">
            {formatRupiah(otr)}
          </p>
        </div>
      </fieldset>

      <CheckoutBranchPicker
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

      <fieldset className={formStyles.step}>
        <StepLegend no={3} title="Simulasi Kredit (opsional)" />
        <label className={formStyles.choice}>
          <input type="checkbox" checked={wantsCredit} onChange={(e) => setWantsCredit(e.currentTarget.checked)} />
          <span className={formStyles.choiceBody}>
            <span className={formStyles.choiceTitle}>Saya ingin membeli secara kredit</span>
            <span className={formStyles.choiceMeta}>Simulasinya ikut dalam booking agar sales consultant dapat menyiapkan pengajuan kredit.</span>
          </span>
        </label>
        {wantsCredit ? (
          <div className={`${formStyles.fields} ${formStyles.spaced}`}>
            <div className={formStyles.field}>
              <label htmlFor="credit-dp">Uang muka (DP)</label>
              <select id="credit-dp" value={dp} onChange={(e) => setDp(Number(e.currentTarget.value))}>
                {DP_OPTIONS.map((p) => (
                  <option key={p} value={p}>
                    {`${p}% · ${formatRupiah(Math.round((otr * p) / 100))}`}
                  </option>
                ))}
              </select>
            </div>
            <div className={formStyles.field}>
              <label htmlFor="credit-tenor">Tenor</label>
              <select id="credit-tenor" value={tenor} onChange={(e) => setTenor(Number(e.currentTarget.value))}>
                {CREDIT_TENORS.map((t) => (
                  <option key={t} value={t}>
                    {`${t} bulan`}
                  </option>
                ))}
              </select>
            </div>
            <div className={formStyles.row}>
              <button type="button" className={formStyles.linkButton} onClick={() => void simulate()} disabled={creditBusy}>
                {creditBusy ? 'Menghitung…' : 'Hitung angsuran'}
              </button>
            </div>
            <div aria-live="polite">
              {creditError ? <p className={formStyles.fieldError}>{creditError}</p> : null}
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
                <p className={formStyles.hint}>Pilihan berubah: hitung ulang agar simulasinya ikut dalam booking.</p>
              ) : null}
            </div>
            {creditShown ? (
              <p className={`${formStyles.hint} ${formStyles.small}`}>Simulasi ini perkiraan; angka akhir mengikuti persetujuan perusahaan pembiayaan.</p>
            ) : null}
          </div>
        ) : null}
      </fieldset>

      <ContactBlock
        no={4}
        hint="Diisi dari akun Anda. Dealer menghubungi kontak ini tentang pesanan."
        idOf={(field) => CONTACT_IDS[field]}
        values={current}
        errors={errors}
        onChange={(field, value) => set(field, value)}
      />

      <StepSection no={5} title="Tanda Jadi" id="booking-fee-title">
        <dl className={styles.totals}>
          <dt className={styles.grandTotal}>Tanda jadi</dt>
          <dd className={styles.grandTotal}>{formatRupiah(NEW_CAR_BOOKING_FEE)}</dd>
        </dl>
        <p className={`${formStyles.hint} ${formStyles.spaced}`}>
          {`Tanda jadi ${formatRupiah(NEW_CAR_BOOKING_FEE)} dibayar sekarang untuk memesan unit di dealer pilihan Anda. Sisa pembayaran — harga OTR dikurangi tanda jadi, atau uang muka bila kredit — diselesaikan di dealer bersama sales consultant.`}
        </p>
      </StepSection>

      <PaymentMethodFields no={6} value={current.paymentMethod} error={errors.paymentMethod} onChange={(m) => set('paymentMethod', m)} />

      <SubmitBar
        message={message}
        label={`Bayar Tanda Jadi ${formatRupiah(NEW_CAR_BOOKING_FEE)}`}
        busyLabel="Membuat booking…"
        busy={busy}
        disabled={!ready || busy || !variant || !color}
      />
    </form>
  );
}
