import type { OrderDetail } from '@kemudi/domain/contracts/orders';
import { formatRupiah } from '@kemudi/domain/format';
import { ROUTES } from '@kemudi/domain/routes';
import Link from '@/components/page/link';
import { CancelOrder } from './cancel-order';
import { FULFILMENT_LABELS, formatDateTimeId, isPaid } from '@/lib/order-format';
import { OrderItemsTable } from './order-items-table';
import { OrderStatusBadge } from './order-status-badge';
import { OrderTimeline } from './order-timeline';
import { RefundNote } from './refund-note';
import styles from './orders.module.css';

/**
 * One order in My Account (issue 12): status and what to do now (pay, cancel, print the receipt),
 * the timeline with what happens next, the items and totals, the car and its credit simulation for
 * a new-car booking, dealer and slot, contact and payment.
 */
export function OrderDetailView({ order }: { order: OrderDetail }) {
  const pending = order.status === 'pending_payment';
  return (
    <div className={styles.detail}>
      <section aria-labelledby="ringkasan-pesanan" className={styles.panel}>
        <h2 id="ringkasan-pesanan" className="visually-hidden">
          Ringkasan
        </h2>
        <div className={styles.orderHead}>
          <p className={styles.orderTitle}>{order.title}</p>
          <OrderStatusBadge status={order.status} label={order.statusLabel} />
        </div>
        <dl className={styles.facts}>
          <dt>Tanggal pesan</dt>
          <dd>{formatDateTimeId(order.createdAt, 'long')}</dd>
          <dt>Total</dt>
          <dd className={styles.amount}>{formatRupiah(order.total)}</dd>
          {pending ? (
            <>
              <dt>Bayar sebelum</dt>
              <dd>{formatDateTimeId(order.expiresAt, 'long')}</dd>
            </>
          ) : null}
        </dl>
        <div className={styles.orderActions}>
          {pending ? (
            <Link href={ROUTES.orderPayment(order.orderNo)} className={styles.primaryLink}>
              Bayar Sekarang
            </Link>
          ) : null}
          {isPaid(order) ? (
            <Link href={ROUTES.orderReceipt(order.orderNo)} className={styles.secondaryLink}>
              Cetak Kuitansi
            </Link>
          ) : null}
          {order.canCancel ? <CancelOrder orderNo={order.orderNo} /> : null}
        </div>
      </section>

      <section aria-labelledby="status-pesanan" className={styles.panel}>
        <h2 id="status-pesanan">Status Pesanan</h2>
        <OrderTimeline steps={order.timeline} />
        <p className={styles.nextStep}>
          <strong>Langkah berikutnya: </strong>
          {order.nextStep}
        </p>
        <RefundNote refund={order.refund} />
      </section>

      <section aria-labelledby="rincian-pesanan" className={styles.panel}>
        <h2 id="rincian-pesanan">Rincian Pesanan</h2>
        <OrderItemsTable order={order} />
      </section>

      {order.vehicle ? (
        <section aria-labelledby="mobil-pesanan" className={styles.panel}>
          <h2 id="mobil-pesanan">Mobil yang Dipesan</h2>
          <dl className={styles.facts}>
            <dt>Model</dt>
            <dd>
              {order.vehicle.modelName} {order.vehicle.variantName}
            </dd>
            <dt>Warna</dt>
            <dd>{order.vehicle.colorName}</dd>
            <dt>Harga OTR</dt>
            <dd>
              {formatRupiah(order.vehicle.otrPrice)} <span className={styles.muted}>({order.vehicle.cityName})</span>
            </dd>
          </dl>
          {order.vehicle.credit ? (
            <>
              <h3 className={styles.subheading}>Simulasi Kredit</h3>
              <dl className={styles.facts}>
                <dt>Uang muka</dt>
                <dd>
                  {formatRupiah(order.vehicle.credit.downPayment)} ({order.vehicle.credit.downPaymentPercent}%)
                </dd>
                <dt>Tenor</dt>
                <dd>{order.vehicle.credit.tenorMonths} bulan</dd>
                <dt>Angsuran per bulan</dt>
                <dd>{formatRupiah(order.vehicle.credit.monthlyInstallment)}</dd>
                <dt>Total pembayaran pertama</dt>
                <dd>{formatRupiah(order.vehicle.credit.totalFirstPayment)}</dd>
              </dl>
              <p className={styles.muted}>Simulasi ini perkiraan; angka akhir ditetapkan oleh perusahaan pembiayaan.</p>
            </>
          ) : (
            <p className={styles.muted}>Pembelian tunai (tanpa simulasi kredit).</p>
          )}
        </section>
      ) : null}

      <div className={styles.detailColumns}>
        <section aria-labelledby="dealer-pesanan" className={styles.panel}>
          <h2 id="dealer-pesanan">Dealer &amp; Jadwal</h2>
          <dl className={styles.facts}>
            <dt>Dealer</dt>
            <dd>{order.branchName}</dd>
            <dt>Layanan</dt>
            <dd>{FULFILMENT_LABELS[order.fulfilment]}</dd>
            <dt>Jadwal</dt>
            <dd>{order.slotStart ? formatDateTimeId(order.slotStart, 'long') : 'Tidak memerlukan jadwal'}</dd>
            {order.notes ? (
              <>
                <dt>Catatan</dt>
                <dd>{order.notes}</dd>
              </>
            ) : null}
          </dl>
        </section>

        <section aria-labelledby="kontak-pesanan" className={styles.panel}>
          <h2 id="kontak-pesanan">Kontak</h2>
          <dl className={styles.facts}>
            <dt>Nama</dt>
            <dd>{order.contact.name}</dd>
            <dt>Nomor HP</dt>
            <dd>{order.contact.phoneNumber}</dd>
            <dt>Email</dt>
            <dd>{order.contact.email ?? '-'}</dd>
          </dl>
        </section>

        <section aria-labelledby="pembayaran-pesanan" className={styles.panel}>
          <h2 id="pembayaran-pesanan">Pembayaran</h2>
          <dl className={styles.facts}>
            <dt>Metode</dt>
            <dd>{order.payment?.methodLabel ?? '-'}</dd>
            <dt>Status</dt>
            <dd>{order.paidAt ? `Dibayar ${formatDateTimeId(order.paidAt, 'long')}` : pending ? 'Menunggu pembayaran' : 'Tidak dibayar'}</dd>
          </dl>
        </section>
      </div>

      <p>
        <Link href={ROUTES.myOrders} className={styles.textLink}>
          ← Kembali ke Pesanan Saya
        </Link>
      </p>
    </div>
  );
}
