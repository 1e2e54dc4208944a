import type { StaffOrderRow } from '@kemudi/domain/contracts/staff-orders';
import type { OrderStatus, RefundStatus } from '@kemudi/domain/commerce';

/* The orders queue's small labels (issue 24): the order's status and its refund. */

const STATUS_TONE: Record<OrderStatus, string> = {
  pending_payment: 'info',
  paid: 'ok',
  processing: 'info',
  ready: 'ok',
  completed: 'muted',
  cancelled: 'muted',
  expired: 'muted',
};
const REFUND_TONE: Record<RefundStatus, string> = { required: 'warn', pending: 'info', succeeded: 'ok', failed: 'warn' };

export function OrderBadges({ order }: { order: Pick<StaffOrderRow, 'status' | 'statusLabel' | 'refund'> }) {
  return (
    <>
      <span className={`badge badge-${STATUS_TONE[order.status]}`}>{order.statusLabel}</span>
      {order.refund ? <span className={`badge badge-${REFUND_TONE[order.refund.status]}`}>{order.refund.statusLabel}</span> : null}
    </>
  );
}
