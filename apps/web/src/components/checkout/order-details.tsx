import { orderNextStep, orderStatusLabel, type OrderStatus } from '@kemudi/domain/commerce';
import type { OrderDetail } from '@kemudi/domain/contracts/orders';
import { formatDateId, formatRupiah } from '@kemudi/domain/format';
import { ROUTES } from '@kemudi/domain/routes';
import { OrderStatusBadge } from '@/components/orders/order-status-badge';
import Link from '@/components/page/link';
import { PushOffer } from '@/components/push/push-offer';
import { formatSlotStart, wibTime } from './checkout-logic';
import { OutcomeHeading } from './outcome-heading';
import styles from './checkout.module.css';
import form from '@/components/form/form.module.css';

/** The order's lines, subtotal and total, as the API answered them. */
export function OrderLines({ order }: { order: OrderDetail }) {
  return (
    <>
      <ul className={styles.lines} aria-label="Isi pesanan">
        {order.items.map((item) => (
          <li key={item.code} className={styles.lineNoImage}>
            <span className={form.choiceBody}>
              <span className={styles.lineName}>{item.name}</span>
              <span className={form.choiceMeta}>{`${item.quantity} × ${formatRupiah(item.unitPrice)}`}</span>
            </span>
            <span className={styles.amount}>{formatRupiah(item.lineTotal)}</span>
          </li>
        ))}
      </ul>
      <dl className={styles.totals}>
        <dt>Subtotal</dt>
        <dd>{formatRupiah(order.subtotal)}</dd>
        <dt className={styles.grandTotal}>Total</dt>
        <dd className={styles.grandTotal}>{formatRupiah(order.total)}</dd>
      </dl>
    </>
  );
}

/** Where and when: the dealer, the slot, and for a new car what is reserved (OTR of the city, the credit simulation). */
export function OrderFacts({ order }: { order: OrderDetail }) {
  const v = order.vehicle;
  return (
    <dl className={styles.facts}>
      <dt>Dealer</dt>
      <dd>{order.branchName}</dd>
      {order.slotStart ? (
        <>
          <dt>Jadwal</dt>
          <dd>{formatSlotStart(order.slotStart)}</dd>
        </>
      ) : null}
      {v ? (
        <>
          <dt>Mobil</dt>
          <dd>{`Toyota ${v.modelName} ${v.variantName}`}</dd>
          <dt>Warna</dt>
          <dd>{v.colorName}</dd>
          <dt>{`Harga OTR ${v.cityName}`}</dt>
          <dd>{formatRupiah(v.otrPrice)}</dd>
          {v.credit ? (
            <>
              <dt>Simulasi kredit</dt>
              <dd>{`DP ${v.credit.downPaymentPercent}% (${formatRupiah(v.credit.downPayment)}), ${v.credit.tenorMonths} bulan × ${formatRupiah(v.credit.monthlyInstallment)}; pembayaran pertama ${formatRupiah(v.credit.totalFirstPayment)}`}</dd>
            </>
          ) : null}
        </>
      ) : null}
      <dt>Pemesan</dt>
      <dd>{`${order.contact.name} · ${order.contact.phoneNumber}`}</dd>
      {order.payment ? (
        <>
          <dt>Metode pembayaran</dt>
          <dd>{order.payment.methodLabel}</dd>
        </>
      ) : null}
      {order.paidAt ? (
        <>
          <dt>Waktu pembayaran</dt>
          <dd>{`${formatDateId(order.paidAt, 'long')}, ${wibTime(order.paidAt)} WIB`}</dd>
        </>
      ) : null}
    </dl>
  );
}

const CLOSED_UNPAID: readonly OrderStatus[] = ['cancelled', 'expired'];

function confirmationTitle(order: OrderDetail): string {
  if (order.status === 'expired') return 'Waktu pembayaran habis';
  if (order.status === 'cancelled') return 'Pesanan dibatalkan';
  return order.kind === 'products' ? 'Pesanan Anda diterima' : 'Booking Anda diterima';
}

/**
 * The confirmation (issue 12), once the order no longer waits for payment: the order number in
 * large type, its status, what happens next, what was ordered, where and when, and the way to the
 * order in My Account and to /tracking-order. An expired or cancelled order says so. Replacing the
 * payment page in place, it brings the visitor to its heading (outcome-heading.tsx). An order that
 * goes on is where notifications of its status are offered (push-offer.tsx, issue 29).
 */
export function OrderConfirmation({ order }: { order: OrderDetail }) {
  const closed = CLOSED_UNPAID.includes(order.status);
  const again =
    order.kind === 'new-car' && order.vehicle
      ? { href: ROUTES.newCarBooking(order.vehicle.modelCode, order.vehicle.variantCode), label: 'Booking lagi' }
      : order.kind === 'used-car'
        ? { href: ROUTES.usedCars, label: 'Lihat mobil bekas' }
        : { href: ROUTES.cart, label: 'Buka keranjang' };
  return (
    <div className={styles.page}>
      <OutcomeHeading orderNo={order.orderNo} className={styles.title}>
        {confirmationTitle(order)}
      </OutcomeHeading>
      <section className={styles.card} aria-labelledby="order-no-label">
        <p id="order-no-label" className={styles.numberLabel}>
          Nomor pesanan
        </p>
        <p className={styles.orderNo}>{order.orderNo}</p>
        <p>
          <OrderStatusBadge status={order.status} label={orderStatusLabel(order.status, order.fulfilment)} />
        </p>
        <h2>Langkah selanjutnya</h2>
        <p>{orderNextStep(order.status, order.fulfilment)}</p>
        <div className={form.actions}>
          <Link href={ROUTES.myOrder(order.orderNo)} className={form.primary}>
            Lihat di Pesanan Saya
          </Link>
          <Link href={ROUTES.tracking(order.orderNo)} className={form.secondary}>
            Lacak pesanan
          </Link>
          {closed ? (
            <Link href={again.href} className={form.secondary}>
              {again.label}
            </Link>
          ) : null}
        </div>
      </section>
      {closed ? null : <PushOffer subject="pesanan" />}
      <section className={styles.card} aria-labelledby="order-detail-title">
        <h2 id="order-detail-title">Rincian pesanan</h2>
        <OrderFacts order={order} />
        <OrderLines order={order} />
      </section>
    </div>
  );
}
