import type { CartEntry, GlobalCart } from '@kemudi/domain/contracts/cart';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AddToCart } from './add-to-cart';
import { maxQuantityOf, stepperBounds } from './cart-lines';
import { CartView } from './cart-view';

/*
 * The /cart island and the add button as the server renders them (the first paint a visitor sees).
 * What they do when tapped (stepper, Hapus, the badge following) is the browser test's
 * (e2e/cart.spec.ts); the calls and the answer reading are cart-api.test.ts's.
 */

const entry = (over: Partial<CartEntry['product']>, quantity: number, lineTotal: number): CartEntry => ({
  product: {
    code: 'ACC-KARPET',
    kind: 'accessory',
    name: 'Karpet Dasar Premium',
    imageUrl: '/api/media/v1/icon/karpet.svg',
    url: '/aksesoris/p/ACC-KARPET',
    compatibleModels: ['Avanza', 'Veloz'],
    price: 450_000,
    strikeThroughPrice: 500_000,
    flashSale: null,
    stock: 8,
    purchasable: true,
    needsSlot: false,
    ...over,
  },
  quantity,
  lineTotal,
});

const CART: GlobalCart = {
  guid: '0123456789abcdef0123456789abcdef',
  totalGlobalNonBundleUnitCount: 3,
  entries: [
    entry({}, 2, 900_000),
    entry(
      {
        code: 'PKG-10K',
        kind: 'package',
        name: 'Paket Servis 10.000 km',
        url: '/c/paketservistoyota/p/PKG-10K',
        compatibleModels: [],
        price: 1_250_000,
        strikeThroughPrice: null,
        flashSale: null,
        stock: null,
        needsSlot: true,
      },
      1,
      1_250_000,
    ),
  ],
  subtotal: 2_150_000,
  total: 2_150_000,
  notices: ['Stok Kunci Roda tinggal 1; jumlahnya diturunkan'],
};

/** One line's markup, by the name it carries. */
function lineOf(html: string, name: string): string {
  const items = html.split('<li').filter((part) => part.includes(`>${name}</a>`));
  expect(items).toHaveLength(1);
  return items[0] ?? '';
}

describe('CartView', () => {
  const html = renderToStaticMarkup(<CartView initial={CART} loggedIn={false} />);

  it('shows each line: picture, kind, name linking to its page, the models it fits, the unit price with the original struck through', () => {
    const karpet = lineOf(html, 'Karpet Dasar Premium');
    expect(karpet).toContain('src="/api/media/v1/icon/karpet.svg"');
    expect(karpet).toContain('>Aksesoris</p>');
    expect(karpet).toContain('href="/aksesoris/p/ACC-KARPET"');
    expect(karpet).toContain('Cocok untuk Avanza, Veloz');
    expect(karpet).toMatch(/Harga satuan <\/span><strong>Rp 450\.000<\/strong><del[^>]*><span class="visually-hidden">Harga normal <\/span>Rp 500\.000<\/del>/);
    expect(karpet).toContain('Rp 900.000');
    const paket = lineOf(html, 'Paket Servis 10.000 km');
    expect(paket).toContain('>Paket Servis</p>');
    expect(paket).toContain('Cocok untuk semua model Toyota');
    expect(paket).not.toContain('<del');
  });

  it('offers a − / number / + stepper and Hapus per line, named after the item', () => {
    const karpet = lineOf(html, 'Karpet Dasar Premium');
    expect(karpet).toContain('role="group" aria-label="Jumlah Karpet Dasar Premium"');
    expect(karpet).toMatch(/aria-label="Kurangi jumlah Karpet Dasar Premium"[^>]*>−<\/button><span[^>]*>2<\/span><button[^>]*aria-label="Tambah jumlah Karpet Dasar Premium"/);
    expect(karpet).toContain('Hapus<span class="visually-hidden"> Karpet Dasar Premium</span>');
    // Before its script runs no control acts (a tap would be lost).
    expect(karpet.match(/<button[^>]*disabled=""/g)).toHaveLength(3);
  });

  it('shows the notices of the answer, the subtotal and the total in Rupiah, and the way to checkout', () => {
    expect(html).toMatch(/role="status"><ul><li>Stok Kunci Roda tinggal 1; jumlahnya diturunkan<\/li><\/ul>/);
    expect(html).toContain('<dt>Subtotal (3 barang)</dt><dd>Rp 2.150.000</dd>');
    expect(html).toMatch(/>Total<\/dt><dd[^>]*>Rp 2\.150\.000<\/dd>/);
    expect(html).toMatch(/<a href="\/checkout" class="button [^"]*">Lanjut ke Pembayaran<\/a>/);
    expect(html).toContain('Anda akan diminta masuk atau daftar');
    expect(html).toMatch(/<h1[^>]*>Keranjang Belanja<\/h1>/);
  });

  it('says when a line cannot be bought now', () => {
    const closed = renderToStaticMarkup(<CartView initial={{ ...CART, entries: [entry({ purchasable: false }, 1, 450_000)] }} loggedIn />);
    expect(closed).toContain('Tidak dapat dibeli saat ini');
    expect(closed).toContain('Hapus barang yang tidak dapat dibeli saat ini sebelum melanjutkan.');
    expect(closed).not.toContain('Anda akan diminta masuk');
  });

  it('an empty cart says so honestly and links back to the four catalogues', () => {
    const empty = renderToStaticMarkup(
      <CartView initial={{ ...CART, entries: [], totalGlobalNonBundleUnitCount: 0, subtotal: 0, total: 0, notices: [] }} loggedIn={false} />,
    );
    expect(empty).toContain('<h2>Keranjang Anda masih kosong</h2>');
    for (const [href, label] of [
      ['/aksesoris', 'Aksesoris'],
      ['/services-toyota/suku-cadang', 'Suku Cadang'],
      ['/c/kupon-service', 'Kupon Servis'],
      ['/c/paketservistoyota', 'Paket Servis'],
    ]) {
      expect(empty).toMatch(new RegExp(`<a href="${href}" class="[^"]*">${label}</a>`));
    }
    expect(empty).not.toContain('Lanjut ke Pembayaran');
    expect(empty).not.toContain('Rp 0');
  });
});

describe('the stepper bounds', () => {
  it('go from 1 up to the stock left, never above 10 per line', () => {
    expect(maxQuantityOf({ stock: 3 })).toBe(3);
    expect(maxQuantityOf({ stock: 40 })).toBe(10);
    expect(maxQuantityOf({ stock: null })).toBe(10);
    expect(stepperBounds({ stock: 3 }, 1)).toEqual({ canDecrease: false, canIncrease: true });
    expect(stepperBounds({ stock: 3 }, 3)).toEqual({ canDecrease: true, canIncrease: false });
    expect(stepperBounds({ stock: null }, 10)).toEqual({ canDecrease: true, canIncrease: false });
    // Stock fell below what the line holds: only down.
    expect(stepperBounds({ stock: 1 }, 2)).toEqual({ canDecrease: true, canIncrease: false });
  });
});

describe('AddToCart', () => {
  it('renders "Tambah ke Keranjang" beside the other actions, disabled until its script runs, with an empty live region', () => {
    const html = renderToStaticMarkup(
      <AddToCart code="ACC-KARPET" name="Karpet Dasar Premium">
        <a href="/checkout?item=ACC-KARPET&amp;qty=1">Beli Sekarang</a>
      </AddToCart>,
    );
    expect(html).toMatch(/<button type="button" class="button [^"]*" disabled="">Tambah ke Keranjang<\/button><a href="\/checkout\?item=ACC-KARPET&amp;qty=1">Beli Sekarang<\/a>/);
    expect(html).toMatch(/<p role="status" class="[^"]*"><\/p>/);
    expect(html).not.toContain('data-ready');
  });

  it('names the item in a list of many (compact)', () => {
    const html = renderToStaticMarkup(<AddToCart code="90915-YZZN1" name="Filter Oli" compact />);
    expect(html).toContain('Tambah ke Keranjang<span class="visually-hidden">: Filter Oli</span>');
  });
});
