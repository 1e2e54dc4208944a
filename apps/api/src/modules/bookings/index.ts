/**
 * Bookings (issue 13): test drive, workshop service, home service, body & paint, Cubain, spare-part
 * requests and trade-in inspections; uploads; My Account bookings; T-CARE tracking; reminders.
 * The one entry app.ts and other modules use.
 */
export { bookingRoutes } from './routes';
export { sendDueReminders } from './reminders';
/** ownerKeyOf / UPLOAD_OWNER_HEADER: how a guest's browser names its uploads (the leads module checks a contact attachment's owner the same way). */
export { deleteOrphanUploads, ownerKeyOf, UPLOAD_OWNER_HEADER } from './uploads';
/** The hourly slot grid of a branch (orders' installation slots use it too). */
export { localIso, slotGrid } from './slots';
/**
 * The one way a booking's status or T-CARE stage changes, checked against the transition tables
 * (the staff console calls it with actor 'staff' and its audit row as `record`); moving a booking by
 * the customer's slot rules, a spare-part answer as written, and assigning a test drive.
 */
export { answerWrite, assertAssignable, assignBooking, changeBooking, moveBooking, type RecordChange } from './lifecycle';
/** How a booking reads (the staff console shows the customer's own words: title, summary, next step, stages). */
export { presentBooking, slotLabelOf, slotQueryOf, type BookingRow, type BranchInfo } from './present';
export { availability } from './targets';
export { bookingNotFound, type BookingDeps } from './deps';
/** Where "nearest" counts from for a city (a lead without a branch goes to the nearest branch of its city, issue 24). */
export { cityCentre } from './targets';
