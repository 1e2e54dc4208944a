import { PRODUCT_KIND_LABELS } from '@kemudi/domain/commerce';
import type { CheckoutPreview } from '@kemudi/domain/contracts/orders';
import { formatRupiah } from '@kemudi/domain/format';
import styles from './checkout.module.css';
import form from '@/components/form/form.module.css';

/**
 * Step Ringkasan: the lines, subtotal and total exactly as the server's preview computed them
 * (prices, flash sales and stock are the API's), and the problems that stop the order.
 */
export function OrderSummary({ preview }: { preview: CheckoutPreview }) {
  return (
    <>
      <ul className={styles.lines} aria-label="Barang yang dipesan">
        {preview.items.map(({ product, quantity, lineTotal }) => (
          <li key={product.code} className={styles.line}>
            <img src={product.imageUrl} alt="" width={56} height={56} loading="lazy" decoding="async" />
            <span className={form.choiceBody}>
              <span className={styles.lineName}>{product.name}</span>
              <span className={form.choiceMeta}>{`${PRODUCT_KIND_LABELS[product.kind]} · ${quantity} × ${formatRupiah(product.price)}`}</span>
              {product.needsSlot ? <span className={form.choiceMeta}>Perlu jadwal pemasangan di dealer</span> : null}
            </span>
            <span className={styles.amount}>{formatRupiah(lineTotal)}</span>
          </li>
        ))}
      </ul>
      <dl className={styles.totals}>
        <dt>Subtotal</dt>
        <dd>{formatRupiah(preview.subtotal)}</dd>
        <dt className={styles.grandTotal}>Total</dt>
        <dd className={styles.grandTotal}>{formatRupiah(preview.total)}</dd>
      </dl>
      {preview.problems.length > 0 ? (
        <ul className={styles.problems} role="alert" aria-label="Masalah pada pesanan">
          {preview.problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
