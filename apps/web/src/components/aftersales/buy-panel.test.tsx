import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BuyPanel, type BuyPanelProps } from './buy-panel';

const ACCESSORY: BuyPanelProps = {
  code: 'ACC-KARPET',
  name: 'Karpet Dasar Premium',
  noun: 'aksesoris',
  price: 450_000,
  strikeThroughPrice: 500_000,
  loggedIn: false,
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
    const html = renderToStaticMarkup(<BuyPanel {...ACCESSORY} loggedIn secondary={{ href: '/services-toyota/booking-service', label: 'Booking servis' }} />);
    expect(html).toMatch(/Beli Sekarang<\/a><a href="\/services-toyota\/booking-service" class="[^"]*">Booking servis<\/a>/);
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
