import { CREDIT_TENORS } from '@kemudi/domain/credit';
import { formatRupiah } from '@kemudi/domain/format';
import type { CreditData } from '@kemudi/domain/contracts/new-cars';
import { type CreditChoice, DOWN_PAYMENT_OPTIONS } from '@/lib/used-cars';
import styles from './used-cars.module.css';

const percent = (rate: number) => `${(rate * 100).toLocaleString('id-ID', { maximumFractionDigits: 2 })}%`;

/**
 * A credit estimate on the car's price (§7 v2/creditcalculator), as a GET form on the car's own
 * page: it works without JavaScript and the chosen down payment and tenor stay in the URL.
 */
export function CreditEstimateSection({
  action,
  choice,
  estimate,
  applyHref,
}: {
  action: string;
  choice: CreditChoice;
  estimate: CreditData | null;
  applyHref: string;
}) {
  const downPayments = (DOWN_PAYMENT_OPTIONS as readonly number[]).includes(choice.downPaymentPercent)
    ? DOWN_PAYMENT_OPTIONS
    : [...DOWN_PAYMENT_OPTIONS, choice.downPaymentPercent].sort((a, b) => a - b);
  return (
    <section aria-labelledby="kredit" className={styles.section}>
      <h2 id="kredit">Simulasi Kredit</h2>
      <div className={styles.panel}>
        <form method="get" action={`${action}#kredit`} className={styles.creditForm}>
          <div className={styles.field}>
            <label htmlFor="uc-dp">Uang muka</label>
            <select id="uc-dp" name="dp" defaultValue={String(choice.downPaymentPercent)}>
              {downPayments.map((dp) => (
                <option key={dp} value={dp}>{`${dp}%`}</option>
              ))}
            </select>
          </div>
          <div className={styles.field}>
            <label htmlFor="uc-tenor">Tenor</label>
            <select id="uc-tenor" name="tenor" defaultValue={String(choice.tenorMonths)}>
              {CREDIT_TENORS.map((t) => (
                <option key={t} value={t}>{`${t} bulan`}</option>
              ))}
            </select>
          </div>
          <button type="submit" className={styles.secondaryButton}>
            Hitung cicilan
          </button>
        </form>
        {estimate ? (
          <>
            <dl className={styles.creditResult}>
              <dt>Cicilan per bulan</dt>
              <dd>
                <strong>{formatRupiah(estimate.monthlyInstallment)}</strong>
                {` selama ${estimate.tenorMonths} bulan`}
              </dd>
              <dt>Uang muka</dt>
              <dd>{formatRupiah(estimate.downPayment)}</dd>
              <dt>Total pembayaran pertama</dt>
              <dd>{`${formatRupiah(estimate.totalDownPayment)} (uang muka, asuransi, biaya admin dan provisi)`}</dd>
            </dl>
            <p className={styles.fineprint}>
              {`Perkiraan dengan bunga efektif ${percent(estimate.annualRate)} per tahun dan asuransi all risk. Angka final mengikuti persetujuan perusahaan pembiayaan.`}
            </p>
          </>
        ) : (
          <p className={styles.fineprint}>Simulasi kredit sedang tidak tersedia. Tanyakan langsung ke dealer.</p>
        )}
        <a href={applyHref} className="button" target="_blank" rel="noopener noreferrer">
          Ajukan Kredit
        </a>
      </div>
    </section>
  );
}
