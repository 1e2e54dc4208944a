/**
 * Customer accounts (issue 10): registration, one-time codes, password login, the §4 temporary
 * login, token refresh, logout, forgotten password, email activation, and the social and
 * digital-account-opening callers. The one entry app.ts uses.
 */
export { accountRoutes } from './routes';
// Bookings (issue 13): a guest proves the booking's phone with a one-time code (purpose 'booking'),
// sent and checked under the same limits, the code used in the booking's own transaction.
export { sendCode, consumeCode } from './otp';
export type { Tx as AccountTx } from './sessions';
