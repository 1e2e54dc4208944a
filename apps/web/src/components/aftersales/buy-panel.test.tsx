import { renderToStaticMarkup } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as VisitorModule from '@/components/header/visitor';
import { GUEST_VISITOR, type Visitor } from '@/components/header/visitor';
import { BuyPanel, type BuyPanelProps } from './buy-panel';

vi.mock('next/navigation', () => ({ usePathname: () => '/aksesoris/p/ACC-KARPET' }));

// The visitor store (header/visitor.ts, its own tests) renders the guest on the server and at
// hydration; here it answers what a case sets, as it does in the browser once it knows.
const visitor = vi.hoisted(() => ({ now: null as Visitor | null }));
vi.mock('@/components/header/visitor', async (original) => {
  const real = await original<typeof VisitorModule>();
  return { ...real, useVisitor: () => visitor.now ?? real.GUEST_VISITOR };
});

beforeEach(() => {
  visitor.now = null;
});

const ACCESSORY: BuyPanelProps = {
  code: 'ACC-KARPET',
  name: 'Karpet Dasar Premium',
  noun: 'aksesoris',
  price: 450_000,
  strikeThroughPrice: 500_000,
};

describe('BuyPanel (issue 12)', () => {
  it('offers Tambah ke Keranjang and Beli Sekarang, the §2 buy-now path with this one item', () => {
    const html = renderToStaticMarkup(<BuyPanel {...ACCESSORY} />);
    expect(html).toContain('Tambah ke Keranjang</button>');
    expect(html).toMatch(/<a href="\/checkout\?item=ACC-KARPET&amp;qty=1" class="[^"]*">Beli Sekarang<\/a>/);
    expect(html).toContain('Keranjang tersimpan di perangkat ini selama 7 hari');
    expect(html).not.toContain('/login');
  });

  it('keeps a second action (Booking servis) in the row', () => {
    const html = renderToStaticMarkup(<BuyPanel {...ACCESSORY} secondary={{ href: '/services-toyota/booking-service', label: 'Booking servis' }} />);
    expect(html).toMatch(/Beli Sekarang<\/a><a href="\/services-toyota\/booking-service" class="[^"]*">Booking servis<\/a>/);
  });

  it('the note is the guest’s in the shared HTML and while the store asks; the customer’s once it knows one (issue 14)', () => {
    const guestNote = /<p class="[^"]*">Keranjang tersimpan di perangkat ini selama 7 hari\. Untuk membayar, Anda akan diminta masuk atau daftar dengan nomor HP\.<\/p>/;
    expect(renderToStaticMarkup(<BuyPanel {...ACCESSORY} />)).toMatch(guestNote);
    visitor.now = { ...GUEST_VISITOR, state: 'loading' };
    expect(renderToStaticMarkup(<BuyPanel {...ACCESSORY} />)).toMatch(guestNote);
    visitor.now = { state: 'customer', user: { name: 'Sari' }, cartCount: 2 };
    const html = renderToStaticMarkup(<BuyPanel {...ACCESSORY} />);
    expect(html).toMatch(/<p class="[^"]*">Bayar online dengan QRIS atau virtual account, lalu ambil, pasang, atau tukarkan di dealer pilihan Anda\.<\/p>/);
    expect(html).not.toContain('Keranjang tersimpan');
  });

  it('an item sold out says "Stok habis" and offers no buy button', () => {
    const html = renderToStaticMarkup(<BuyPanel {...ACCESSORY} soldOut />);
    expect(html).toContain('>Stok habis</p>');
    expect(html).not.toContain('Tambah ke Keranjang');
    expect(html).not.toContain('Beli Sekarang');
  });

  it('a coupon outside its sale period keeps its notice, without buy buttons', () => {
    const html = renderToStaticMarkup(
      <BuyPanel {...ACCESSORY} noun="kupon" soldOut notOnSale={{ validFrom: '2026-01-01', validUntil: '2026-03-31', listPath: '/c/kupon-service' }} />,
    );
    expect(html).toContain('Kupon ini sedang tidak dijual. Periode penjualannya 1 Jan 2026 – 31 Mar 2026.');
    expect(html).toContain('Lihat kupon lain yang masih dijual');
    expect(html).not.toContain('Tambah ke Keranjang');
    expect(html).not.toContain('Stok habis');
  });
});
