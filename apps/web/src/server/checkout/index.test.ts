/**
 * The checkout loaders (issue 12) against a real HTTP server standing in for the API: the login
 * guard (§2 redirect with the base64 of the page and its query), the preview of the cart or of the
 * one item bought now, the dealers of the chosen city that serve the order, the payment page (QRIS
 * drawn as SVG, another customer's order a 404) and the booking's model priced for the city.
 */
import { encodeRedirect } from '@kemudi/domain/account';
import type { Branch } from '@kemudi/domain/contracts/branches';
import type { CurrentCustomer } from '@kemudi/domain/contracts/customer';
import type { NewCarDetail, VariantOffer } from '@kemudi/domain/contracts/new-cars';
import type { CheckoutPreview, OrderDetail } from '@kemudi/domain/contracts/orders';
import type { ServerResponse } from 'node:http';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { branch } from '../../test/contract-fixtures';
import type { RecordedRequest } from '../../test/fake-api';
import { sendData, sendError, startLoaderHarness } from '../../test/loader-harness';

const CITY = { provinceIsocode: 'jawa_barat', cityIsocode: '3273', name: 'Kota Bandung' };
vi.mock('../layout', () => ({ loadLayout: async () => ({ city: CITY }) }));

const jar = vi.hoisted(() => ({ values: new Map<string, string>() }));
vi.mock('next/headers', () => ({
  headers: async () => new Headers(),
  cookies: async () => ({
    get: (name: string) => (jar.values.has(name) ? { name, value: jar.values.get(name) } : undefined),
    set: () => undefined,
  }),
}));

const TOKEN = 'at-budi';
const BUDI: z.input<typeof CurrentCustomer> = {
  name: 'Budi Santoso',
  email: 'budi@contoh.com',
  phoneNumber: '081234567890',
  customerNo: 'KMD00000001',
  customerNoTDMS: null,
};

const product = (code: string, needsSlot = false) => ({
  code,
  kind: 'accessory' as const,
  name: `Aksesoris ${code}`,
  imageUrl: `/api/media/v1/accessory/${code}.svg`,
  url: `/aksesoris/p/${code}`,
  compatibleModels: [],
  price: 350_000,
  strikeThroughPrice: null,
  flashSale: null,
  stock: 5,
  purchasable: true,
  needsSlot,
});

const preview = (codes: string[]): z.input<typeof CheckoutPreview> => ({
  items: codes.map((code) => ({ product: product(code), quantity: 1, lineTotal: 350_000 })),
  subtotal: 350_000 * codes.length,
  total: 350_000 * codes.length,
  fulfilment: 'pickup',
  needsSlot: false,
  problems: [],
});

const ORDER_NO = 'KMD-261122-ABCDEF';
const order = (fields: Partial<z.input<typeof OrderDetail>> = {}): z.input<typeof OrderDetail> => ({
  orderNo: ORDER_NO,
  kind: 'products',
  status: 'pending_payment',
  statusLabel: 'Menunggu pembayaran',
  fulfilment: 'pickup',
  title: 'Aksesoris karpet',
  total: 350_000,
  branchName: 'Kemudi Toyota Pasteur',
  createdAt: '2026-11-22T03:00:00.000Z',
  expiresAt: '2026-11-22T03:15:00.000Z',
  items: [{ code: 'karpet', kind: 'accessory', name: 'Karpet', unitPrice: 350_000, quantity: 1, lineTotal: 350_000 }],
  subtotal: 350_000,
  contact: { name: 'Budi Santoso', phoneNumber: '081234567890', email: null },
  branchSlug: 'kemudi-toyota-pasteur',
  cityCode: '3273',
  slotStart: null,
  vehicle: null,
  notes: null,
  payment: {
    provider: 'simulated',
    method: 'qris',
    methodLabel: 'QRIS',
    qrString: '00020101021226570011ID.CO.QRIS.WWW0215ID10243135791350303UMI5204599953033605406350000.005802ID5913KEMUDI TOYOTA6007BANDUNG6304ABCD',
    bank: null,
    vaNumber: null,
    billerCode: null,
    billKey: null,
    expiresAt: '2026-11-22T03:15:00.000Z',
    simulated: true,
  },
  paidAt: null,
  timeline: [],
  nextStep: 'Selesaikan pembayaran sebelum batas waktu.',
  canCancel: true,
  refund: null,
  ...fields,
});

const variant = (code: string, price: number): z.input<typeof VariantOffer> => ({
  code,
  name: code.toUpperCase(),
  transmission: 'CVT',
  fuel: 'Bensin',
  engine: '1.5L',
  price: { value: price, currency: 'IDR' },
  strikeThroughPrice: null,
  discountPercent: null,
  isPreorder: false,
  url: `/mobil-baru-toyota/p/avanza?variant=${code}`,
});

const detail = (cityCode: string, cityName: string): z.input<typeof NewCarDetail> => ({
  category: 'NEWCAR',
  cityCode,
  cityName,
  product: { code: 'avanza', name: 'Avanza', imageUrl: '/api/media/v1/car/avanza.svg', description: 'Mobil keluarga.', url: '/mobil-baru-toyota/p/avanza' },
  detailCar: {
    variantOptions: [{ name: '1.5L · Bensin', fuel: 'Bensin', engine: '1.5L', variants: [variant('avz-e', 244_300_000)] }],
    lowestPriceVariant: variant('avz-e', 244_300_000),
    strikeThroughPrice: null,
  },
  colors: [{ id: 1, name: 'Putih', hex: '#ffffff', roofHex: null, extraPrice: 0, imageUrl: '/api/media/v1/car/avanza.svg' }],
  rateData: { average: 0, count: 0, content: [] },
  keySpecifications: [],
  superiorities: [],
  name: 'Avanza',
  tagline: 'Mobil keluarga',
  bodyType: 'mpv',
  seats: 7,
  doors: 5,
  fuels: ['Bensin'],
  transmissions: ['CVT'],
  lowestPrice: 244_300_000,
  highestPrice: 244_300_000,
  fullSpecificationUrl: '/p/avanza/full-specification',
});

const BANDUNG: z.input<typeof Branch>[] = [
  branch({ slug: 'kemudi-toyota-pasteur', cityIsocode: '3273', services: ['sales', 'bengkel'] }),
  branch({ slug: 'kemudi-toyota-showroom-dago', cityIsocode: '3273', services: ['sales'] }),
  branch({ slug: 'kemudi-toyota-bengkel-soekarno', cityIsocode: '3273', services: ['bengkel'] }),
];

const AREAS = [
  { isocode: 'jawa_barat', name: 'Jawa Barat', branchCount: 4, cities: [{ isocode: '3273', name: 'Kota Bandung', branchCount: 3, centre: { latitude: -6.9147, longitude: 107.6098 } }, { isocode: '3271', name: 'Kota Bogor', branchCount: 1, centre: { latitude: -6.5971, longitude: 106.806 } }] },
  { isocode: 'dki_jakarta', name: 'DKI Jakarta', branchCount: 1, cities: [{ isocode: '0080', name: 'Jakarta Pusat', branchCount: 1, centre: { latitude: -6.1754, longitude: 106.8272 } }] },
];

function answer(req: RecordedRequest, res: ServerResponse) {
  const url = new URL(req.url, 'http://api');
  if (req.headers.authorization !== `Bearer ${TOKEN}` && url.pathname.startsWith('/api/customer/')) {
    return sendError(res, 401, 'InvalidTokenError', 'User is not authenticated');
  }
  switch (`${req.method} ${url.pathname}`) {
    case 'GET /api/customer/v1/saphybris/customers/current':
      return sendData(res, BUDI);
    case 'POST /api/order/v1/checkout/preview': {
      const body = JSON.parse(req.body) as { items?: { code: string }[] };
      if (body.items?.[0]?.code === 'tidak-ada') return sendError(res, 404, 'NotFoundError', 'Produk dengan kode tidak-ada tidak ditemukan');
      return sendData(res, preview(body.items ? body.items.map((i) => i.code) : ['karpet', 'spion']));
    }
    case 'GET /api/parameter/v1/branch/areas':
      return sendData(res, AREAS);
    case 'POST /api/parameter/v1/location/distance': {
      // Only Bogor's centre is answered; any other fails, and the loader falls back to the city's list.
      const body = JSON.parse(req.body) as { latitude: number; service?: string };
      if (body.latitude !== -6.5971) return sendError(res, 500, 'InternalServerError', 'Terjadi kesalahan pada server');
      return sendData(res, [
        { ...branch({ slug: 'kemudi-toyota-bogor', cityIsocode: '3271', services: ['sales', 'bengkel'] }), distanceKm: 0.6 },
        { ...branch({ slug: 'kemudi-toyota-depok', cityIsocode: '3276', services: ['bengkel'] }), distanceKm: 21.4 },
      ]);
    }
    case 'GET /api/parameter/v1/branch/get-branch-list/city/3273':
      return sendData(res, BANDUNG);
    case 'GET /api/parameter/v1/branch/get-branch-list/city/3271':
      return sendData(res, [branch({ slug: 'kemudi-toyota-bogor', cityIsocode: '3271', services: ['sales', 'bengkel'] })]);
    case `GET /api/order/v1/orders/${ORDER_NO}`:
      return sendData(res, order());
    case 'GET /api/order/v1/orders/KMD-261122-ZZZZZZ':
      return sendError(res, 404, 'NotFoundError', 'Pesanan tidak ditemukan');
    case 'GET /api/product/v1/product-detail':
      if (url.searchParams.get('code') !== 'avanza') return sendError(res, 404, 'NotFoundError', 'Produk tidak ditemukan');
      return sendData(res, detail(url.searchParams.get('cityCode') ?? '', url.searchParams.get('cityCode') === '3271' ? 'Kota Bogor' : 'Kota Bandung'));
    default:
      return sendError(res, 404, 'NotFoundError', 'Tidak ditemukan');
  }
}

const { api, loaders: checkout, override } = await startLoaderHarness(answer, () => import('./index'));

const logIn = () => jar.values.set('kemudi_at', TOKEN);
const calls = (path: string) => api.requests.filter((r) => new URL(r.url, 'http://api').pathname === path);
const expectLogin = (returnTo: string) => ({ digest: expect.stringContaining(`/login?redirect=${encodeURIComponent(encodeRedirect(returnTo))}`) });

beforeEach(() => jar.values.clear());

describe('readBuyNow (§2 buy-now path)', () => {
  it('reads the item and a whole quantity from 1, at most the per-line limit', () => {
    expect(checkout.readBuyNow('ACC-1', '2')).toEqual({ code: 'ACC-1', quantity: 2 });
    expect(checkout.readBuyNow(' ACC-1 ', undefined)).toEqual({ code: 'ACC-1', quantity: 1 });
    expect(checkout.readBuyNow('ACC-1', 'dua')).toEqual({ code: 'ACC-1', quantity: 1 });
    expect(checkout.readBuyNow('ACC-1', '0')).toEqual({ code: 'ACC-1', quantity: 1 });
    expect(checkout.readBuyNow('ACC-1', '99')).toEqual({ code: 'ACC-1', quantity: 10 });
    expect(checkout.readBuyNow(undefined, '2')).toBeNull();
    expect(checkout.readBuyNow('  ', '2')).toBeNull();
  });
});

describe('/checkout', () => {
  it('sends a guest to login with the base64 of /checkout and its query, without asking for a preview', async () => {
    await expect(checkout.loadCheckoutPage('/checkout?item=karpet&qty=1', { item: 'karpet', qty: '1' })).rejects.toMatchObject(expectLogin('/checkout?item=karpet&qty=1'));
    expect(calls('/api/order/v1/checkout/preview')).toHaveLength(0);
  });

  it("previews the customer's cart with their own token, and lists the workshops of the chosen city", async () => {
    logIn();
    const data = await checkout.loadCheckoutPage('/checkout', {});
    expect(data.kind).toBe('ready');
    if (data.kind !== 'ready') return;
    expect(data.buyNow).toBeNull();
    expect(data.preview.items.map((i) => i.product.code)).toEqual(['karpet', 'spion']);
    const [previewCall] = calls('/api/order/v1/checkout/preview');
    // Priced for the checkout's city, as the order placed from the page will be.
    expect(JSON.parse(previewCall?.body ?? '')).toEqual({ cityCode: '3273' });
    expect(previewCall?.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(data.dealers.city).toEqual({ isocode: '3273', name: 'Kota Bandung' });
    // Items are picked up or installed at a workshop: a showroom without one is not offered.
    expect(data.dealers.branches.map((b) => b.slug)).toEqual(['kemudi-toyota-pasteur', 'kemudi-toyota-bengkel-soekarno']);
    expect(data.dealers.cityGroups.map((g) => g.provinceName)).toEqual(['Jawa Barat', 'DKI Jakarta']);
  });

  it('buy now previews that one item; ?city= lists that city when it has dealers', async () => {
    logIn();
    const data = await checkout.loadCheckoutPage('/checkout?item=karpet&qty=2&city=3271', { item: 'karpet', qty: '2', city: '3271' });
    expect(JSON.parse(calls('/api/order/v1/checkout/preview')[0]?.body ?? '')).toEqual({ items: [{ code: 'karpet', quantity: 2 }], cityCode: '3271' });
    expect(data.kind === 'ready' && data.dealers.city.isocode).toBe('3271');
    // Nearest first from the middle of the city's dealers: its own, then the neighbouring city's.
    expect(data.kind === 'ready' && data.dealers.branches.map((b) => [b.slug, b.distanceKm])).toEqual([
      ['kemudi-toyota-bogor', 0.6],
      ['kemudi-toyota-depok', 21.4],
    ]);
    expect(JSON.parse(calls('/api/parameter/v1/location/distance').at(-1)?.body ?? '')).toEqual({ latitude: -6.5971, longitude: 106.806, service: 'bengkel', limit: 8 });
  });

  it('ignores a ?city= without dealers (the chosen city instead)', async () => {
    logIn();
    const data = await checkout.loadCheckoutPage('/checkout?city=9999', { city: '9999' });
    expect(data.kind === 'ready' && data.dealers.city.isocode).toBe('3273');
  });

  it('an empty cart (no lines in the preview) is said so', async () => {
    logIn();
    override('/api/order/v1/checkout/preview', (res) => sendData(res, { ...preview([]), subtotal: 0, total: 0 }));
    await expect(checkout.loadCheckoutPage('/checkout', {})).resolves.toMatchObject({ kind: 'empty' });
  });

  it('an item bought now that the API does not sell (no line, its problem) is refused with that message', async () => {
    logIn();
    override('/api/order/v1/checkout/preview', (res) => sendData(res, { ...preview([]), subtotal: 0, total: 0, problems: ['Produk dengan kode ACC-X tidak ditemukan'] }));
    await expect(checkout.loadCheckoutPage('/checkout?item=ACC-X', { item: 'ACC-X' })).resolves.toMatchObject({
      kind: 'refused',
      message: 'Produk dengan kode ACC-X tidak ditemukan',
    });
  });

  it('an unknown item bought now answered with a 404 is refused with the API’s Indonesian message', async () => {
    logIn();
    await expect(checkout.loadCheckoutPage('/checkout?item=tidak-ada', { item: 'tidak-ada' })).resolves.toMatchObject({
      kind: 'refused',
      message: 'Produk dengan kode tidak-ada tidak ditemukan',
    });
  });

  it('an empty cart refused by the API (400) is the empty page', async () => {
    logIn();
    override('/api/order/v1/checkout/preview', (res) => sendError(res, 400, 'CartEmpty', 'Keranjang Anda kosong'));
    await expect(checkout.loadCheckoutPage('/checkout', {})).resolves.toMatchObject({ kind: 'empty' });
  });

  it('an outage fails the page (error.tsx) instead of pretending the cart is empty', async () => {
    logIn();
    override('/api/order/v1/checkout/preview', (res) => sendError(res, 500, 'InternalServerError'));
    await expect(checkout.loadCheckoutPage('/checkout', {})).rejects.toThrow();
  });
});

describe('/checkout/pembayaran/{orderNo}', () => {
  it('sends a guest to login and back to this payment page', async () => {
    await expect(checkout.loadPaymentPage(`/checkout/pembayaran/${ORDER_NO}`, ORDER_NO)).rejects.toMatchObject(expectLogin(`/checkout/pembayaran/${ORDER_NO}`));
  });

  it('draws the QRIS payload as an SVG QR code on the server', async () => {
    logIn();
    const data = await checkout.loadPaymentPage(`/checkout/pembayaran/${ORDER_NO}`, ORDER_NO);
    expect(data.order.orderNo).toBe(ORDER_NO);
    expect(data.qrSvg).toMatch(/^<svg[^>]*viewBox="0 0 \d+ \d+"/);
    expect(data.qrSvg).toContain('<path');
    // The same code as a PNG for "Simpan kode QR" (issue 29).
    expect(data.qrPng).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
    expect(typeof data.renderedAt).toBe('number');
  });

  it('draws nothing for a virtual account or a paid order', async () => {
    logIn();
    override(`/api/order/v1/orders/${ORDER_NO}`, (res) => sendData(res, order({ status: 'paid', statusLabel: 'Dibayar', paidAt: '2026-11-22T03:05:00.000Z' })));
    const paid = await checkout.loadPaymentPage('/x', ORDER_NO);
    expect(paid.qrSvg).toBeNull();
    expect(paid.qrPng).toBeNull();
  });

  it("another customer's (or an unknown) order is the API's 404 and the page's notFound()", async () => {
    logIn();
    await expect(checkout.loadPaymentPage('/x', 'KMD-261122-ZZZZZZ')).rejects.toMatchObject({ digest: expect.stringContaining('404') });
  });
});

describe('/mobil-baru-toyota/p/{model}/booking', () => {
  it('sends a guest to login and back to the booking with its variant', async () => {
    await expect(checkout.loadBookingPage('/mobil-baru-toyota/p/avanza/booking?variant=avz-e', 'avanza', {})).rejects.toMatchObject(
      expectLogin('/mobil-baru-toyota/p/avanza/booking?variant=avz-e'),
    );
  });

  it('prices the model for the chosen city and lists its showrooms', async () => {
    logIn();
    const data = await checkout.loadBookingPage('/b', 'avanza', {});
    expect(data.detail.cityCode).toBe('3273');
    expect(new URL(calls('/api/product/v1/product-detail')[0]?.url ?? '', 'http://api').searchParams.get('cityCode')).toBe('3273');
    expect(data.dealers.branches.map((b) => b.slug)).toEqual(['kemudi-toyota-pasteur', 'kemudi-toyota-showroom-dago']);
  });

  it('?city= prices it for that city', async () => {
    logIn();
    const data = await checkout.loadBookingPage('/b', 'avanza', { city: '3271' });
    expect(data.detail.cityName).toBe('Kota Bogor');
    expect(data.dealers.city.name).toBe('Kota Bogor');
  });

  it('an unknown model is the page 404', async () => {
    logIn();
    await expect(checkout.loadBookingPage('/b', 'bukan-model', {})).rejects.toMatchObject({ digest: expect.stringContaining('404') });
  });
});

describe('/c/certified-used-car-toyota/p/{code}/booking (issue 29)', () => {
  it('sends a guest to login and back to the car’s booking, before asking the API', async () => {
    await expect(checkout.loadUsedCarBookingPage('/c/certified-used-car-toyota/p/UC-26101/booking', 'UC-26101')).rejects.toMatchObject(
      expectLogin('/c/certified-used-car-toyota/p/UC-26101/booking'),
    );
    expect(calls('/api/product/v1/product-detail')).toEqual([]);
  });
});
