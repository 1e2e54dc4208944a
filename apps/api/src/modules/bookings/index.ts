/**
 * Bookings (issue 13): test drive, workshop service, home service, body & paint, Cubain, spare-part
 * requests and trade-in inspections; uploads; My Account bookings; T-CARE tracking; reminders.
 * The one entry app.ts and other modules use.
 */
export { bookingRoutes, type BookingOptions } from './routes';
export { sendDueReminders } from './reminders';
export { deleteOrphanUploads, UPLOAD_OWNER_HEADER } from './uploads';
