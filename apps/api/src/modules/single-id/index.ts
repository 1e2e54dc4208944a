/**
 * After login (issue 11): the §4 post-login confirmations — the dealer record found for the
 * verified phone (§7 get-singleid), the answers to its steps (submit-modal) — and personal-data
 * consent (pdp-consent-check, My Account). The one entry app.ts uses.
 */
export { singleIdRoutes } from './routes';
