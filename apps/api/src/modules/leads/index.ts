/**
 * Leads (issue 13): §7 submit-leads / leadsv3 with the captcha adapter, WhatsApp hand-overs,
 * /hubungi-kami tickets, the trade-in estimate; the CRM module's dispatcher and development
 * listing are registered from here. The one entry app.ts and other modules use.
 */
export { leadRoutes, type LeadOptions } from './routes';
export { captchaFromConfig, createDevCaptcha, createRecaptcha, createTurnstile, CaptchaUnavailableError, type CaptchaVerifier } from './captcha';
export { estimateCar, tradeInCarNames } from './trade-in';
/** Issue 24: the sales lead a test-drive or Jual Mobil Saya booking opens (bookings' create path), and the staff queue's changes of leads and tickets. */
export {
  addLeadNote,
  assignLead,
  changeLeadStatus,
  changeTicket,
  lockLead,
  openLeadOfBooking,
  replyTicket,
  type LeadRow,
} from './pipeline';
