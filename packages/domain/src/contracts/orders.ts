/**
 * Checkout, orders, payment and tracking (issue 12). §7 names none of these paths except
 * finance-simulation ("POST saphybris-proxy/.../finance-simulation"); they are chosen here, under
 * /api/order/v1 and /api/payment/v1, and described on each operation of the OpenAPI document.
 *
 * Amounts, prices, stock and slots are always the server's: a body names codes, quantities and
 * choices, never a price.
 */
import { z } from 'zod';
import {
  CART_MAX_LINES,
  ORDER_FULFILMENTS,
  ORDER_KINDS,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  PRODUCT_KINDS,
  REFUND_STATUSES,
} from '../commerce';
import { EmailField, NameField, PhoneNumberField } from './account';
import { defineCall } from './call';
import { isoDate, rupiah } from './common';
import { CartProduct, CartProductInput } from './cart';
import { CreditData } from './new-cars';

// ---------------------------------------------------------------------------------------------
// Request pieces
// ---------------------------------------------------------------------------------------------

const BranchSlug = z.string().trim().min(1, 'Pilih dealer').max(100);
const CityCode = z.string().trim().min(1, 'Pilih kota').max(20);
const PaymentMethodField = z.enum(PAYMENT_METHODS, { error: 'Pilih metode pembayaran yang tersedia' });
/** Sent by the checkout page once per attempt: a retried request answers the order already made. */
const IdempotencyKey = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{16,64}$/, 'Kunci permintaan tidak valid')
  .describe('A random id per checkout attempt (16–64 of A–Z a–z 0–9 _ -): the same key answers the same order');

export const ContactInput = z.object({
  name: NameField,
  phoneNumber: PhoneNumberField,
  email: EmailField.optional(),
});

/** Buy now (§2 buy-now path): these items instead of the cart. Absent: the customer's cart. */
const ItemsInput = z.array(CartProductInput.extend({ quantity: CartProductInput.shape.quantity.min(1, 'Jumlah minimal 1') })).min(1).max(CART_MAX_LINES);

export const CheckoutPreviewBody = z.object({
  items: ItemsInput.optional(),
  /**
   * The city the order will be placed for (the checkout's city): a flash sale may run there only,
   * and the preview prices as the order will (issue 29). Absent: the §9 fallback city.
   */
  cityCode: CityCode.optional(),
});

export const CreateOrderBody = z.object({
  items: ItemsInput.optional().describe('Buy now: these items; absent: the whole cart (which is emptied once the order is placed)'),
  contact: ContactInput,
  branchSlug: BranchSlug,
  cityCode: CityCode,
  /** ISO date-time of the slot's start (from checkout/slots), when the order needs one. */
  slotStart: z.string().datetime({ offset: true, error: 'Jadwal tidak valid' }).optional(),
  paymentMethod: PaymentMethodField,
  notes: z.string().trim().max(500, 'Catatan paling banyak 500 karakter').optional(),
  idempotencyKey: IdempotencyKey,
});

export const CreateNewCarOrderBody = z.object({
  modelCode: z.string().trim().min(1).max(60),
  variantCode: z.string().trim().min(1, 'Pilih varian').max(60),
  colorId: z.number({ error: 'Pilih warna' }).int().positive(),
  branchSlug: BranchSlug,
  cityCode: CityCode,
  contact: ContactInput,
  /** The customer's credit simulation (finance-simulation), when they made one. */
  credit: z
    .object({
      downPaymentPercent: z.number().min(0).max(100),
      tenorMonths: z.number().int().min(1).max(120),
    })
    .optional(),
  paymentMethod: PaymentMethodField,
  notes: z.string().trim().max(500, 'Catatan paling banyak 500 karakter').optional(),
  idempotencyKey: IdempotencyKey,
});

/** Issue 29: a certified used car (one unit) reserved with the booking fee; its own dealer sells it. */
export const CreateUsedCarOrderBody = z.object({
  usedCarCode: z.string().trim().min(1, 'Mobil tidak dikenal').max(40),
  contact: ContactInput,
  paymentMethod: PaymentMethodField,
  notes: z.string().trim().max(500, 'Catatan paling banyak 500 karakter').optional(),
  idempotencyKey: IdempotencyKey,
});

// ---------------------------------------------------------------------------------------------
// Answers
// ---------------------------------------------------------------------------------------------

export const CheckoutPreview = z.object({
  items: z.array(z.object({ product: CartProduct, quantity: z.number().int().min(1), lineTotal: rupiah })),
  subtotal: rupiah,
  total: rupiah,
  fulfilment: z.enum(ORDER_FULFILMENTS),
  /** An installation or service slot must be chosen. */
  needsSlot: z.boolean(),
  /** Problems that stop the order (sold out, not on sale), in Indonesian; empty when it can be placed. */
  problems: z.array(z.string()),
});
export type CheckoutPreview = z.infer<typeof CheckoutPreview>;

export const SlotDay = z.object({
  date: isoDate,
  /** The branch works that day (§7 working schedules). */
  open: z.boolean(),
  slots: z.array(
    z.object({
      /** ISO date-time (+07:00). */
      start: z.string(),
      /** 'HH.mm' as the page shows it. */
      time: z.string(),
      available: z.boolean(),
    }),
  ),
});
export const SlotsData = z.object({ branchSlug: z.string(), branchName: z.string(), days: z.array(SlotDay) });
export type SlotsData = z.infer<typeof SlotsData>;

export const TimelineStep = z.object({
  status: z.enum(ORDER_STATUSES),
  label: z.string(),
  /** ISO date-time it was reached; null for a step still ahead. */
  at: z.string().nullable(),
  reached: z.boolean(),
  current: z.boolean(),
  note: z.string().nullable(),
});
export type TimelineStep = z.infer<typeof TimelineStep>;

export const OrderPaymentData = z.object({
  provider: z.string(),
  method: z.enum(PAYMENT_METHODS),
  methodLabel: z.string(),
  /** QRIS: the EMVCo payload the page draws as a QR code. */
  qrString: z.string().nullable(),
  bank: z.string().nullable(),
  vaNumber: z.string().nullable(),
  billerCode: z.string().nullable(),
  billKey: z.string().nullable(),
  expiresAt: z.string(),
  /** The simulated provider's "bayar sekarang" control is offered (development and tests only). */
  simulated: z.boolean(),
});
export type OrderPaymentData = z.infer<typeof OrderPaymentData>;

export const OrderItemData = z.object({
  code: z.string(),
  kind: z.enum([...PRODUCT_KINDS, 'new-car-booking', 'used-car-booking']),
  name: z.string(),
  unitPrice: rupiah,
  quantity: z.number().int(),
  lineTotal: rupiah,
});

export const OrderVehicleData = z.object({
  modelCode: z.string(),
  modelName: z.string(),
  variantCode: z.string(),
  variantName: z.string(),
  colorName: z.string(),
  otrPrice: rupiah,
  cityName: z.string(),
  credit: z
    .object({
      downPaymentPercent: z.number(),
      downPayment: rupiah,
      tenorMonths: z.number().int(),
      monthlyInstallment: rupiah,
      totalFirstPayment: rupiah,
    })
    .nullable(),
});

/** A payment going back to the customer (issue 24): 'Dana dikembalikan' with its date, or 'Pengembalian dana diproses'. */
export const OrderRefundData = z.object({
  status: z.enum(REFUND_STATUSES),
  /** refundCustomerLabel: what the customer reads. */
  label: z.string(),
  amount: rupiah,
  /** When the money went back (succeeded only). */
  completedAt: z.string().nullable(),
});
export type OrderRefundData = z.infer<typeof OrderRefundData>;

export const OrderSummary = z.object({
  orderNo: z.string(),
  kind: z.enum(ORDER_KINDS),
  status: z.enum(ORDER_STATUSES),
  statusLabel: z.string(),
  fulfilment: z.enum(ORDER_FULFILMENTS),
  /** First item's name, '+ n lainnya' when there are more, or the car. */
  title: z.string(),
  total: rupiah,
  branchName: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type OrderSummary = z.infer<typeof OrderSummary>;

export const OrderDetail = OrderSummary.extend({
  items: z.array(OrderItemData),
  subtotal: rupiah,
  contact: z.object({ name: z.string(), phoneNumber: z.string(), email: z.string().nullable() }),
  branchSlug: z.string(),
  cityCode: z.string(),
  slotStart: z.string().nullable(),
  vehicle: OrderVehicleData.nullable(),
  notes: z.string().nullable(),
  payment: OrderPaymentData.nullable(),
  paidAt: z.string().nullable(),
  timeline: z.array(TimelineStep),
  nextStep: z.string(),
  canCancel: z.boolean(),
  refund: OrderRefundData.nullable(),
});
export type OrderDetail = z.infer<typeof OrderDetail>;

/** /tracking-order: the timeline without the contact or payment details. */
export const TrackingData = z.object({
  orderNo: z.string(),
  kind: z.enum(ORDER_KINDS),
  status: z.enum(ORDER_STATUSES),
  statusLabel: z.string(),
  title: z.string(),
  branchName: z.string(),
  createdAt: z.string(),
  slotStart: z.string().nullable(),
  timeline: z.array(TimelineStep),
  nextStep: z.string(),
  refund: OrderRefundData.nullable(),
});
export type TrackingData = z.infer<typeof TrackingData>;

export const FinanceSimulationBody = z.object({
  variantCode: z.string().trim().min(1).max(60),
  cityCode: CityCode,
  colorId: z.number().int().positive().optional(),
  downPaymentPercent: z.number().min(0).max(100),
  tenorMonths: z.number().int().min(1).max(120),
  insuranceKind: z.enum(['all-risk', 'tlo']).optional(),
});

const OrderNoParam = z.object({ orderNo: z.string().trim().min(1).max(40) });

export const orderCalls = {
  preview: defineCall({ method: 'POST', path: '/api/order/v1/checkout/preview', body: CheckoutPreviewBody, data: CheckoutPreview }),
  slots: defineCall({
    method: 'GET',
    path: '/api/order/v1/checkout/slots',
    query: z.object({ branchSlug: BranchSlug }),
    data: SlotsData,
  }),
  create: defineCall({ method: 'POST', path: '/api/order/v1/orders', body: CreateOrderBody, data: OrderDetail }),
  createNewCar: defineCall({ method: 'POST', path: '/api/order/v1/orders/new-car', body: CreateNewCarOrderBody, data: OrderDetail }),
  createUsedCar: defineCall({ method: 'POST', path: '/api/order/v1/orders/used-car', body: CreateUsedCarOrderBody, data: OrderDetail }),
  list: defineCall({ method: 'GET', path: '/api/order/v1/orders', data: z.object({ orders: z.array(OrderSummary) }) }),
  detail: defineCall({ method: 'GET', path: '/api/order/v1/orders/:orderNo', params: OrderNoParam, data: OrderDetail }),
  cancel: defineCall({ method: 'POST', path: '/api/order/v1/orders/:orderNo/cancel', params: OrderNoParam, data: OrderDetail }),
  /** Asks the provider now (polling besides the webhook) and answers the order as it then is. */
  paymentStatus: defineCall({ method: 'GET', path: '/api/order/v1/orders/:orderNo/payment-status', params: OrderNoParam, data: OrderDetail }),
  changePayment: defineCall({
    method: 'POST',
    path: '/api/order/v1/orders/:orderNo/payment',
    params: OrderNoParam,
    body: z.object({ paymentMethod: PaymentMethodField }),
    data: OrderDetail,
  }),
  /** A POST, so that the phone number stays out of addresses and request logs. */
  tracking: defineCall({
    method: 'POST',
    path: '/api/order/v1/tracking',
    body: z.object({ orderNo: z.string().trim().max(40), phoneNumber: z.string().trim().max(30) }),
    data: TrackingData,
  }),
  /** §7 finance-simulation: the credit simulation of a variant in a city (with the colour's surcharge). */
  financeSimulation: defineCall({
    method: 'POST',
    shared: true,
    path: '/api/saphybris-proxy/v1/saphybris/finance-simulation',
    body: FinanceSimulationBody,
    data: CreditData,
  }),
  /** The simulated provider's "bayar sekarang" (development and tests; 404 with a real provider or in production). */
  simulatorPay: defineCall({
    method: 'POST',
    path: '/api/payment/v1/simulator/pay',
    body: z.object({ orderNo: z.string().trim().min(1).max(40) }),
    data: z.object({ orderNo: z.string(), status: z.enum(ORDER_STATUSES) }),
  }),
  /**
   * The simulated provider lets the order's charge lapse now and sends its 'expired' notification:
   * the order expires as at its deadline (development and tests; absent like simulatorPay).
   */
  simulatorExpire: defineCall({
    method: 'POST',
    path: '/api/payment/v1/simulator/expire',
    body: z.object({ orderNo: z.string().trim().min(1).max(40) }),
    data: z.object({ orderNo: z.string(), status: z.enum(ORDER_STATUSES) }),
  }),
  /**
   * The simulated provider receives a payment after the order's charge lapsed or was cancelled (a
   * bank settling a virtual account late) and sends its 'paid' notification: a refund is required.
   */
  simulatorPayLate: defineCall({
    method: 'POST',
    path: '/api/payment/v1/simulator/pay-late',
    body: z.object({ orderNo: z.string().trim().min(1).max(40) }),
    data: z.object({ orderNo: z.string(), status: z.enum(ORDER_STATUSES), refund: z.enum(REFUND_STATUSES).nullable() }),
  }),
} as const;
