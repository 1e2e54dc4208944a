/**
 * Bookings (issue 13): test drive, workshop service, home service, body & paint, Cubain, spare-part
 * requests and trade-in inspections; uploads; My Account bookings; T-CARE tracking; reminders.
 * The one entry app.ts and other modules use.
 */
export { bookingRoutes, type BookingOptions } from './routes';
export { sendDueReminders } from './reminders';
/** ownerKeyOf / UPLOAD_OWNER_HEADER: how a guest's browser names its uploads (the leads module checks a contact attachment's owner the same way). */
export { deleteOrphanUploads, ownerKeyOf, UPLOAD_OWNER_HEADER } from './uploads';
/** The hourly slot grid of a branch (orders' installation slots use it too). */
export { localIso, slotGrid } from './slots';
