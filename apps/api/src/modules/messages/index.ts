/**
 * Messages (issue 10): every text the site sends — one-time codes by SMS or WhatsApp, links by
 * email — is first written to `outbox_messages` inside the transaction of the change it announces,
 * then sent by the dispatcher through the gateway of its channel (JSON over HTTP, configured by
 * environment variables; issue 27: email over SMTP with SMTP_HOST, smtp-gateway.ts, its HTML from
 * one template per kind of email, email/; WhatsApp through Meta's Cloud API as approved templates,
 * whatsapp-cloud.ts and whatsapp-templates.ts, its delivery statuses from Meta's signed webhook,
 * delivery-status.ts; SMS through Twilio, twilio-sms.ts). A channel without a gateway keeps its messages in the outbox; with no
 * SMS/WhatsApp/email gateway (`npm start`, the tests) GET /api/dev/outbox shows them. Channel 'push'
 * (issue 11) goes to every browser a customer subscribed, signed with the VAPID keys: later issues
 * send their notifications with queueMessage(tx, { channel: 'push', to: customerId, title, text, url }). The one entry app.ts and
 * other modules use; nothing outside this folder imports its files directly.
 */
export { queueMessage, setDeliveringChannels, type QueuedMessage, type QueuedMessage as OutgoingMessage, type Tx } from './service';
export { messageRoutes, isOutboxMode } from './routes';
export { dispatchDue, retryDelaySeconds, type DispatchOptions } from './dispatcher';
export { createHttpGateway, gatewaysFromConfig, DeliveryError, type MessageChannel, type MessageGateway } from './gateways';
export { composeEmail, EMAIL_TEMPLATE_NAMES, type EmailTemplate, type EmailTemplateName } from './email/content';
export {
  whatsappMessage,
  whatsappOtpTemplate,
  renderWhatsAppTemplate,
  WHATSAPP_AUTOMATIC_LINE,
  WHATSAPP_BODY_MAX_CHARS,
  WHATSAPP_TEMPLATES,
  WHATSAPP_TEMPLATE_NAMES,
  templateCreationBody,
  type WhatsAppTemplateName,
  type WhatsAppTemplateRef,
} from './whatsapp-templates';
export { createWhatsAppCloudGateway, type WhatsAppCloudOptions } from './whatsapp-cloud';
export { registerWhatsAppTemplates, type RegistrationOutcome } from './whatsapp-registration';
export { createTwilioSmsGateway, type TwilioSmsOptions } from './twilio-sms';
export { applyWhatsAppStatuses, verifyMetaSignature } from './delivery-status';
export { createSmtpGateway, smtpDeliveryError, type SmtpGatewayOptions, type SmtpSecurity } from './smtp-gateway';
export { createWebPushGateway, pushEndpointAllowed, vapidFromConfig, MAX_SUBSCRIPTION_FAILURES, type PushPayload, type VapidKeys } from './push-gateway';
