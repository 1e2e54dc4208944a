import { createHmac, timingSafeEqual } from 'node:crypto';
import { DeliveryError, toE164, type MessageGateway } from './gateways';

/*
 * SMS through Twilio's Programmable Messaging (issue 27; README "SMS through Twilio" says why this
 * provider). One outbox row is one message:
 *   POST {TWILIO_BASE_URL}/2010-04-01/Accounts/{TWILIO_ACCOUNT_SID}/Messages.json
 *   Authorization: Basic base64(AccountSid:AuthToken)
 *   Content-Type: application/x-www-form-urlencoded
 *   To=+62812…&Body=…&MessagingServiceSid=MG… (or From=<sender>)
 * Twilio answers 201 with the message resource; its `sid` (SM…) is kept on the row.
 * - 429 (Twilio error 20429, too many requests), 5xx, a time-out, a refused or dropped connection: retryable;
 * - any other 4xx (21211 invalid To, 21408 region not enabled, 21610 recipient unsubscribed, 20003
 *   bad credentials): final — sending the same request again would be refused the same way.
 * Twilio's Messages API takes no idempotency key: a time-out after Twilio accepted a message can
 * send it twice (the outbox's lease keeps two processes from sending one row at the same time).
 *
 * With TWILIO_STATUS_CALLBACK_URL each message names it as its StatusCallback: Twilio then posts the
 * message's statuses there (routes.ts), signed in X-Twilio-Signature (verifyTwilioSignature).
 */

export type TwilioSmsOptions = {
  /** https://api.twilio.com (a local stand-in in tests). */
  baseUrl: string;
  accountSid: string;
  authToken: string;
  /** A Messaging Service (MG…), which picks the sender: what Twilio recommends, and how an Indonesian sender ID is attached. */
  messagingServiceSid?: string;
  /** Or one sender: a Twilio number in E.164 or a registered alphanumeric sender ID. */
  from?: string;
  /** Where Twilio posts the message's statuses ({SITE_URL}/api/messages/v1/webhooks/twilio). */
  statusCallbackUrl?: string;
  timeoutMs?: number;
};

type TwilioAnswer = { sid?: string; code?: number; message?: string; status?: number | string };

export function twilioDeliveryError(status: number, raw: string): DeliveryError {
  let parsed: TwilioAnswer = {};
  try {
    parsed = JSON.parse(raw) as TwilioAnswer;
  } catch {
    // Not Twilio's JSON (a proxy's page): the status decides.
  }
  const said = [parsed.code, parsed.message ?? raw.slice(0, 160)].filter(Boolean).join(' ');
  const retryable = status === 408 || status === 429 || status >= 500;
  return new DeliveryError(`twilio answered ${status}${said ? `: ${said}` : ''}`.slice(0, 300), retryable);
}

/**
 * Twilio's request signature: base64 HMAC-SHA1, keyed with the auth token, of the URL Twilio called
 * followed by every POST parameter's name and value, sorted by name; compared in constant time.
 */
export function twilioSignature(url: string, params: Record<string, string>, authToken: string): string {
  const data = Object.keys(params)
    .sort()
    .reduce((acc, name) => acc + name + params[name], url);
  return createHmac('sha1', authToken).update(Buffer.from(data, 'utf8')).digest('base64');
}

export function verifyTwilioSignature(url: string, params: Record<string, string>, header: string | string[] | undefined, authToken: string): boolean {
  if (typeof header !== 'string' || header === '') return false;
  const given = Buffer.from(header);
  const expected = Buffer.from(twilioSignature(url, params, authToken));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function createTwilioSmsGateway({ baseUrl, accountSid, authToken, messagingServiceSid, from, statusCallbackUrl, timeoutMs = 10_000 }: TwilioSmsOptions): MessageGateway {
  const url = `${baseUrl.replace(/\/+$/, '')}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
  return {
    channel: 'sms',
    async send(message) {
      const form = new URLSearchParams({ To: toE164(message.recipient), Body: message.body });
      if (messagingServiceSid) form.set('MessagingServiceSid', messagingServiceSid);
      else if (from) form.set('From', from);
      if (statusCallbackUrl) form.set('StatusCallback', statusCallbackUrl);
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: { authorization, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
          body: form.toString(),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new DeliveryError(`twilio unreachable: ${(error as Error).message}`, true);
      }
      const raw = await response.text();
      if (!response.ok) throw twilioDeliveryError(response.status, raw);
      let sent: TwilioAnswer = {};
      try {
        sent = JSON.parse(raw) as TwilioAnswer;
      } catch {
        // Accepted without a readable body: sent.
      }
      return typeof sent.sid === 'string' && sent.sid ? { providerMessageId: sent.sid } : undefined;
    },
  };
}
