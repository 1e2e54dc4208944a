/**
 * Leads (issue 13): §7 submit-leads / leadsv3 with the captcha adapter, WhatsApp hand-overs,
 * /hubungi-kami tickets, the trade-in estimate, and the CRM adapter with its outbox and dispatcher.
 * The one entry app.ts and other modules use.
 */
export { leadRoutes } from './routes';
