import type { OrderRefundData } from '@kemudi/domain/contracts/orders';
import { formatRupiah } from '@kemudi/domain/format';
import { formatDateTimeId } from '@/lib/order-format';
import styles from './orders.module.css';

/**
 * A payment going back to the customer (issue 24), under the order's timeline in Pesanan Saya and
 * on /tracking-order: "Dana dikembalikan" with the amount and the date, or "Pengembalian dana
 * diproses" while the dealer and the payment provider carry it out.
 */
export function RefundNote({ refund }: { refund: OrderRefundData | null }) {
  if (!refund) return null;
  const amount = formatRupiah(refund.amount);
  return (
    <p className={styles.refund} data-status={refund.status}>
      <strong>{refund.label}</strong>
      {refund.status === 'succeeded'
        ? `: ${amount} dikembalikan pada ${formatDateTimeId(refund.completedAt, 'long')} ke rekening atau dompet asal pembayaran Anda.`
        : `: ${amount} akan dikembalikan ke rekening atau dompet asal pembayaran Anda. Kami kabari lewat WhatsApp setelah selesai.`}
    </p>
  );
}
