import { timingSafeEqual } from 'node:crypto';
import { devCalls } from '@kemudi/domain/contracts/account';
import { ErrorBody } from '@kemudi/domain/contracts/common';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ApiConfig } from '../../env';
import { AppError, badRequest } from '../../lib/errors';
import { route } from '../../lib/route';
import { applyDeliveryStatus, applyWhatsAppStatuses, verifyMetaSignature, WhatsAppNotification, type DeliveryKind } from './delivery-status';
import { verifyTwilioSignature } from './twilio-sms';
import { gatewaysFromConfig, HTTP_CHANNELS, isProduction, type MessageChannel } from './gateways';
import { listOutbox, setDeliveringChannels } from './service';

export type MessagesOptions = {
  config: ApiConfig;
};

/**
 * True when no SMS, WhatsApp or email gateway is configured: every code and link stays in the
 * outbox (`npm start`, tests). Push does not count: it is configured wherever VAPID keys exist
 * (always in server.ts), and its rows name a customer, not a phone or an email.
 */
export function isOutboxMode(config: ApiConfig): boolean {
  const gateways = gatewaysFromConfig(config);
  return !HTTP_CHANNELS.some((channel) => gateways[channel]);
}

/**
 * Message delivery: the gateways configured by the environment (the jobs runner's
 * 'messages.dispatch', src/jobs/registry.ts, sends through them), and in outbox mode the
 * development outbox call.
 */
export async function messageRoutes(app: FastifyInstance, { config }: MessagesOptions) {
  const gateways = gatewaysFromConfig(config, app.db);
  const channels = Object.keys(gateways) as MessageChannel[];
  setDeliveringChannels(channels);

  if (config.WHATSAPP_CLOUD_TOKEN && config.WHATSAPP_APP_SECRET && config.WHATSAPP_VERIFY_TOKEN) {
    await app.register(whatsappWebhookRoutes, { appSecret: config.WHATSAPP_APP_SECRET, verifyToken: config.WHATSAPP_VERIFY_TOKEN });
  }

  if (config.TWILIO_AUTH_TOKEN && config.TWILIO_STATUS_CALLBACK_URL) {
    await app.register(twilioWebhookRoutes, { authToken: config.TWILIO_AUTH_TOKEN, callbackUrl: config.TWILIO_STATUS_CALLBACK_URL });
  }

  if (isOutboxMode(config) && !isProduction(config)) {
    route(
      app,
      devCalls.outbox,
      {
        tags: ['dev'],
        summary: 'Development outbox: the messages sent to a phone or an email, newest first',
        description:
          'Exists only in outbox mode (no WHATSAPP/SMS/EMAIL gateway configured) and never in production. ' +
          '`to` is a phone in any §5 form (0812…, 62812…, +62812…) or an email address. Codes and links are in the text.',
      },
      async (request) => listOutbox(app.db, request.query.to),
    );
  }
}

/** Where Meta calls: the callback URL typed into the app's WhatsApp webhook settings (on the public site, forwarded by the edge). */
export const WHATSAPP_WEBHOOK_PATH = '/api/messages/v1/webhooks/whatsapp';

/** The largest notification taken: Meta batches statuses, a few KB each. */
const WEBHOOK_BODY_LIMIT = 1024 * 1024;

/**
 * The WhatsApp Cloud API webhook (issue 27), public (no bearer: plugins/auth.ts) and proven instead:
 * - GET: the subscription handshake — `hub.mode=subscribe` with our verify token answers `hub.challenge`; any other 403;
 * - POST: delivery statuses, signed by Meta with the app secret over the raw body (X-Hub-Signature-256),
 *   checked before anything is read: a bad or missing signature is 401 and changes nothing. A status of
 *   a message we do not know is answered 200 and ignored (Meta retries anything else for days).
 */
async function whatsappWebhookRoutes(app: FastifyInstance, { appSecret, verifyToken }: { appSecret: string; verifyToken: string }) {
  // The signature covers the bytes Meta sent: this scope keeps them (JSON is parsed after the check).
  app.removeContentTypeParser(['application/json']);
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) => done(null, body));

  app.get(
    WHATSAPP_WEBHOOK_PATH,
    {
      schema: {
        tags: ['messages'],
        summary: 'WhatsApp Cloud API webhook subscription handshake (Meta)',
        description: 'Meta calls it once when the callback URL is saved: hub.verify_token must equal WHATSAPP_VERIFY_TOKEN; the answer is hub.challenge as plain text. 403 otherwise.',
        querystring: z.object({
          'hub.mode': z.string().max(40).optional(),
          'hub.verify_token': z.string().max(500).optional(),
          'hub.challenge': z.string().max(200).optional(),
        }),
        response: { 400: ErrorBody, 403: ErrorBody },
      },
    },
    async (request, reply) => {
      const query = request.query as Record<string, string | undefined>;
      const given = Buffer.from(query['hub.verify_token'] ?? '');
      const expected = Buffer.from(verifyToken);
      const same = given.length === expected.length && timingSafeEqual(given, expected);
      if (query['hub.mode'] !== 'subscribe' || !same) throw new AppError(403, 'Forbidden', 'Token verifikasi webhook WhatsApp tidak cocok');
      const challenge = query['hub.challenge'] ?? '';
      // Echoed as plain text only: Meta's challenge is a number; anything else is not Meta.
      if (!/^[A-Za-z0-9_-]{1,200}$/.test(challenge)) throw badRequest('Parameter hub.challenge tidak valid');
      return reply.type('text/plain; charset=utf-8').send(challenge);
    },
  );

  app.post(
    WHATSAPP_WEBHOOK_PATH,
    {
      bodyLimit: WEBHOOK_BODY_LIMIT,
      schema: {
        tags: ['messages'],
        summary: 'WhatsApp Cloud API webhook: delivery statuses (signed by Meta; idempotent; replay-safe)',
        description:
          'X-Hub-Signature-256 must be sha256=<HMAC-SHA256 of the raw body with WHATSAPP_APP_SECRET> (401 otherwise). Each status (sent, delivered, read, ' +
          'failed with its error) is stored on the message its id names; the first time of each step is kept, a replay changes nothing, a message we do not know is ignored.',
        response: { 200: z.object({ status: z.literal('ok'), applied: z.number(), ignored: z.number() }), 400: ErrorBody, 401: ErrorBody },
      },
    },
    async (request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      if (!verifyMetaSignature(raw, request.headers['x-hub-signature-256'], appSecret)) {
        request.log.warn('whatsapp webhook with a bad signature refused');
        throw new AppError(401, 'InvalidSignature', 'Tanda tangan webhook WhatsApp tidak sah');
      }
      let json: unknown;
      try {
        json = JSON.parse(raw.toString('utf8'));
      } catch {
        throw badRequest('Isi webhook WhatsApp bukan JSON yang valid');
      }
      const parsed = WhatsAppNotification.safeParse(json);
      if (!parsed.success) throw badRequest('Isi webhook WhatsApp tidak sesuai format notifikasi WhatsApp');
      const outcome = await applyWhatsAppStatuses(app.db, parsed.data);
      return { status: 'ok' as const, ...outcome };
    },
  );
}

export const TWILIO_WEBHOOK_PATH = '/api/messages/v1/webhooks/twilio';

/** Twilio's MessageStatus → the step stored; queued, accepted, sending, scheduled and canceled are not delivery news. */
const TWILIO_STATUSES: Partial<Record<string, DeliveryKind>> = { sent: 'sent', delivered: 'delivered', read: 'read', undelivered: 'failed', failed: 'failed' };

/**
 * Twilio's status callbacks of SMS (issue 27), public and proven by X-Twilio-Signature over the
 * configured callback URL and the form's fields (401 otherwise). The status is stored on the message
 * its MessageSid names; an unknown message answers 200 and is ignored.
 */
async function twilioWebhookRoutes(app: FastifyInstance, { authToken, callbackUrl }: { authToken: string; callbackUrl: string }) {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  app.post(
    TWILIO_WEBHOOK_PATH,
    {
      schema: {
        tags: ['messages'],
        summary: "Twilio's SMS status callback (signed; idempotent; replay-safe)",
        description:
          'X-Twilio-Signature must be base64 HMAC-SHA1 (TWILIO_AUTH_TOKEN) of TWILIO_STATUS_CALLBACK_URL followed by the sorted form fields (401 otherwise). ' +
          'MessageStatus sent, delivered, undelivered or failed (with ErrorCode) is stored on the message MessageSid names.',
        response: { 200: z.object({ status: z.literal('ok'), applied: z.boolean() }), 400: ErrorBody, 401: ErrorBody },
      },
    },
    async (request) => {
      const form = (request.body && typeof request.body === 'object' ? request.body : {}) as Record<string, string>;
      if (!verifyTwilioSignature(callbackUrl, form, request.headers['x-twilio-signature'], authToken)) {
        request.log.warn('twilio status callback with a bad signature refused');
        throw new AppError(401, 'InvalidSignature', 'Tanda tangan callback Twilio tidak sah');
      }
      const sid = form.MessageSid ?? form.SmsSid;
      if (!sid || !/^[A-Z]{2}[0-9a-f]{32}$/.test(sid)) throw badRequest('Callback Twilio tanpa MessageSid yang valid');
      const kind = TWILIO_STATUSES[form.MessageStatus ?? form.SmsStatus ?? ''];
      if (!kind) return { status: 'ok' as const, applied: false };
      // Twilio's callback carries no time of its own: the moment it arrives stands for it.
      const error = kind === 'failed' ? `${form.ErrorCode ?? ''} ${form.MessageStatus ?? ''}`.trim() : null;
      return { status: 'ok' as const, applied: await applyDeliveryStatus(app.db, sid, kind, new Date(), error) };
    },
  );
}
