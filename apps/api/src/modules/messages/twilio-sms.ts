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

export function createTwilioSmsGateway({ baseUrl, accountSid, authToken, messagingServiceSid, from, timeoutMs = 10_000 }: TwilioSmsOptions): MessageGateway {
  const url = `${baseUrl.replace(/\/+$/, '')}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
  return {
    channel: 'sms',
    async send(message) {
      const form = new URLSearchParams({ To: toE164(message.recipient), Body: message.body });
      if (messagingServiceSid) form.set('MessagingServiceSid', messagingServiceSid);
      else if (from) form.set('From', from);
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
