import { formatRupiah } from '@kemudi/domain/format';
import { type EstimateView, rangeText, uncertaintyText } from './trade-in-logic';
import styles from './trade-in.module.css';

/**
 * The trade-in estimate as the visitor reads it (issue 13): the price range, its uncertainty, how
 * many of the model's certified used cars Kemudi lists for comparison (priced by the same rule,
 * issue 15), each step of the computation (the API's own words), and the note on what changes it
 * at inspection. Without a basis (no market data for the car) only the note: the inspection gives
 * the price.
 */
export function EstimateResult({ estimate }: { estimate: EstimateView }) {
  const range = rangeText(estimate);
  const spread = uncertaintyText(estimate.uncertainty);
  return (
    <section className={styles.estimate} aria-labelledby="taksiran-hasil" tabIndex={-1} id="hasil-taksiran">
      <h2 id="taksiran-hasil">Perkiraan Harga Mobil Anda</h2>
      {range ? (
        <>
          <p className={styles.range} data-testid="estimate-range">
            {range}
          </p>
          <p className={styles.meta}>
            {[
              estimate.mid !== null ? `Nilai tengah ${formatRupiah(estimate.mid)}` : null,
              spread ? `ketidakpastian ${spread}` : null,
              estimate.comparables > 0 ? `pembanding: ${estimate.comparables} mobil sejenis di Kemudi` : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
        </>
      ) : (
        <p className={styles.meta}>Kami belum memiliki data pasar untuk mobil ini. Harga ditentukan setelah inspeksi.</p>
      )}
      {estimate.steps.length > 0 ? (
        <details className={styles.steps} open>
          <summary>Cara perhitungan</summary>
          <ol>
            {estimate.steps.map((step, i) => (
              <li key={i}>
                <span>{step.label}</span> <strong>{step.value}</strong>
              </li>
            ))}
          </ol>
        </details>
      ) : null}
      <p className={styles.note}>{estimate.note}</p>
    </section>
  );
}
