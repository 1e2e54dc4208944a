import type { branchSlots as branchSlotsTable, orderEvents as orderEventsTable, orderItems as orderItemsTable, orders as ordersTable } from '../../schema/commerce';
import { accessories, spareParts } from './aftersales';
import { carColors, carModels, carVariants } from './cars';
import { DEMO_CUSTOMER_IDS } from './customers';

type OrderInsert = typeof ordersTable.$inferInsert;
type ItemInsert = typeof orderItemsTable.$inferInsert;
type EventInsert = typeof orderEventsTable.$inferInsert;
type SlotInsert = typeof branchSlotsTable.$inferInsert;

/*
 * Budi's orders (README "Demo customers"), so that My Account's Pesanan Saya and /tracking-order
 * show every kind of timeline out of the box: accessories and a part picked up and done, a new car
 * reserved with its booking fee and being processed, and an accessory paid and waiting for its
 * installation slot. Fixed ids and numbers: the seed can run again without duplicating them.
 */

const at = (iso: string) => new Date(iso);
const BRANCH = { slug: 'kemudi-toyota-sunter', name: 'Kemudi Toyota Sunter' };
const BUDI = { id: DEMO_CUSTOMER_IDS.budi, name: 'Budi Santoso', phone: '081234567890', email: 'budi@contoh.com' };

function item(code: string) {
  const found = accessories.find((a) => a.code === code) ?? spareParts.find((p) => p.code === code);
  if (!found) throw new Error(`demo order: no item ${code}`);
  return { code: found.code, name: found.name, price: found.price, kind: accessories.some((a) => a.code === code) ? 'accessory' : 'part' };
}

const mat = item('ACC-1005');
const part = item(spareParts[0]!.code);
const bodyKit = item('ACC-1001');
const variant = carVariants.find((v) => v.modelCode === 'avanza')!;
const model = carModels.find((m) => m.code === 'avanza')!;
const colorIndex = carColors.findIndex((c) => c.modelCode === 'avanza');
const color = carColors[colorIndex]!;

export const DEMO_ORDER_IDS = {
  pickup: '00000000-0000-4000-8000-00000000d001',
  reservation: '00000000-0000-4000-8000-00000000d002',
  install: '00000000-0000-4000-8000-00000000d003',
} as const;

/** The slot the demo installation holds (10.00 WIB). */
const INSTALL_SLOT = at('2026-11-29T10:00:00+07:00');

const base = {
  customerId: BUDI.id,
  contactName: BUDI.name,
  contactPhone: BUDI.phone,
  contactEmail: BUDI.email,
  branchSlug: BRANCH.slug,
  branchName: BRANCH.name,
  cityCode: '3174',
  notes: null,
  idempotencyKey: null,
} satisfies Partial<OrderInsert>;

export const demoOrders: OrderInsert[] = [
  {
    ...base,
    id: DEMO_ORDER_IDS.pickup,
    orderNo: 'KMD-261108-BQ7HKM',
    kind: 'products',
    status: 'completed',
    fulfilment: 'pickup',
    subtotal: mat.price + part.price * 2,
    total: mat.price + part.price * 2,
    payment: { provider: 'simulated', ref: 'KMD-261108-BQ7HKM', method: 'qris', expiresAt: '2026-11-08T03:30:00.000Z' },
    expiresAt: at('2026-11-08T10:30:00+07:00'),
    paidAt: at('2026-11-08T10:21:00+07:00'),
    closedAt: at('2026-11-11T16:20:00+07:00'),
    createdAt: at('2026-11-08T10:15:00+07:00'),
    updatedAt: at('2026-11-11T16:20:00+07:00'),
  },
  {
    ...base,
    id: DEMO_ORDER_IDS.reservation,
    orderNo: 'KMD-261118-RZ4TNW',
    kind: 'new-car',
    status: 'processing',
    fulfilment: 'reservation',
    subtotal: 5_000_000,
    total: 5_000_000,
    vehicle: {
      modelCode: model.code,
      modelName: model.name,
      variantCode: variant.code,
      variantName: variant.name,
      colorId: colorIndex + 1,
      colorName: color.name,
      otrPrice: variant.priceOtr + (color.extraPrice ?? 0),
      cityCode: '0080',
      cityName: 'Kota Jakarta Pusat',
      credit: null,
    },
    cityCode: '0080',
    payment: { provider: 'simulated', ref: 'KMD-261118-RZ4TNW', method: 'va_bca', bank: 'bca', vaNumber: '1295081234567890', expiresAt: '2026-11-18T11:05:00.000Z' },
    expiresAt: at('2026-11-18T18:05:00+07:00'),
    paidAt: at('2026-11-18T15:40:00+07:00'),
    createdAt: at('2026-11-18T15:05:00+07:00'),
    updatedAt: at('2026-11-19T09:10:00+07:00'),
  },
  {
    ...base,
    id: DEMO_ORDER_IDS.install,
    orderNo: 'KMD-261121-M8PXDA',
    kind: 'products',
    status: 'paid',
    fulfilment: 'install',
    slotStart: INSTALL_SLOT,
    subtotal: bodyKit.price,
    total: bodyKit.price,
    payment: { provider: 'simulated', ref: 'KMD-261121-M8PXDA', method: 'va_mandiri', bank: 'mandiri', billerCode: '70012', billKey: '810812345678', expiresAt: '2026-11-21T12:00:00.000Z' },
    expiresAt: at('2026-11-21T19:00:00+07:00'),
    paidAt: at('2026-11-21T16:32:00+07:00'),
    createdAt: at('2026-11-21T16:00:00+07:00'),
    updatedAt: at('2026-11-21T16:32:00+07:00'),
  },
];

export const demoOrderItems: ItemInsert[] = [
  { orderId: DEMO_ORDER_IDS.pickup, productCode: mat.code, kind: mat.kind, name: mat.name, unitPrice: mat.price, quantity: 1 },
  { orderId: DEMO_ORDER_IDS.pickup, productCode: part.code, kind: part.kind, name: part.name, unitPrice: part.price, quantity: 2 },
  {
    orderId: DEMO_ORDER_IDS.reservation,
    productCode: variant.code,
    kind: 'new-car-booking',
    name: `Tanda jadi ${model.name} ${variant.name}`,
    unitPrice: 5_000_000,
    quantity: 1,
  },
  { orderId: DEMO_ORDER_IDS.install, productCode: bodyKit.code, kind: bodyKit.kind, name: bodyKit.name, unitPrice: bodyKit.price, quantity: 1 },
];

export const demoOrderEvents: EventInsert[] = [
  { orderId: DEMO_ORDER_IDS.pickup, status: 'pending_payment', at: at('2026-11-08T10:15:00+07:00') },
  { orderId: DEMO_ORDER_IDS.pickup, status: 'paid', note: 'Pembayaran QRIS diterima', at: at('2026-11-08T10:21:00+07:00') },
  { orderId: DEMO_ORDER_IDS.pickup, status: 'processing', at: at('2026-11-08T14:00:00+07:00') },
  { orderId: DEMO_ORDER_IDS.pickup, status: 'ready', note: 'Barang tersedia di kasir suku cadang', at: at('2026-11-10T09:30:00+07:00') },
  { orderId: DEMO_ORDER_IDS.pickup, status: 'completed', note: 'Diambil oleh pemesan', at: at('2026-11-11T16:20:00+07:00') },
  { orderId: DEMO_ORDER_IDS.reservation, status: 'pending_payment', at: at('2026-11-18T15:05:00+07:00') },
  { orderId: DEMO_ORDER_IDS.reservation, status: 'paid', note: 'Pembayaran virtual account diterima', at: at('2026-11-18T15:40:00+07:00') },
  { orderId: DEMO_ORDER_IDS.reservation, status: 'processing', note: 'Verifikasi dokumen oleh sales consultant', at: at('2026-11-19T09:10:00+07:00') },
  { orderId: DEMO_ORDER_IDS.install, status: 'pending_payment', at: at('2026-11-21T16:00:00+07:00') },
  { orderId: DEMO_ORDER_IDS.install, status: 'paid', note: 'Pembayaran virtual account diterima', at: at('2026-11-21T16:32:00+07:00') },
];

/** The installation bay the demo order holds. */
export const demoBranchSlots: SlotInsert[] = [{ branchSlug: BRANCH.slug, slotStart: INSTALL_SLOT, used: 1 }];
