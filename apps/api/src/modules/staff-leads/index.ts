/**
 * The staff console's Leads and Tiket queues (issue 24): sales leads with their pipeline,
 * assignment and first-contact deadline, Hubungi Kami tickets with their replies, and the CSV
 * exports of both. The changes themselves are the leads module's; this module reads, scopes and
 * audits. The one entry app.ts uses.
 */
export { staffLeadRoutes } from './routes';
