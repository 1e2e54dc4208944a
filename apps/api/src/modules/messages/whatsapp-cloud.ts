import { DeliveryError, toE164, type MessageGateway } from './gateways';
import { storedWhatsAppTemplateOf, type WhatsAppTemplateRef } from './whatsapp-templates';

/*
 * WhatsApp through Meta's WhatsApp Business Cloud API (issue 27; README "WhatsApp Business Cloud
 * API"). Each outbox row is one template message:
 *   POST {WHATSAPP_GRAPH_URL}/{WHATSAPP_PHONE_NUMBER_ID}/messages
 *   Authorization: Bearer {WHATSAPP_CLOUD_TOKEN}
 *   { messaging_product: 'whatsapp', recipient_type: 'individual', to: '+62812…', type: 'template',
 *     template: { name, language: { code: 'id' }, components: [...] } }
 * The OTP is the authentication template: its code is the body parameter and the copy-code
 * button's (`{ type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: code }] }`,
 * as Meta documents for copy-code authentication templates). Booking, order and ticket messages
 * are utility templates with text body parameters. The answer's `messages[0].id` (`wamid.…`) is
 * kept on the row: the status webhooks name it (delivery-status.ts).
 *
 * What the Graph API answers decides what the dispatcher does next:
 * - 2xx: sent;
 * - 429, 5xx, a time-out, a refused or dropped connection: retryable;
 * - a 4xx whose error code is a throttle or a temporary fault on Meta's side (4, 80007, 130429,
 *   131016, 131056, 133004 — "Rate limit hit", "Service unavailable", "Pair rate limit"…): retryable;
 * - any other 4xx (a bad token 190, a template Meta does not know 132001, a number not on
 *   WhatsApp 131026, bad parameters 131008/132000): final.
 * Meta has no idempotency key on this call: a time-out after Meta accepted the message can send it
 * twice (the outbox's lease keeps two processes from sending one row at the same time).
 */

export type WhatsAppCloudOptions = {
  /** Graph API base with its version, e.g. https://graph.facebook.com/v26.0 */
  graphUrl: string;
  phoneNumberId: string;
  /** A system user's permanent access token with whatsapp_business_messaging. */
  token: string;
  timeoutMs?: number;
};

/** Graph API error codes that say "later", not "never" (Meta's error code reference). */
const RETRYABLE_GRAPH_CODES = new Set([1, 2, 4, 17, 341, 80007, 130429, 131000, 131016, 131056, 133004]);

type GraphError = { error?: { message?: string; type?: string; code?: number; error_subcode?: number; error_data?: { details?: string }; fbtrace_id?: string } };
type GraphSent = { messages?: { id?: string }[] };

/** The `template` object of a send: body parameters, and for the OTP its copy-code button. */
export function templateComponents(template: WhatsAppTemplateRef): Record<string, unknown>[] {
  const body = { type: 'body', parameters: template.params.map((text) => ({ type: 'text', text })) };
  if (template.category !== 'AUTHENTICATION') return template.params.length ? [body] : [];
  // Meta: the copy-code button is a URL button at index 0 whose one parameter is the code itself.
  return [body, { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: template.params[0] ?? '' }] }];
}

/** A Graph API refusal as a DeliveryError. */
export function graphDeliveryError(status: number, raw: string): DeliveryError {
  let parsed: GraphError = {};
  try {
    parsed = JSON.parse(raw) as GraphError;
  } catch {
    // A proxy's HTML error page: the status decides.
  }
  const error = parsed.error;
  const code = typeof error?.code === 'number' ? error.code : undefined;
  const said = [code, error?.message ?? raw.slice(0, 160), error?.error_data?.details].filter(Boolean).join(' ');
  const retryable = status === 408 || status === 429 || status >= 500 || (code !== undefined && RETRYABLE_GRAPH_CODES.has(code));
  return new DeliveryError(`whatsapp cloud api answered ${status}${said ? `: ${said}` : ''}`.slice(0, 300), retryable);
}

export function createWhatsAppCloudGateway({ graphUrl, phoneNumberId, token, timeoutMs = 10_000 }: WhatsAppCloudOptions): MessageGateway {
  const url = `${graphUrl.replace(/\/+$/, '')}/${encodeURIComponent(phoneNumberId)}/messages`;
  return {
    channel: 'whatsapp',
    async send(message) {
      const template = storedWhatsAppTemplateOf(message.payload);
      // A business may write first only with an approved template: free text would be refused (131047).
      if (!template) throw new DeliveryError('whatsapp message has no template: the Cloud API cannot send it', false);
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({
            messaging_product: 'whatsapp',
            recipient_type: 'individual',
            to: toE164(message.recipient),
            type: 'template',
            template: { name: template.name, language: { code: template.language }, components: templateComponents(template) },
          }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new DeliveryError(`whatsapp cloud api unreachable: ${(error as Error).message}`, true);
      }
      const raw = await response.text();
      if (!response.ok) throw graphDeliveryError(response.status, raw);
      let sent: GraphSent = {};
      try {
        sent = JSON.parse(raw) as GraphSent;
      } catch {
        // Accepted (2xx) without a readable id: sent, its statuses will not be matched.
      }
      const id = sent.messages?.[0]?.id;
      return typeof id === 'string' && id ? { providerMessageId: id } : undefined;
    },
  };
}
