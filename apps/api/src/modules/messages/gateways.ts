import type { Db } from '@kemudi/db';
import type { ApiConfig } from '../../env';
import { createWebPushGateway, vapidFromConfig } from './push-gateway';
import { createSmtpGateway } from './smtp-gateway';
import { createTwilioSmsGateway } from './twilio-sms';
import { createWhatsAppCloudGateway } from './whatsapp-cloud';

/** Text channels, each sent through an HTTP gateway (issue 10), or (issue 27) the WhatsApp Cloud API, Twilio, SMTP. */
export const HTTP_CHANNELS = ['sms', 'whatsapp', 'email'] as const;
export type HttpChannel = (typeof HTTP_CHANNELS)[number];
/** Every channel; 'push' (issue 11) goes to every browser a customer subscribed, through the web-push library. */
export const MESSAGE_CHANNELS = [...HTTP_CHANNELS, 'push'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

/** One outbox row as a gateway sends it. */
export type GatewayMessage = {
  /** The outbox row id: sent as the idempotency key, so a retried send is delivered once. */
  id: string;
  channel: MessageChannel;
  /** A phone number normalised per §5 ('08…'), a lower-case email address, or (push) the customer id. */
  recipient: string;
  /** Email subject; the notification title of a push. */
  subject: string | null;
  body: string;
  /** Push only: `{ url, tag }` (what the notification opens and groups by). */
  payload?: Record<string, unknown> | null;
};

/** A send that did not go through; `retryable` says whether trying again later can help. */
export class DeliveryError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'DeliveryError';
  }
}

/** What a provider answered for a message it accepted: its own id, which its status webhooks name (issue 27). */
export type SendReceipt = { providerMessageId: string };

/** What the dispatcher needs of a gateway: deliver one message (with the provider's id when it gives one) or throw a DeliveryError. */
export interface MessageGateway {
  readonly channel: MessageChannel;
  send(message: GatewayMessage): Promise<void | SendReceipt | undefined>;
}

export type HttpGatewayOptions = {
  channel: HttpChannel;
  url: string;
  key: string;
  /** Sender of emails (EMAIL_FROM). */
  from?: string;
  timeoutMs?: number;
};

/** '081234567890' → '+6281234567890' (gateways take E.164). */
export function toE164(phone: string): string {
  return phone.startsWith('0') ? `+62${phone.slice(1)}` : `+${phone.replace(/^\+/, '')}`;
}

/**
 * A WhatsApp, SMS or email gateway reached by a JSON POST with a bearer key:
 * - sms / whatsapp: `{ to: '+62812…', text }`
 * - email: `{ from, to, subject, text }`
 * with the header `Idempotency-Key: <outbox row id>`. A 2xx answer is delivered; 408, 429, 5xx,
 * a time-out or a network failure is worth retrying; any other answer is final.
 */
export function createHttpGateway({ channel, url, key, from, timeoutMs = 10_000 }: HttpGatewayOptions): MessageGateway {
  return {
    channel,
    async send(message) {
      const payload =
        channel === 'email'
          ? { from, to: message.recipient, subject: message.subject ?? '', text: message.body }
          : { to: toE164(message.recipient), text: message.body };
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${key}`,
            'content-type': 'application/json',
            'idempotency-key': message.id,
          },
          body: JSON.stringify(payload),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new DeliveryError(`${channel} gateway unreachable: ${(error as Error).message}`, true);
      }
      if (response.ok) {
        await response.body?.cancel();
        return;
      }
      const detail = (await response.text()).slice(0, 200);
      const retryable = response.status === 408 || response.status === 429 || response.status >= 500;
      throw new DeliveryError(`${channel} gateway answered ${response.status}${detail ? `: ${detail}` : ''}`, retryable);
    },
  };
}

/**
 * The gateways the environment configures, by channel; a channel left out stays in the outbox.
 * Push needs the database (the customer's subscriptions) and VAPID keys: server.ts always has
 * them (environment, or DATA_DIR/vapid.json in development); tests pass them when they want push.
 */
export function gatewaysFromConfig(config: ApiConfig, db?: Db): Partial<Record<MessageChannel, MessageGateway>> {
  const out: Partial<Record<MessageChannel, MessageGateway>> = {};
  const pairs = {
    whatsapp: [config.WHATSAPP_GATEWAY_URL, config.WHATSAPP_GATEWAY_KEY],
    sms: [config.SMS_GATEWAY_URL, config.SMS_GATEWAY_KEY],
    email: [config.EMAIL_GATEWAY_URL, config.EMAIL_GATEWAY_KEY],
  } as const;
  for (const channel of HTTP_CHANNELS) {
    const [url, key] = pairs[channel];
    if (url && key) out[channel] = createHttpGateway({ channel, url, key, from: config.EMAIL_FROM });
  }
  // Issue 27: WhatsApp through the Cloud API, SMS through Twilio (env.ts refuses each together with its JSON gateway).
  if (config.WHATSAPP_CLOUD_TOKEN && config.WHATSAPP_PHONE_NUMBER_ID) {
    out.whatsapp = createWhatsAppCloudGateway({
      graphUrl: config.WHATSAPP_GRAPH_URL,
      phoneNumberId: config.WHATSAPP_PHONE_NUMBER_ID,
      token: config.WHATSAPP_CLOUD_TOKEN,
      timeoutMs: config.MESSAGE_PROVIDER_TIMEOUT_MS,
    });
  }
  if (config.TWILIO_ACCOUNT_SID && config.TWILIO_AUTH_TOKEN) {
    out.sms = createTwilioSmsGateway({
      baseUrl: config.TWILIO_BASE_URL,
      accountSid: config.TWILIO_ACCOUNT_SID,
      authToken: config.TWILIO_AUTH_TOKEN,
      ...(config.TWILIO_MESSAGING_SERVICE_SID ? { messagingServiceSid: config.TWILIO_MESSAGING_SERVICE_SID } : {}),
      ...(config.TWILIO_FROM ? { from: config.TWILIO_FROM } : {}),
      ...(config.TWILIO_STATUS_CALLBACK_URL ? { statusCallbackUrl: config.TWILIO_STATUS_CALLBACK_URL } : {}),
      timeoutMs: config.MESSAGE_PROVIDER_TIMEOUT_MS,
    });
  }
  // Issue 27: email over SMTP (env.ts refuses SMTP_HOST together with EMAIL_GATEWAY_URL).
  if (config.SMTP_HOST) {
    out.email = createSmtpGateway({
      host: config.SMTP_HOST,
      port: config.SMTP_PORT,
      security: config.SMTP_SECURE,
      ...(config.SMTP_USER && config.SMTP_PASS ? { user: config.SMTP_USER, pass: config.SMTP_PASS } : {}),
      from: config.EMAIL_FROM,
      timeoutMs: config.SMTP_TIMEOUT_MS,
    });
  }
  const vapid = vapidFromConfig(config);
  if (db && vapid) out.push = createWebPushGateway({ db, vapid, allowedHosts: config.PUSH_ENDPOINT_HOSTS, production: isProduction(config) });
  return out;
}

export const isProduction = (config: ApiConfig) => config.NODE_ENV === 'production' || config.KEMUDI_ENV === 'production';
