import { orderNextStep } from '@kemudi/domain/commerce';
import type { OrderDetail, OrderPaymentData } from '@kemudi/domain/contracts/orders';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { OrderConfirmation } from './order-details';
import { PaymentInstructions } from './payment-instructions';

/*
 * The payment instructions and the confirmation (issue 12) as rendered on the server: QRIS with its
 * accessible label, a virtual account number (Mandiri: biller code and bill key) with a copy button
 * and the bank's steps filled in, and the confirmation's number, status, next step and links.
 */

const payment = (fields: Partial<OrderPaymentData>): OrderPaymentData => ({
  provider: 'simulated',
  method: 'qris',
  methodLabel: 'QRIS',
  qrString: null,
  bank: null,
  vaNumber: null,
  billerCode: null,
  billKey: null,
  expiresAt: '2026-11-22T03:15:00.000Z',
  simulated: true,
  ...fields,
});

const order = (fields: Partial<OrderDetail> = {}): OrderDetail => ({
  orderNo: 'KMD-261122-ABCDEF',
  kind: 'products',
  status: 'paid',
  statusLabel: 'Dibayar',
  fulfilment: 'install',
  title: 'Karpet',
  total: 350_000,
  branchName: 'Kemudi Toyota Pasteur',
  createdAt: '2026-11-22T03:00:00.000Z',
  expiresAt: '2026-11-22T03:15:00.000Z',
  items: [{ code: 'karpet', kind: 'accessory', name: 'Karpet Premium', unitPrice: 350_000, quantity: 1, lineTotal: 350_000 }],
  subtotal: 350_000,
  contact: { name: 'Budi Santoso', phoneNumber: '081234567890', email: null },
  branchSlug: 'kemudi-toyota-pasteur',
  cityCode: '3273',
  slotStart: '2026-11-23T09:00:00+07:00',
  vehicle: null,
  notes: null,
  payment: payment({}),
  paidAt: '2026-11-22T03:05:00.000Z',
  timeline: [],
  nextStep: 'x',
  canCancel: false,
  refund: null,
  ...fields,
});

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('payment instructions', () => {
  it('QRIS: the server-drawn SVG as one image named by its amount and order', () => {
    const html = renderToStaticMarkup(<PaymentInstructions payment={payment({})} orderNo="KMD-261122-ABCDEF" total={350_000} qrSvg='<svg viewBox="0 0 33 33"><path d="M0 0h1"/></svg>' />);
    expect(html).toContain('role="img"');
    expect(html).toContain('aria-label="Kode QR QRIS untuk membayar Rp 350.000, pesanan KMD-261122-ABCDEF"');
    expect(html).toContain('<svg viewBox="0 0 33 33">');
  });

  it('QRIS: "Simpan kode QR" downloads the PNG named after the order, no screenshot advice (issue 29)', () => {
    const png = 'data:image/png;base64,iVBORw0KGgo=';
    const html = renderToStaticMarkup(<PaymentInstructions payment={payment({})} orderNo="KMD-261122-ABCDEF" total={350_000} qrSvg="<svg></svg>" qrPng={png} />);
    expect(html).toMatch(/<a href="data:image\/png;base64,iVBORw0KGgo="[^>]*download="QRIS-KMD-261122-ABCDEF.png"[^>]*>Simpan kode QR<\/a>/);
    expect(text(html)).not.toContain('tangkapan layar');
    // Without the image there is nothing to save.
    expect(renderToStaticMarkup(<PaymentInstructions payment={payment({})} orderNo="KMD-261122-ABCDEF" total={350_000} qrSvg={null} />)).not.toContain('Simpan kode QR');
  });

  it('a virtual account: the number with a copy button and the bank’s steps naming it', () => {
    const html = renderToStaticMarkup(
      <PaymentInstructions payment={payment({ method: 'va_bca', methodLabel: 'BCA Virtual Account', bank: 'bca', vaNumber: '1234500012345678' })} orderNo="KMD-261122-ABCDEF" total={5_000_000} qrSvg={null} />,
    );
    expect(text(html)).toContain('Bayar ke BCA Virtual Account');
    expect(text(html)).toContain('Nomor virtual account 1234500012345678');
    expect(html).toContain('aria-label="Salin Nomor virtual account"');
    expect(text(html)).toContain('Pilih BCA Virtual Account dan masukkan nomor 1234500012345678.');
    expect(text(html)).toContain('Jumlah tagihan: Rp 5.000.000.');
  });

  it('Mandiri: the biller code and the bill key, each copyable, in the steps too', () => {
    const html = renderToStaticMarkup(
      <PaymentInstructions
        payment={payment({ method: 'va_mandiri', methodLabel: 'Mandiri Bill Payment', bank: 'mandiri', billerCode: '70012', billKey: '998877665544' })}
        orderNo="KMD-261122-ABCDEF"
        total={5_000_000}
        qrSvg={null}
      />,
    );
    expect(text(html)).toContain('Kode perusahaan 70012');
    expect(text(html)).toContain('Kode bayar 998877665544');
    expect(html).toContain('aria-label="Salin Kode bayar"');
    expect(text(html)).toContain('Masukkan kode perusahaan 70012, lalu kode bayar 998877665544.');
  });
});

describe('confirmation', () => {
  it('a paid order: its number, Dibayar, what happens next, the dealer and slot, links to My Account and tracking', () => {
    const html = renderToStaticMarkup(<OrderConfirmation order={order()} />);
    const t = text(html);
    expect(t).toContain('Pesanan Anda diterima');
    expect(t).toContain('Nomor pesanan KMD-261122-ABCDEF');
    expect(t).toContain('Dibayar');
    expect(t).toContain(orderNextStep('paid', 'install'));
    expect(t).toContain('Kemudi Toyota Pasteur');
    expect(t).toContain('Senin, 23 November 2026, 09.00 WIB');
    expect(t).toContain('Karpet Premium');
    expect(html).toContain('href="/myaccount/pesanan/KMD-261122-ABCDEF"');
    expect(html).toContain('href="/tracking-order?orderNo=KMD-261122-ABCDEF"');
  });

  it('an expired order says so, and offers to start again', () => {
    const t = text(renderToStaticMarkup(<OrderConfirmation order={order({ status: 'expired', statusLabel: 'Kedaluwarsa', paidAt: null })} />));
    expect(t).toContain('Waktu pembayaran habis');
    expect(t).toContain('Kedaluwarsa');
    expect(t).toContain(orderNextStep('expired', 'install'));
    expect(t).toContain('Buka keranjang');
  });

  it('a new-car booking: the car, its colour, the OTR of the city and the credit simulation', () => {
    const t = text(
      renderToStaticMarkup(
        <OrderConfirmation
          order={order({
            kind: 'new-car',
            fulfilment: 'reservation',
            slotStart: null,
            vehicle: {
              modelCode: 'avanza',
              modelName: 'Avanza',
              variantCode: 'avz-g',
              variantName: '1.5 G CVT',
              colorName: 'Putih',
              otrPrice: 270_000_000,
              cityName: 'Kota Bandung',
              credit: { downPaymentPercent: 20, downPayment: 54_000_000, tenorMonths: 36, monthlyInstallment: 7_350_000, totalFirstPayment: 65_500_000 },
            },
          })}
        />,
      ),
    );
    expect(t).toContain('Booking Anda diterima');
    expect(t).toContain('Toyota Avanza 1.5 G CVT');
    expect(t).toContain('Harga OTR Kota Bandung Rp 270.000.000');
    expect(t).toContain('36 bulan × Rp 7.350.000');
    expect(t).toContain(orderNextStep('paid', 'reservation'));
  });
});
