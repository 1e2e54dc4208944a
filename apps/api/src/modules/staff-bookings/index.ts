/**
 * The staff console's Booking queue (issue 24): every kind of booking of the caller's branches,
 * with confirm, reschedule, cancel, T-CARE stages, spare-part answers, completion, no-show and the
 * test drives' sales consultant, each through the bookings module's transition tables (actor
 * 'staff') and audited in the same transaction; the CSV export. The one entry app.ts uses.
 */
export { staffBookingRoutes } from './routes';
