'use client';

import type { CreditData } from '@kemudi/domain/contracts/new-cars';
import { INSURANCE_KINDS, INSURANCE_TEXTS, type InsuranceKind, PAYMENT_SCHEME_TEXTS } from '@kemudi/domain/credit';
import { formatRupiah } from '@kemudi/domain/money';
import { useEffect, useId, useRef, useState } from 'react';
import { useHydrated } from '@/lib/use-hydrated';

/** The fields of the §7 v2/creditcalculator answer the form shows (its contract, CreditData). */
export type CreditResult = Pick<
  CreditData,
  | 'otrPrice'
  | 'downPayment'
  | 'downPaymentPercent'
  | 'principal'
  | 'annualRate'
  | 'tenorMonths'
  | 'monthlyInstallment'
  | 'insuranceKind'
  | 'insurance'
  | 'adminFee'
  | 'provisionFee'
  | 'paymentScheme'
  | 'totalDownPayment'
  | 'totalPayment'
  | 'rates'
>;

const DP_MIN = 10;
const DP_MAX = 90;
const DP_STEP = 5;
const isInsuranceKind = (value: string): value is InsuranceKind => (INSURANCE_KINDS as readonly string[]).includes(value);
const insuranceLabel = (kind: string) => (isInsuranceKind(kind) ? INSURANCE_TEXTS[kind].label : kind);

/** Issue 29: the scheme named and explained ("Skema ADDB" alone means nothing to most buyers). */
function schemeText(scheme: string): string {
  const known = scheme === 'ADDB' || scheme === 'ADDM' ? PAYMENT_SCHEME_TEXTS[scheme] : null;
  const other = PAYMENT_SCHEME_TEXTS.ADDM;
  const explained = known ? `Skema ${known.name}: ${known.description}` : `Skema ${scheme}.`;
  return scheme === 'ADDB' ? `${explained} Pada skema ${other.name}, ${other.description}` : explained;
}

/** 0.075 → "7,5%". */
function percentText(fraction: number): string {
  const tenths = Math.round(fraction * 1000);
  return `${Math.floor(tenths / 10)}${tenths % 10 === 0 ? '' : `,${tenths % 10}`}%`;
}

/** What is financed: a new car's variant at its city's OTR, or a certified used car at its own price (issue 29). */
export type CreditSubject =
  | { kind: 'variant'; code: string; name: string; cityCode: string }
  | { kind: 'used-car'; code: string; name: string };

/** The simulation's choice in a link's query (`dp`, `tenor`, `asuransi`), read back by parseCreditChoice. */
export function creditChoiceHref(href: string, choice: { dp: number; tenor: number; insurance: string }): string {
  const query = new URLSearchParams({ dp: String(choice.dp), tenor: String(choice.tenor), asuransi: choice.insurance });
  return `${href}?${query.toString()}`;
}

/**
 * Credit simulation (issue 4): a down-payment slider and tenor buttons; every change asks the
 * API's calculator (§7 POST v2/creditcalculator, through the site's /api proxy) for the subject's
 * price — a variant's OTR in the visitor's city, or a certified used car's own price (issue 29) —
 * so the instalment shown is always the API's. Every assumption the answer carries — rate for the
 * tenor, insurance, admin fee, provisi, payment scheme — is listed. `next`: a link that carries the
 * visitor's choice on (the used car's booking page starts from it). `classes`: from
 * credit-classes.ts, passed by the server-rendered page, so the island ships no class-name map
 * (issue 14).
 */
export function CreditSimulator({
  subject,
  initial,
  initialDownPaymentPercent,
  next,
  classes: styles,
}: {
  subject: CreditSubject;
  initial: CreditResult;
  initialDownPaymentPercent: number;
  next?: { href: string; label: string; note: string } | undefined;
  classes: Readonly<Record<string, string | undefined>>;
}) {
  const id = useId();
  // Marked once React runs: the controls act by script only, and browser tests wait for the mark.
  const ready = useHydrated();
  const [dp, setDp] = useState(initialDownPaymentPercent);
  const [tenor, setTenor] = useState(initial.tenorMonths);
  const [insurance, setInsurance] = useState(initial.insuranceKind);
  const [result, setResult] = useState<CreditResult>(initial);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const first = useRef(true);

  useEffect(() => {
    // The first render shows the server's answer for the same inputs.
    if (first.current) {
      first.current = false;
      return;
    }
    const controller = new AbortController();
    setBusy(true);
    // The call is its own chunk (credit-request.ts): the page's first load needs only the server's answer.
    import('./credit-request')
      .catch(() => {
        throw new Error('Simulasi kredit belum dapat dihitung'); // not fetched (offline)
      })
      .then(({ requestCredit }) =>
        requestCredit(
          {
            ...(subject.kind === 'variant' ? { productCode: subject.code, cityCode: subject.cityCode } : { usedCarCode: subject.code }),
            downPaymentPercent: dp,
            tenorMonths: tenor,
            insuranceKind: insurance,
          },
          controller.signal,
        ),
      )
      .then((data) => {
        setResult(data);
        setError(null);
      })
      .catch((err: unknown) => {
        if (controller.signal.aborted) return;
        setError(err instanceof Error ? err.message : 'Simulasi kredit belum dapat dihitung');
      })
      .finally(() => {
        if (!controller.signal.aborted) setBusy(false);
      });
    return () => controller.abort();
  }, [subject, dp, tenor, insurance]);

  const dpAmount = Math.round((result.otrPrice * dp) / 100);
  return (
    <div className={styles.credit} data-ready={ready ? '' : undefined}>
      <div>
        <p className={styles.muted}>
          {subject.kind === 'variant'
            ? `Varian ${subject.name} · harga OTR ${formatRupiah(result.otrPrice)}`
            : `${subject.name} · harga ${formatRupiah(result.otrPrice)}`}
        </p>
        <div className={styles.field}>
          <label htmlFor={`${id}-dp`}>{`Uang muka (DP): ${dp}% · ${formatRupiah(dpAmount)}`}</label>
          <input
            id={`${id}-dp`}
            type="range"
            className={styles.range}
            min={DP_MIN}
            max={DP_MAX}
            step={DP_STEP}
            value={dp}
            aria-valuetext={`${dp} persen, ${formatRupiah(dpAmount)}`}
            onChange={(e) => setDp(Number(e.currentTarget.value))}
          />
        </div>
        <div className={styles.field} role="group" aria-labelledby={`${id}-tenor`}>
          <span id={`${id}-tenor`} className={styles.fieldLabel}>
            <strong>Tenor</strong>
          </span>
          <div className={styles.tenors}>
            {result.rates.map((r) => (
              <button
                key={r.tenorMonths}
                type="button"
                className={styles.tenor}
                aria-pressed={r.tenorMonths === tenor}
                onClick={() => setTenor(r.tenorMonths)}
              >
                {`${r.tenorMonths} bulan`}
              </button>
            ))}
          </div>
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-ins`}>Asuransi</label>
          <select id={`${id}-ins`} value={insurance} onChange={(e) => setInsurance(e.currentTarget.value)} aria-describedby={`${id}-ins-help`}>
            {INSURANCE_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {INSURANCE_TEXTS[kind].label}
              </option>
            ))}
          </select>
          {/* Issue 29: what each choice covers, always shown (not on hover) and read with the select. */}
          <ul id={`${id}-ins-help`} className={styles.choiceHelp}>
            {INSURANCE_KINDS.map((kind) => (
              <li key={kind}>
                <strong>{`${INSURANCE_TEXTS[kind].label}:`}</strong> {INSURANCE_TEXTS[kind].description}
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div aria-live="polite" aria-busy={busy}>
        <p className={styles.muted}>Angsuran per bulan</p>
        <p className={styles.installment} data-testid="installment">
          {formatRupiah(result.monthlyInstallment)}
        </p>
        <p className={styles.muted}>{`selama ${result.tenorMonths} bulan`}</p>
        {error ? (
          <p className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
        <dl className={styles.assumptions}>
          <dt>{subject.kind === 'variant' ? 'Harga OTR' : 'Harga mobil'}</dt>
          <dd>{formatRupiah(result.otrPrice)}</dd>
          <dt>Uang muka</dt>
          <dd>{`${formatRupiah(result.downPayment)} (${Math.round(result.downPaymentPercent)}%)`}</dd>
          <dt>Pokok pinjaman</dt>
          <dd>{formatRupiah(result.principal)}</dd>
          <dt>Suku bunga efektif</dt>
          <dd>{`${percentText(result.annualRate)} per tahun`}</dd>
          <dt>{`Asuransi ${insuranceLabel(result.insuranceKind)}`}</dt>
          <dd>{formatRupiah(result.insurance)}</dd>
          <dt>Biaya administrasi</dt>
          <dd>{formatRupiah(result.adminFee)}</dd>
          <dt>Provisi</dt>
          <dd>{formatRupiah(result.provisionFee)}</dd>
          <dt>Total pembayaran pertama (TDP)</dt>
          <dd>{formatRupiah(result.totalDownPayment)}</dd>
          <dt>Total pembayaran</dt>
          <dd>{formatRupiah(result.totalPayment)}</dd>
        </dl>
        <p className={styles.muted}>
          {`Suku bunga efektif per tenor: ${result.rates.map((r) => `${r.tenorMonths} bulan ${percentText(r.annualRate)}`).join(' · ')}.`}
        </p>
        <p className={styles.muted}>
          {`${schemeText(result.paymentScheme)} Simulasi ini perkiraan; angka akhir mengikuti persetujuan perusahaan pembiayaan.`}
        </p>
        {next ? (
          <p className={styles.next}>
            <a className="button" href={creditChoiceHref(next.href, { dp, tenor, insurance })}>
              {next.label}
            </a>
            <span className={styles.muted}>{next.note}</span>
          </p>
        ) : null}
      </div>
    </div>
  );
}
