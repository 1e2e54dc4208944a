import type { TrackingData } from '@kemudi/domain/contracts/orders';
import { formatDateId } from '@kemudi/domain/format';
import { formatDateTimeId } from '@/lib/order-format';
import { OrderStatusBadge } from './order-status-badge';
import { OrderTimeline } from './order-timeline';
import { RefundNote } from './refund-note';
import styles from './orders.module.css';

/**
 * What /tracking-order shows of an order (issue 12): its title, dealer, status, the timeline and
 * what happens next — never the contact or payment details (TrackingData holds none).
 */
export function TrackingResult({ data }: { data: TrackingData }) {
  return (
    <article className={styles.trackingResult} aria-labelledby="hasil-lacak-judul">
      <div className={styles.resultHead}>
        <h3 id="hasil-lacak-judul">Pesanan {data.orderNo}</h3>
        <OrderStatusBadge status={data.status} label={data.statusLabel} />
      </div>
      <dl className={styles.facts}>
        <dt>Pesanan</dt>
        <dd>{data.title}</dd>
        <dt>Dealer</dt>
        <dd>{data.branchName}</dd>
        <dt>Tanggal pesan</dt>
        <dd>{formatDateId(data.createdAt, 'long')}</dd>
        {data.slotStart ? (
          <>
            <dt>Jadwal</dt>
            <dd>{formatDateTimeId(data.slotStart, 'long')}</dd>
          </>
        ) : null}
      </dl>
      <OrderTimeline steps={data.timeline} />
      <p className={styles.nextStep}>
        <strong>Langkah berikutnya: </strong>
        {data.nextStep}
      </p>
      <RefundNote refund={data.refund} />
    </article>
  );
}
