/**
 * My Account (issue 10): the logged-in customer's §3 profile and their cars ("Mobil Saya"). The
 * one entry app.ts and other modules use; nothing outside this folder imports its files directly.
 */
export { profileRoutes } from './routes';
export { toProfile, withCustomerLocked } from './service';
