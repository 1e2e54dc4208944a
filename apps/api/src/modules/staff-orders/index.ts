/**
 * The staff console's orders queue (issue 24), under /api/staff/v1/orders: the list, the CSV, one
 * order, and its actions — move it along (Diproses, Siap diambil/dipasang, Selesai), cancel it with
 * a reason (a paid one: its payment is refunded in the same action, or left "Perlu refund"), and
 * refund a payment (orders.refund). The changes themselves are the orders module's
 * (applyOrderTransition with actor 'staff', refundOrder): the same transitions table, announcements
 * and provider calls as the dealer system's and the customer's; here each write gets its audit row
 * in its own transaction. Registered in app.ts after the staff module (its session and CSRF hooks).
 */
import { COMMERCE_MESSAGES as M, type OrderStatus } from '@kemudi/domain/commerce';
import { STAFF_ORDER_ACTION_STATUS, STAFF_ORDERS_EXPORT_PATH, StaffOrderListQuery, staffOrderCalls, type StaffOrderActionData, type StaffOrderRow } from '@kemudi/domain/contracts/staff-orders';
import { can } from '@kemudi/domain/staff-roles';
import type { Db } from '@kemudi/db';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { keysetBatches, registerCsvExport, type CsvColumn } from '../../lib/csv-export';
import { AppError } from '../../lib/errors';
import { limitsOf } from '../../lib/limits';
import { route } from '../../lib/route';
import { applyOrderTransition, cancelCharge, orderDepsOf, refundOrder, type OrderDeps, type RefundAudit } from '../orders';
import { actorOf, recordNotFound, requireStaff, signedIn, staffDoc, withAudit } from '../staff';
import { branchIdOf, findOrder, listOrders, orderBatch, orderDetail, placeOfOrder, type Query } from './queries';

const tags = ['staff console: orders'];

export async function staffOrderRoutes(app: FastifyInstance) {
  const deps: OrderDeps = orderDepsOf(app);
  const doc = staffDoc(tags);
  const place = (request: FastifyRequest) => placeOfOrder(app.db, (request.params as { orderNo: string }).orderNo);
  const write = (permission: 'orders.write' | 'orders.refund') => ({
    guard: requireStaff(permission, { branchOf: place }),
    errors: [409],
    ...limitsOf(app.config, 'staffWrites'),
  });

  /** The order of the request (the guard already answered 404 for a missing or out-of-scope one). */
  const orderOf = async (orderNo: string) => {
    const order = await findOrder(app.db, orderNo);
    if (!order) throw recordNotFound();
    return order;
  };
  const answer = async (request: FastifyRequest, orderNo: string, refundError: string | null = null): Promise<StaffOrderActionData> => ({
    ...(await orderDetail(app, signedIn(request), await orderOf(orderNo))),
    refundError,
  });

  /** The refund start's audit row, in the claim's transaction. */
  const refundAudit =
    (request: FastifyRequest, orderNo: string, branchId: number | null): RefundAudit =>
    (tx, before, after) =>
      withAudit(tx, actorOf(app, request), {
        action: 'order.refund',
        entity: 'order',
        entityId: orderNo,
        branchId,
        before: before ? { refundId: before.id, status: before.status } : null,
        after: { refundId: after.id, status: after.status, amount: after.amount, reason: after.reason },
      });

  /** A status change by staff: the transition and its audit row in one transaction (409 with the table's message when refused). */
  const change = async (request: FastifyRequest, orderNo: string, to: OrderStatus, audit: Record<string, unknown>) => {
    const order = await orderOf(orderNo);
    const branchId = await branchIdOf(app.db, order.branchSlug);
    const note = typeof audit.reason === 'string' ? audit.reason : typeof audit.note === 'string' ? audit.note : null;
    const row = await app.db.transaction(async (raw) => {
      const tx = raw as unknown as Db;
      const updated = await applyOrderTransition(deps, tx, order, { to, actor: 'staff', note: note ?? 'Diperbarui oleh staf dealer' });
      if (!updated) throw new AppError(409, 'InvalidTransition', M.ORDER_CHANGED_MEANWHILE);
      await withAudit(tx, actorOf(app, request), {
        action: to === 'cancelled' ? 'order.cancel' : 'order.status',
        entity: 'order',
        entityId: order.orderNo,
        branchId,
        before: { status: order.status },
        after: { status: to, ...audit, ...(to === 'cancelled' ? { paid: order.paidAt !== null } : {}) },
      });
      return updated;
    });
    return { before: order, after: row, branchId };
  };

  route(
    app,
    staffOrderCalls.list,
    doc('Orders queue: search (number, name, phone, email), status, branch, days, payment and refund filters, sort, paging, counts per status', {
      guard: requireStaff('orders.read'),
    }),
    async (request) => listOrders(app, signedIn(request), request.query),
  );

  registerCsvExport(app, {
    path: STAFF_ORDERS_EXPORT_PATH,
    summary: 'Orders queue as CSV (the same filters and sort as the list; streamed)',
    tags,
    query: StaffOrderListQuery,
    guard: requireStaff('orders.read'),
    name: 'pesanan',
    columns: CSV_COLUMNS,
    rows: (request, query: Query) =>
      keysetBatches(orderBatch(app, signedIn(request), query), (row) => ({ value: query.sort === 'total' ? row.total : row.createdAt, id: row.id })),
  });

  route(
    app,
    staffOrderCalls.detail,
    doc('One order: items, payment, refunds, the actions the caller may take, and its timeline (404 outside the caller’s branches)', {
      guard: requireStaff('orders.read', { branchOf: place }),
    }),
    async (request) => orderDetail(app, signedIn(request), await orderOf(request.params.orderNo)),
  );

  for (const action of ['process', 'ready', 'complete'] as const) {
    const to = STAFF_ORDER_ACTION_STATUS[action];
    route(
      app,
      staffOrderCalls[action],
      doc(`Moves a paid order to ${to} (the customer gets the WhatsApp and push message); 409 when the transitions table refuses`, write('orders.write')),
      async (request) => {
        await change(request, request.params.orderNo, to, { note: request.body.note ?? null });
        return answer(request, request.params.orderNo);
      },
    );
  }

  route(
    app,
    staffOrderCalls.cancel,
    doc('Cancels an order with a reason: an unpaid one’s charge is stopped; a paid one’s payment is refunded at once (orders.refund) or left under "Perlu refund"', write('orders.write')),
    async (request) => {
      const caller = signedIn(request);
      const { reason, refund } = request.body;
      const refundNow = refund && can(caller.role, 'orders.refund');
      const { before, after, branchId } = await change(request, request.params.orderNo, 'cancelled', { reason });
      await cancelCharge(deps, before, after);
      let refundError: string | null = null;
      if (after.paidAt && refundNow) refundError = (await refundOrder(deps, after, caller.id, refundAudit(request, after.orderNo, branchId))).error;
      return answer(request, after.orderNo, refundError);
    },
  );

  route(
    app,
    staffOrderCalls.refund,
    doc('Returns the order’s payment through its payment provider (idempotent by the refund’s id; two staff at once: one wins, 409 for the other)', {
      ...write('orders.refund'),
      description:
        "Body amount: what the staff member confirmed — 409 RefundAmountChanged when it is not the refund's. 409 NoRefund / RefundDone / RefundTaken. " +
        'A refusal by the provider answers 200 with refundError and the refund Refund Gagal (try again: a new attempt); a provider out of reach leaves it Refund Diproses (try again: the same key).',
    }),
    async (request) => {
      const caller = signedIn(request);
      const order = await orderOf(request.params.orderNo);
      const detail = await orderDetail(app, caller, order);
      const counted = detail.refunds[0];
      if (counted && counted.status !== 'succeeded' && counted.amount !== request.body.amount) {
        throw new AppError(409, 'RefundAmountChanged', 'Jumlah refund tidak sesuai dengan data terbaru; muat ulang halaman dan periksa kembali');
      }
      const outcome = await refundOrder(deps, order, caller.id, refundAudit(request, order.orderNo, await branchIdOf(app.db, order.branchSlug)));
      return answer(request, order.orderNo, outcome.error);
    },
  );
}

const WIB = (value: string | null) => (value ? new Date(new Date(value).getTime() + 7 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ') : '');

const CSV_COLUMNS: CsvColumn<StaffOrderRow>[] = [
  { header: 'Nomor Pesanan', value: (r) => r.orderNo },
  { header: 'Dibuat (WIB)', value: (r) => WIB(r.createdAt) },
  { header: 'Status', value: (r) => r.statusLabel },
  { header: 'Cabang', value: (r) => r.branchName },
  { header: 'Pesanan', value: (r) => r.title },
  { header: 'Pelanggan', value: (r) => r.customer.name },
  { header: 'No. HP', value: (r) => r.customer.phone },
  { header: 'Email', value: (r) => r.customer.email },
  { header: 'Total (Rp)', value: (r) => r.total },
  { header: 'Pembayaran', value: (r) => r.paymentMethod },
  { header: 'Dibayar (WIB)', value: (r) => WIB(r.paidAt) },
  { header: 'Refund', value: (r) => r.refund?.statusLabel ?? '' },
  { header: 'Jumlah Refund (Rp)', value: (r) => r.refund?.amount ?? null },
];
