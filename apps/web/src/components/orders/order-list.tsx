import type { OrderSummary } from '@kemudi/domain/contracts/orders';
import { formatDateId, formatRupiah } from '@kemudi/domain/format';
import { ROUTES } from '@kemudi/domain/routes';
import Link from '@/components/page/link';
import { OrderStatusBadge } from './order-status-badge';
import styles from './orders.module.css';

/**
 * My Account › Pesanan Saya (issue 12): the customer's orders, newest first — number, what was
 * ordered, total, dealer, date and status; an unpaid one links to its payment page.
 */
export function OrderList({ orders }: { orders: readonly OrderSummary[] }) {
  if (orders.length === 0) return <OrdersEmpty />;
  return (
    <ul className={styles.orderList} aria-label="Daftar pesanan">
      {orders.map((order) => (
        <li key={order.orderNo} className={styles.orderItem}>
          <div className={styles.orderHead}>
            <h2 className={styles.orderNo}>
              <Link href={ROUTES.myOrder(order.orderNo)}>
                <span className="visually-hidden">Pesanan </span>
                {order.orderNo}
              </Link>
            </h2>
            <OrderStatusBadge status={order.status} label={order.statusLabel} />
          </div>
          <p className={styles.orderTitle}>{order.title}</p>
          <dl className={styles.orderFacts}>
            <div>
              <dt>Total</dt>
              <dd className={styles.amount}>{formatRupiah(order.total)}</dd>
            </div>
            <div>
              <dt>Dealer</dt>
              <dd>{order.branchName}</dd>
            </div>
            <div>
              <dt>Tanggal</dt>
              <dd>
                <time dateTime={order.createdAt}>{formatDateId(order.createdAt, 'long')}</time>
              </dd>
            </div>
          </dl>
          <div className={styles.orderActions}>
            {order.status === 'pending_payment' ? (
              <Link href={ROUTES.orderPayment(order.orderNo)} className={styles.primaryLink}>
                Bayar Sekarang<span className="visually-hidden"> pesanan {order.orderNo}</span>
              </Link>
            ) : null}
            <Link href={ROUTES.myOrder(order.orderNo)} className={styles.textLink}>
              Lihat detail<span className="visually-hidden"> pesanan {order.orderNo}</span>
            </Link>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** No order yet: where to start one. */
export function OrdersEmpty() {
  return (
    <div className={styles.empty}>
      <h2>Belum ada pesanan</h2>
      <p>Pesanan aksesoris, suku cadang, kupon servis, dan pemesanan mobil baru Anda akan tampil di sini.</p>
      <div className={styles.emptyActions}>
        <Link href={ROUTES.accessories} className={styles.primaryLink}>
          Belanja Aksesoris
        </Link>
        <Link href={ROUTES.newCars} className={styles.secondaryLink}>
          Lihat Mobil Baru
        </Link>
      </div>
    </div>
  );
}

/** The overview's card: the newest few orders, each with its number, what it is and its status. */
export function RecentOrders({ orders }: { orders: readonly OrderSummary[] }) {
  return (
    <ul className={styles.recentList} aria-label="Pesanan terbaru">
      {orders.map((order) => (
        <li key={order.orderNo} className={styles.recentItem}>
          <div>
            <Link href={ROUTES.myOrder(order.orderNo)} className={styles.recentLink}>
              {order.orderNo}
            </Link>
            <p>
              {order.title} · {formatRupiah(order.total)}
            </p>
          </div>
          <OrderStatusBadge status={order.status} label={order.statusLabel} />
        </li>
      ))}
    </ul>
  );
}
