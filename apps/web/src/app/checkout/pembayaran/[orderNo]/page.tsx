import { ORDER_NO_PATTERN } from '@kemudi/domain/commerce';
import { formatDateId, formatRupiah } from '@kemudi/domain/format';
import { ROUTES } from '@kemudi/domain/routes';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ChangePayment } from '@/components/checkout/change-payment';
import { wibTime } from '@/components/checkout/checkout-logic';
import styles from '@/components/checkout/checkout.module.css';
import form from '@/components/form/form.module.css';
import { OrderConfirmation, OrderFacts, OrderLines } from '@/components/checkout/order-details';
import { PaymentInstructions } from '@/components/checkout/payment-instructions';
import { PaymentWatcher } from '@/components/checkout/payment-watcher';
import { SimulatorPanel } from '@/components/checkout/simulator-panel';
import { loadPaymentPage } from '@/server/checkout';

// The order's payment as it is now: rendered per request, never cached.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ orderNo: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { orderNo } = await params;
  return { title: `Pembayaran ${orderNo}`, robots: { index: false, follow: false } };
}

/**
 * /checkout/pembayaran/{orderNo} (issue 12): paying an order — QRIS or a virtual account with its
 * countdown, the status polled while it waits, another method on request, the simulated provider's
 * "Bayar Sekarang" in development — and, once it no longer waits, the confirmation. The customer's
 * own orders only: another's is the API's 404 and this page's.
 */
export default async function PaymentPage({ params }: Props) {
  const { orderNo } = await params;
  // Not an order number at all (KMD-yymmdd-XXXXXX): no order to look up.
  if (!ORDER_NO_PATTERN.test(orderNo)) notFound();
  const { order, qrSvg, qrPng, renderedAt } = await loadPaymentPage(ROUTES.orderPayment(orderNo), orderNo);

  if (order.status !== 'pending_payment') return <OrderConfirmation order={order} />;

  const payment = order.payment;
  const deadline = payment?.expiresAt ?? order.expiresAt;
  return (
    <div className={styles.page}>
      <div>
        <h1 className={styles.title}>Pembayaran</h1>
        <p className={styles.intro}>{`Pesanan ${order.orderNo} menunggu pembayaran.`}</p>
      </div>
      <section className={styles.card} aria-labelledby="payment-summary-title">
        <h2 id="payment-summary-title" className="visually-hidden">
          Ringkasan pembayaran
        </h2>
        <dl className={styles.facts}>
          <dt>Nomor pesanan</dt>
          <dd>{order.orderNo}</dd>
          <dt>Total</dt>
          <dd className={styles.grandTotal}>{formatRupiah(order.total)}</dd>
          <dt>Metode</dt>
          <dd>{payment?.methodLabel ?? 'Belum dipilih'}</dd>
          <dt>Batas waktu</dt>
          <dd>{`${formatDateId(deadline, 'full')}, ${wibTime(deadline)} WIB`}</dd>
        </dl>
        <PaymentWatcher key={deadline} orderNo={order.orderNo} expiresAt={deadline} renderedAt={renderedAt} />
      </section>
      {payment ? (
        <PaymentInstructions payment={payment} orderNo={order.orderNo} total={order.total} qrSvg={qrSvg} qrPng={qrPng} />
      ) : (
        <p className={form.alert}>Tagihan pembayaran belum dapat disiapkan. Pilih metode pembayaran di bawah untuk mencoba lagi.</p>
      )}
      {payment?.simulated ? <SimulatorPanel orderNo={order.orderNo} /> : null}
      <ChangePayment orderNo={order.orderNo} current={payment?.method ?? null} />
      <details className={`${styles.card} ${styles.more}`}>
        <summary>Rincian pesanan</summary>
        <OrderFacts order={order} />
        <OrderLines order={order} />
      </details>
    </div>
  );
}
