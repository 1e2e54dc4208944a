/**
 * Customer accounts (issue 10): registration, one-time codes, password login, the §4 temporary
 * login, token refresh, logout, forgotten password, email activation, and the social and
 * digital-account-opening callers. The one entry app.ts uses.
 */
export { accountRoutes } from './routes';
