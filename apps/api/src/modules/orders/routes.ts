import {
  normalizeOrderNo,
  type ORDER_STATUSES,
  PAYMENT_EXPIRY_MINUTES,
  SLOT_CAPACITY_PER_HOUR,
  SLOT_DAYS_AHEAD,
  TRACKING_LIMIT_PER_IP,
  TRACKING_LIMIT_PER_ORDER,
  TRACKING_LIMIT_WINDOW_SECONDS,
  NEW_CAR_BOOKING_FEE,
  USED_CAR_BOOKING_FEE,
} from '@kemudi/domain/commerce';
import { ErrorBody } from '@kemudi/domain/contracts/common';
import { orderCalls, OrderDetail } from '@kemudi/domain/contracts/orders';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import { dealerKeyGuard } from '../../lib/dealer-key';
import { limitsOf } from '../../lib/limits';
import { route, type RouteDoc } from '../../lib/route';
import type { RouteLimit } from '../../plugins/rate-limit';
import type { PaymentRegistry, SimulatedNotification } from '../payments';
import { orderDepsOf, type OrderDeps } from './deps';
import { cancelOrder, dealerSetStatus } from './lifecycle';
import { changePayment, closedChargeRef, pendingCharge, receiveNotification, refreshPayment } from './payment';
import { createNewCarOrder, createOrder, createUsedCarOrder, slots } from './placement';
import { financeSimulation, preview } from './pricing';
import { getOrder, listOrders, tracking } from './tracking';

export type OrderOptions = {
  /** The payment providers; default: those the environment configures (modules/payments). */
  payments?: PaymentRegistry;
};

/**
 * Where payment providers post their notifications, one path per provider (no bearer: each
 * provider's signature is the proof): …/notifications/midtrans, …/notifications/xendit. The same
 * handler also answers under …/webhooks/{provider} (issue 27), for dashboards set up with that name.
 */
export const PAYMENT_NOTIFICATION_PATH = '/api/payment/v1/notifications/:provider';
export const PAYMENT_WEBHOOK_PATH = '/api/payment/v1/webhooks/:provider';

const tags = ['order'];
/** Orders a customer may place (or re-charge) in an hour: each sends a WhatsApp message and holds stock. */
export const ORDER_LIMIT_PER_CUSTOMER = 20;
/** Per address the limit is looser: Indonesian mobile carriers put many customers behind one address (CGNAT). */
const ORDER_LIMIT_PER_IP = 120;
const customer = 'customer' as const;
const MINUTE = 60;

/**
 * Checkout, orders, payment and tracking (issue 12). Every order call is the logged-in customer's
 * (full login) over their own orders only: another customer's order answers 404 like an unknown one.
 */
export async function orderRoutes(app: FastifyInstance, opts: OrderOptions = {}) {
  const deps: OrderDeps = orderDepsOf(app, opts.payments);
  const limitsOn = app.config.RATE_LIMITS !== 'off';
  const limited = (limits: RouteLimit[]): Pick<RouteDoc, 'limits'> => (limitsOn ? { limits } : {});
  const production = app.config.NODE_ENV === 'production' || app.config.KEMUDI_ENV === 'production';

  route(
    app,
    orderCalls.preview,
    {
      tags,
      access: customer,
      summary: 'Checkout summary: the cart (or the buy-now items) priced by the server (issue 12)',
      description:
        'No items: the customer\'s cart. Prices, stock and sale windows are the server\'s; `problems` lists in Indonesian what stops the order. ' +
        'needsSlot: an accessory with installation or a service package is in it. cityCode: the city the order will be placed ' +
        'for (absent: the §9 fallback city): its flash sales price the lines, as they price the order and the item pages.',
      ...limitsOf(app.config, 'checkout'),
    },
    async (request) => preview(deps, request.caller.userId, request.body.items, request.body.cityCode),
  );

  route(
    app,
    orderCalls.slots,
    {
      tags,
      access: customer,
      summary: 'Installation and service slots of a branch for the next days (issue 12)',
      description: `Hourly from opening to one hour before closing (§7 working schedules), from tomorrow for ${SLOT_DAYS_AHEAD} days, in the branch's own time zone; ${SLOT_CAPACITY_PER_HOUR} bays an hour. 404 BranchNotFound; 422 when the branch has no workshop.`,
      errors: [422],
      ...limitsOf(app.config, 'checkout'),
    },
    async (request) => slots(deps, request.query.branchSlug),
  );

  // Placing an order, reserving a new car and changing how one is paid share their counters.
  const orderLimits = limited([
    { per: 'ip', max: ORDER_LIMIT_PER_IP, windowSeconds: 10 * MINUTE, group: 'order-create' },
    {
      per: 'customer',
      max: ORDER_LIMIT_PER_CUSTOMER,
      windowSeconds: 60 * MINUTE,
      group: 'order-create',
      message: 'Terlalu banyak pesanan dalam waktu singkat. Coba lagi dalam {n} detik.',
    },
  ]);
  route(
    app,
    orderCalls.create,
    {
      tags,
      access: customer,
      summary: 'Places an order from the cart or the buy-now items and charges it (issue 12)',
      description:
        'One transaction: the order, its stock (a conditional update: two checkouts of the last unit cannot both win — 409 OutOfStock/InsufficientStock), ' +
        'its slot (409 SlotTaken when its last bay was just taken), its first timeline step and its WhatsApp/push message. The charge follows: ' +
        `QRIS holds the order ${PAYMENT_EXPIRY_MINUTES.qris} minutes, a virtual account ${PAYMENT_EXPIRY_MINUTES.va_bca}. The same idempotencyKey answers the same order ` +
        '(charging it if the first charge failed: 503 PaymentUnavailable). Ordered lines leave the cart. ' +
        `At most ${ORDER_LIMIT_PER_IP} in 10 minutes per address and ${ORDER_LIMIT_PER_CUSTOMER} an hour per customer (with the new-car reservations and payment changes; 429).`,
      errors: [409, 422, 503],
      ...orderLimits,
    },
    async (request) => createOrder(deps, request.caller.userId, request.body),
  );

  route(
    app,
    orderCalls.createNewCar,
    {
      tags,
      access: customer,
      summary: "Reserves a new car with a booking fee ('booking dengan tanda jadi', issue 12)",
      description: `The fee is Rp ${NEW_CAR_BOOKING_FEE.toLocaleString('id-ID')}. The order carries the OTR price of the variant in the city with the colour's surcharge, and the credit simulation when one is given. Branch must have sales.`,
      errors: [409, 422, 503],
      ...orderLimits,
    },
    async (request) => createNewCarOrder(deps, request.caller.userId, request.body),
  );

  route(
    app,
    orderCalls.createUsedCar,
    {
      tags,
      access: customer,
      summary: "Reserves a certified used car with a booking fee ('booking dengan tanda jadi', issue 29)",
      description:
        `The fee is Rp ${USED_CAR_BOOKING_FEE.toLocaleString('id-ID')}, at the car's own dealer. The car is one unit: placing the order marks it reserved ('booked', shown 'Dipesan') ` +
        'in the same transaction with a conditional update, so of two customers reserving it at once exactly one wins (409 UsedCarReserved: ' +
        "'Mobil ini sudah dipesan pelanggan lain'; 409 UsedCarSold once sold). The car returns to sale when the order expires or is cancelled; paid, it stays reserved.",
      errors: [404, 409, 422, 503],
      ...orderLimits,
    },
    async (request) => createUsedCarOrder(deps, request.caller.userId, request.body),
  );

  route(app, orderCalls.list, { tags, access: customer, summary: "The customer's orders, newest first (at most 50)" }, async (request) =>
    listOrders(deps, request.caller.userId),
  );

  route(
    app,
    orderCalls.detail,
    { tags, access: customer, summary: 'One of the customer’s orders with its timeline (404 for anyone else’s)' },
    async (request) => getOrder(deps, request.caller.userId, request.params.orderNo),
  );

  route(
    app,
    orderCalls.cancel,
    {
      tags,
      access: customer,
      summary: 'Cancels an unpaid order; its stock and slot are released (409 once paid or closed)',
      errors: [409],
      ...limitsOf(app.config, 'changes'),
    },
    async (request) => cancelOrder(deps, request.caller.userId, request.params.orderNo),
  );

  route(
    app,
    orderCalls.paymentStatus,
    {
      tags,
      access: customer,
      summary: 'Polling: asks the provider about the pending charge and answers the order',
      description: 'Besides the webhook: the payment page polls this while the order waits for payment.',
      ...limitsOf(app.config, 'paymentStatus'),
    },
    async (request) => refreshPayment(deps, request.caller.userId, request.params.orderNo),
  );

  route(
    app,
    orderCalls.changePayment,
    {
      tags,
      access: customer,
      summary: 'Pays an unpaid order another way: the old charge is cancelled and a new one made',
      errors: [409, 422, 503],
      ...orderLimits,
    },
    async (request) => changePayment(deps, request.caller.userId, request.params.orderNo, request.body.paymentMethod),
  );

  route(
    app,
    orderCalls.tracking,
    {
      tags,
      summary: '/tracking-order: an order by its number and contact phone, without login (issue 12)',
      description:
        'Both must match (404 with one message for every mismatch). Only the timeline: never the contact or payment details. ' +
        `At most ${TRACKING_LIMIT_PER_IP} look-ups per address and ${TRACKING_LIMIT_PER_ORDER} per order number in ${TRACKING_LIMIT_WINDOW_SECONDS / 60} minutes (429).`,
      ...limited([
        { per: 'ip', max: TRACKING_LIMIT_PER_IP, windowSeconds: TRACKING_LIMIT_WINDOW_SECONDS, message: 'Terlalu banyak percobaan pelacakan. Coba lagi dalam {n} detik.' },
        {
          per: { body: 'orderNo' },
          max: TRACKING_LIMIT_PER_ORDER,
          windowSeconds: TRACKING_LIMIT_WINDOW_SECONDS,
          normalize: normalizeOrderNo,
          message: 'Terlalu banyak percobaan untuk nomor pesanan ini. Coba lagi dalam {n} detik.',
        },
      ]),
    },
    async (request) => tracking(deps, request.body.orderNo, request.body.phoneNumber),
  );

  route(
    app,
    orderCalls.financeSimulation,
    {
      tags,
      summary: 'Credit simulation of a variant in a city with its colour (§7 finance-simulation)',
      description: 'The credit module of v2/creditcalculator over the variant\'s OTR in the city plus the colour\'s surcharge.',
      ...limitsOf(app.config, 'credit'),
    },
    async (request) => financeSimulation(deps, request.body),
  );

  // --- Payment notifications (each provider's webhook) ------------------------------------------
  const notificationSchema = {
    tags: ['payment'],
    summary: 'Payment notification from one provider (signed; idempotent; replay-safe)',
    description:
      `The provider is the path's last part (configured here: ${deps.payments.names.join(', ')}). No bearer: its signature is verified instead ` +
      '(Midtrans: signature_key = sha512(order_id + status_code + gross_amount + server key); Xendit: the x-callback-token header equals XENDIT_CALLBACK_TOKEN; ' +
      'the simulated provider: x-simulator-signature HMAC-SHA256 with a 5-minute window). The notification is routed to the order by its charge reference: ' +
      "404 when no order has it or another provider made that charge. Each provider event is recorded once: a replay answers outcome 'duplicate' and changes nothing. " +
      "A 'paid' event is confirmed with the provider before the order is marked paid. 401 on a bad signature; 404 for a provider not configured.",
    params: z.object({ provider: z.string().max(40) }),
    response: { 200: z.object({ status: z.literal('ok'), outcome: z.string() }), 401: ErrorBody, 404: ErrorBody, 503: ErrorBody },
  };
  const receive = async (request: FastifyRequest) => {
    const { provider: name } = request.params as { provider: string };
    const result = await receiveNotification(deps, name, request.headers, request.body);
    return { status: 'ok' as const, outcome: result.outcome };
  };
  app.post(PAYMENT_NOTIFICATION_PATH, { schema: notificationSchema }, receive);
  app.post(PAYMENT_WEBHOOK_PATH, { schema: { ...notificationSchema, summary: `${notificationSchema.summary} (the same as ${PAYMENT_NOTIFICATION_PATH})` } }, receive);

  // --- The simulated provider's "bayar sekarang" (development and tests only) ---------------------
  const simulator = deps.payments.simulator;
  if (simulator && !production) {
    /** The simulator "sends" its notification to the webhook, through HTTP like a real provider. */
    const deliver = async (act: () => Promise<SimulatedNotification>) => {
      let notification;
      try {
        notification = await act();
      } catch (error) {
        throw new AppError(409, 'NotPayable', `Tagihan tidak dapat diubah: ${(error as Error).message}`);
      }
      const response = await app.inject({
        method: 'POST',
        url: PAYMENT_NOTIFICATION_PATH.replace(':provider', simulator.name),
        headers: { ...notification.headers, 'content-type': 'application/json' },
        payload: JSON.stringify(notification.body),
      });
      if (response.statusCode !== 200) throw new AppError(502, 'PaymentUnavailable', 'Notifikasi simulasi pembayaran ditolak');
    };
    const simulatorDoc = (summary: string, description: string): RouteDoc => ({
      tags: ['payment'],
      access: customer,
      summary,
      description: `${description} Absent when no payment method charges with the simulated provider, and in production.`,
      errors: [409],
      ...limitsOf(app.config, 'simulatorPay'),
    });
    /** The customer's order waiting for payment with a charge; 409 otherwise. */
    const waiting = async (customerId: string, orderNo: string) => {
      const order = await pendingCharge(deps, customerId, orderNo);
      if (!order) throw new AppError(409, 'NotPayable', 'Pesanan ini tidak menunggu pembayaran');
      if (!order.ref) throw new AppError(409, 'NotPayable', 'Pesanan ini belum memiliki tagihan pembayaran');
      return { orderNo: order.orderNo, ref: order.ref };
    };
    route(
      app,
      orderCalls.simulatorPay,
      simulatorDoc(
        "The simulated provider's 'bayar sekarang': pays the customer's pending order (development only)",
        'The simulator marks the charge paid and sends its signed notification to the webhook. 409 when the order does not wait for payment.',
      ),
      async (request) => {
        const order = await waiting(request.caller.userId, request.body.orderNo);
        await deliver(() => simulator.pay(order.ref));
        const after = await getOrder(deps, request.caller.userId, order.orderNo);
        return { orderNo: after.orderNo, status: after.status };
      },
    );
    route(
      app,
      orderCalls.simulatorExpire,
      simulatorDoc(
        "The simulated provider lets the pending order's charge lapse now (development only)",
        "Its signed 'expired' notification reaches the webhook, which confirms it and expires the order (stock and slot back). 409 when the order does not wait for payment.",
      ),
      async (request) => {
        const order = await waiting(request.caller.userId, request.body.orderNo);
        await deliver(() => simulator.expire(order.ref));
        const after = await getOrder(deps, request.caller.userId, order.orderNo);
        return { orderNo: after.orderNo, status: after.status };
      },
    );
    route(
      app,
      orderCalls.simulatorPayLate,
      simulatorDoc(
        'The simulated provider receives a payment after the order expired or was cancelled (development only)',
        "A late payment: the lapsed or cancelled charge is paid and its 'paid' notification reaches the webhook, which records a required refund. 409 when the order is not expired or cancelled, or its charge cannot be paid late.",
      ),
      async (request) => {
        const before = await getOrder(deps, request.caller.userId, request.body.orderNo);
        const ref = await closedChargeRef(deps, request.caller.userId, before.orderNo);
        if (!ref) throw new AppError(409, 'NotPayable', 'Hanya pesanan yang kedaluwarsa atau dibatalkan yang dapat menerima pembayaran terlambat');
        await deliver(() => simulator.payLate(ref));
        const after = await getOrder(deps, request.caller.userId, before.orderNo);
        return { orderNo: after.orderNo, status: after.status, refund: after.refund?.status ?? null };
      },
    );
  }

  // --- The dealer system moves orders along the timeline ------------------------------------------
  const dealerKey = app.config.DEALER_API_KEY;
  if (dealerKey) {
    const assertDealerKey = dealerKeyGuard(dealerKey);
    app.post(
      '/api/order/v1/dealer/orders/:orderNo/status',
      {
        schema: {
          tags: ['order'],
          summary: "The dealer system's status change of an order (diproses, siap, selesai, dibatalkan)",
          description:
            'For the dealer system (TDMS), with the system token and the header x-dealer-key = DEALER_API_KEY (absent while unset). Only forward along ' +
            'the timeline from Dibayar on; dibatalkan from any open status (its stock and slot are released). The customer gets the WhatsApp and push message.',
          params: z.object({ orderNo: z.string().max(40) }),
          body: z.object({ status: z.enum(['processing', 'ready', 'completed', 'cancelled']), note: z.string().trim().max(300).optional() }),
          response: { 200: z.object({ status: z.literal(200), data: OrderDetail }), 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody },
        },
      },
      async (request: FastifyRequest) => {
        assertDealerKey(request.headers['x-dealer-key']);
        const { orderNo } = request.params as { orderNo: string };
        const { status, note } = request.body as { status: (typeof ORDER_STATUSES)[number]; note?: string };
        return { status: 200 as const, data: await dealerSetStatus(deps, orderNo, status, note) };
      },
    );
  }
}
