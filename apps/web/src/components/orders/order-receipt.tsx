import { COMPANY } from '@kemudi/domain/constants';
import type { OrderDetail } from '@kemudi/domain/contracts/orders';
import { ROUTES } from '@kemudi/domain/routes';
import Link from '@/components/page/link';
import { FULFILMENT_LABELS, formatDateTimeId, isPaid } from '@/lib/order-format';
import { OrderItemsTable } from './order-items-table';
import { PrintButton } from './print-button';
import styles from './orders.module.css';

/**
 * The receipt of an order (issue 12: "a receipt page that prints cleanly"): the company, the order,
 * when it was paid, the customer, the items and totals, the payment method and, once paid, LUNAS.
 * An unpaid order says "Belum dibayar" instead, plainly, and carries no LUNAS mark. The print
 * stylesheet (orders.module.css) leaves only this on an A4 page, black on white.
 */
export function OrderReceipt({ order }: { order: OrderDetail }) {
  const paid = isPaid(order);
  return (
    <>
      <div className={styles.noPrint}>
        <div className={styles.receiptTools}>
          <Link href={ROUTES.myOrder(order.orderNo)} className={styles.textLink}>
            ← Kembali ke detail pesanan
          </Link>
          <PrintButton />
        </div>
      </div>
      <article className={styles.receipt} aria-labelledby="judul-kuitansi" data-receipt="">
        <header className={styles.receiptHead}>
          <div>
            <p className={styles.company}>{COMPANY.name}</p>
            <p className={styles.companyAddress}>{COMPANY.headOffice}</p>
          </div>
          <div className={styles.receiptTitle}>
            <h1 id="judul-kuitansi">Kuitansi</h1>
            <p>Bukti pembayaran</p>
          </div>
        </header>

        {paid ? (
          <p className={styles.paidMark}>
            LUNAS
          </p>
        ) : (
          <p className={styles.unpaidMark}>
            <strong>Belum dibayar.</strong> Pesanan ini belum dibayar, sehingga halaman ini bukan bukti pembayaran.
          </p>
        )}

        <dl className={styles.receiptFacts}>
          <dt>Nomor pesanan</dt>
          <dd>{order.orderNo}</dd>
          <dt>Tanggal pesan</dt>
          <dd>{formatDateTimeId(order.createdAt, 'long')}</dd>
          <dt>Tanggal bayar</dt>
          <dd>{order.paidAt ? formatDateTimeId(order.paidAt, 'long') : 'Belum dibayar'}</dd>
          <dt>Metode pembayaran</dt>
          <dd>{order.payment?.methodLabel ?? '-'}</dd>
          <dt>Pelanggan</dt>
          <dd>
            {order.contact.name}
            <br />
            {order.contact.phoneNumber}
            {order.contact.email ? (
              <>
                <br />
                {order.contact.email}
              </>
            ) : null}
          </dd>
          <dt>Dealer</dt>
          <dd>
            {order.branchName} · {FULFILMENT_LABELS[order.fulfilment]}
            {order.slotStart ? `, ${formatDateTimeId(order.slotStart, 'long')}` : ''}
          </dd>
          {order.vehicle ? (
            <>
              <dt>Mobil</dt>
              <dd>
                {order.vehicle.modelName} {order.vehicle.variantName}, {order.vehicle.colorName}
              </dd>
            </>
          ) : null}
        </dl>

        <OrderItemsTable order={order} caption="Rincian pembayaran" />

        <footer className={styles.receiptFoot}>
          <p>
            Status: <strong>{order.statusLabel}</strong>
          </p>
          <p>Kuitansi ini dibuat secara elektronik dan sah tanpa tanda tangan. Simpan sebagai bukti pembayaran Anda.</p>
        </footer>
      </article>
    </>
  );
}
