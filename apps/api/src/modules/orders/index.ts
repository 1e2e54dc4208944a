/** Orders (issue 12): checkout, orders, payment notifications and tracking. The one entry app.ts uses. */
export { orderRoutes, type OrderOptions } from './routes';
/** The expiry sweep (routes.ts runs it when asked; a test or a one-off job may call it). */
export { expireDue } from './lifecycle';
/** The one way an order's status changes, checked against ORDER_TRANSITIONS (the staff console of the next issue calls it with actor 'staff'). */
export { changeOrderStatus, type OrderChange } from './lifecycle';
/** The staff console's orders queue (issue 24): its changes in the caller's transaction (with the audit row), the charge stopped, refunds. */
export { applyOrderTransition, cancelCharge } from './lifecycle';
export { refundOrder, type RefundAudit, type RefundOutcome } from './refunds';
export { orderDepsOf, type OrderDeps } from './deps';
