import type { OrderDetail } from '@kemudi/domain/contracts/orders';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { OrderDetailView } from './order-detail';
import { OrdersEmpty, OrderList } from './order-list';
import { OrderReceipt } from './order-receipt';

// The router exists only inside Next (the cancel button refreshes the page with it).
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh: () => undefined }) }));

/*
 * An order as My Account and its receipt render it (issue 12): what to do with it by status (pay,
 * cancel, print), the items and totals, a new car with its credit simulation, and LUNAS only on a
 * paid order's receipt.
 */

const PENDING: OrderDetail = {
  orderNo: 'KMD-261122-7K3MQA',
  kind: 'products',
  status: 'pending_payment',
  statusLabel: 'Menunggu pembayaran',
  fulfilment: 'install',
  title: 'Karpet Dasar Avanza + 1 lainnya',
  total: 1_315_000,
  branchName: 'Kemudi Toyota Sunter',
  createdAt: '2026-11-22T03:05:00.000Z',
  expiresAt: '2026-11-22T06:05:00.000Z',
  items: [
    { code: 'ACC-1005', kind: 'accessory', name: 'Karpet Dasar Avanza', unitPrice: 625_000, quantity: 2, lineTotal: 1_250_000 },
    { code: '90915-YZZN1', kind: 'part', name: 'Filter Oli', unitPrice: 65_000, quantity: 1, lineTotal: 65_000 },
  ],
  subtotal: 1_315_000,
  contact: { name: 'Sari Dewi', phoneNumber: '085712345678', email: 'sari@contoh.com' },
  branchSlug: 'kemudi-toyota-sunter',
  cityCode: '3172',
  slotStart: '2026-11-25T02:00:00.000Z',
  vehicle: null,
  notes: null,
  payment: {
    provider: 'simulated',
    method: 'va_bca',
    methodLabel: 'BCA Virtual Account',
    qrString: null,
    bank: 'bca',
    vaNumber: '1295085712345678',
    billerCode: null,
    billKey: null,
    expiresAt: '2026-11-22T06:05:00.000Z',
    simulated: true,
  },
  paidAt: null,
  timeline: [
    { status: 'pending_payment', label: 'Menunggu pembayaran', at: '2026-11-22T03:05:00.000Z', reached: true, current: true, note: null },
    { status: 'paid', label: 'Dibayar', at: null, reached: false, current: false, note: null },
  ],
  nextStep: 'Selesaikan pembayaran sebelum batas waktu.',
  canCancel: true,
  refund: null,
};

const PAID_CAR: OrderDetail = {
  ...PENDING,
  orderNo: 'KMD-261118-RZ4TNW',
  kind: 'new-car',
  status: 'processing',
  statusLabel: 'Diproses',
  fulfilment: 'reservation',
  title: 'Tanda jadi Avanza 1.5 G CVT',
  total: 5_000_000,
  items: [{ code: 'avanza-g-cvt', kind: 'new-car-booking', name: 'Tanda jadi Avanza 1.5 G CVT', unitPrice: 5_000_000, quantity: 1, lineTotal: 5_000_000 }],
  subtotal: 5_000_000,
  slotStart: null,
  vehicle: {
    modelCode: 'avanza',
    modelName: 'Avanza',
    variantCode: 'avanza-g-cvt',
    variantName: '1.5 G CVT',
    colorName: 'Silver Metallic',
    otrPrice: 283_600_000,
    cityName: 'Jakarta Utara',
    credit: { downPaymentPercent: 20, downPayment: 56_720_000, tenorMonths: 48, monthlyInstallment: 6_195_000, totalFirstPayment: 64_000_000 },
  },
  paidAt: '2026-11-18T08:40:00.000Z',
  canCancel: false,
  nextStep: 'Dealer sedang memverifikasi dokumen dan mengalokasikan unit untuk Anda.',
};

describe('OrderDetailView', () => {
  it('tells a refund under the timeline: done with the amount and date, or on its way (issue 24)', () => {
    const expired = { ...PENDING, status: 'expired' as const, statusLabel: 'Kedaluwarsa', canCancel: false };
    const done = renderToStaticMarkup(
      <OrderDetailView order={{ ...expired, refund: { status: 'succeeded', label: 'Dana dikembalikan', amount: 1_250_000, completedAt: '2026-11-22T06:30:00.000Z' } }} />,
    );
    expect(done).toContain('<strong>Dana dikembalikan</strong>: Rp 1.250.000 dikembalikan pada 22 November 2026, 13.30 WIB');
    const waiting = renderToStaticMarkup(<OrderDetailView order={{ ...expired, refund: { status: 'failed', label: 'Pengembalian dana diproses', amount: 1_250_000, completedAt: null } }} />);
    expect(waiting).toContain('<strong>Pengembalian dana diproses</strong>: Rp 1.250.000 akan dikembalikan');
    expect(renderToStaticMarkup(<OrderDetailView order={PENDING} />)).not.toContain('dikembalikan');
  });

  it('offers an unpaid order Bayar Sekarang (its payment page) and Batalkan Pesanan, and no receipt yet', () => {
    const html = renderToStaticMarkup(<OrderDetailView order={PENDING} />);
    expect(html).toMatch(/href="\/checkout\/pembayaran\/KMD-261122-7K3MQA"[^>]*>Bayar Sekarang</);
    expect(html).toContain('Batalkan Pesanan');
    expect(html).not.toContain('Cetak Kuitansi');
    expect(html).toContain('Bayar sebelum');
    expect(html).toContain('22 November 2026, 13.05 WIB');
  });

  it('lists the items with quantity, unit price and line total, then subtotal and total', () => {
    const html = renderToStaticMarkup(<OrderDetailView order={PENDING} />);
    expect(html).toMatch(/Karpet Dasar Avanza.*?>2<\/td>.*?Rp 625\.000.*?Rp 1\.250\.000/);
    expect(html).toMatch(/Subtotal<\/th><td[^>]*>Rp 1\.315\.000/);
    expect(html).toMatch(/Total<\/th><td[^>]*>Rp 1\.315\.000/);
  });

  it('names the dealer, the installation slot, the contact and the payment method', () => {
    const html = renderToStaticMarkup(<OrderDetailView order={PENDING} />);
    for (const text of ['Kemudi Toyota Sunter', 'Pemasangan di dealer', '25 November 2026, 09.00 WIB', 'Sari Dewi', '085712345678', 'sari@contoh.com', 'BCA Virtual Account']) {
      expect(html).toContain(text);
    }
  });

  it('shows a new car with its OTR price and credit simulation; a paid order prints its receipt and cannot be cancelled here', () => {
    const html = renderToStaticMarkup(<OrderDetailView order={PAID_CAR} />);
    expect(html).toContain('Mobil yang Dipesan');
    expect(html).toContain('Avanza 1.5 G CVT');
    expect(html).toContain('Silver Metallic');
    expect(html).toContain('Rp 283.600.000');
    expect(html).toContain('Simulasi Kredit');
    expect(html).toContain('Rp 56.720.000 (20%)');
    expect(html).toContain('48 bulan');
    expect(html).toContain('Rp 6.195.000');
    expect(html).toMatch(/href="\/myaccount\/pesanan\/KMD-261118-RZ4TNW\/kuitansi"[^>]*>Cetak Kuitansi</);
    expect(html).not.toContain('Batalkan Pesanan');
    expect(html).not.toContain('Bayar Sekarang');
  });
});

describe('OrderReceipt', () => {
  it('marks a paid order LUNAS, with the company, the customer, the items, totals and payment', () => {
    const html = renderToStaticMarkup(<OrderReceipt order={PAID_CAR} />);
    expect(html).toContain('PT Kemudi Otomotif Nusantara');
    expect(html).toMatch(/<h1[^>]*>Kuitansi<\/h1>/);
    expect(html).toContain('Bukti pembayaran');
    expect(html).toContain('>LUNAS</p>');
    expect(html).toContain('18 November 2026, 15.40 WIB');
    expect(html).toContain('Sari Dewi');
    expect(html).toContain('BCA Virtual Account');
    expect(html).toMatch(/Total<\/th><td[^>]*>Rp 5\.000\.000/);
    expect(html).not.toContain('Belum dibayar');
  });

  it('says plainly that an unpaid order is not paid, and carries no LUNAS', () => {
    const html = renderToStaticMarkup(<OrderReceipt order={PENDING} />);
    expect(html).toContain('Belum dibayar.');
    expect(html).not.toContain('LUNAS');
  });
});

describe('OrderList', () => {
  it('links each order, and an unpaid one to its payment page', () => {
    const html = renderToStaticMarkup(<OrderList orders={[PENDING, PAID_CAR]} />);
    expect(html).toContain('href="/myaccount/pesanan/KMD-261122-7K3MQA"');
    expect(html.match(/href="\/checkout\/pembayaran\//g)).toHaveLength(1);
    expect(html).toContain('Rp 1.315.000');
    expect(html).toContain('22 November 2026');
  });

  it('without orders: Belum ada pesanan, with the way to Aksesoris and Mobil Baru', () => {
    expect(renderToStaticMarkup(<OrderList orders={[]} />)).toBe(renderToStaticMarkup(<OrdersEmpty />));
    const html = renderToStaticMarkup(<OrdersEmpty />);
    expect(html).toContain('Belum ada pesanan');
    expect(html).toContain('href="/aksesoris"');
    expect(html).toContain('href="/c/mobil-baru-toyota"');
  });
});
