import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The account the stand-in knows. */
export const TWILIO_SID = `AC${'0123456789abcdef'.repeat(2)}`;
export const TWILIO_TOKEN = 'kemudi-twilio-auth-token-0123';
export const MESSAGING_SERVICE_SID = `MG${'fedcba9876543210'.repeat(2)}`;

export type TwilioMessage = { sid: string; to: string; body: string; messagingServiceSid: string | null; from: string | null; statusCallback: string | null };

export type TwilioStandIn = {
  url: string;
  requests: { method: string; path: string; authorization: string | undefined; contentType: string | undefined; form: Record<string, string> }[];
  messages: TwilioMessage[];
  /** The next answers instead of the normal one: an HTTP status with a Twilio error code, or 'hang'. */
  failNext: (...next: ({ status: number; code: number; message: string } | 'hang')[]) => void;
  close: () => Promise<void>;
};

/** Twilio's error body: `{ code, message, more_info, status }`. */
const twilioError = (res: ServerResponse, status: number, code: number, message: string) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status }));
};

/**
 * A stand-in of Twilio's Messages API on 127.0.0.1 that checks each request as Twilio documents it —
 * POST /2010-04-01/Accounts/{AccountSid}/Messages.json, HTTP Basic with the account SID and auth
 * token, a form-encoded body with To in E.164, Body, and MessagingServiceSid or From — and answers
 * 201 with the message resource (sid SM…, status 'accepted' or 'queued'), or Twilio's error body
 * (20003 authentication, 21211 invalid To, 21602 missing Body, 21604 missing sender).
 */
export async function startTwilioStandIn(): Promise<TwilioStandIn> {
  const requests: TwilioStandIn['requests'] = [];
  const messages: TwilioMessage[] = [];
  const failures: ({ status: number; code: number; message: string } | 'hang')[] = [];
  const hanging: ServerResponse[] = [];
  const basic = `Basic ${Buffer.from(`${TWILIO_SID}:${TWILIO_TOKEN}`).toString('base64')}`;

  const handle = (req: IncomingMessage, res: ServerResponse, raw: string) => {
    const form = Object.fromEntries(new URLSearchParams(raw));
    const path = req.url ?? '';
    requests.push({ method: req.method ?? '', path, authorization: req.headers.authorization, contentType: req.headers['content-type'], form });
    const failure = failures.shift();
    if (failure === 'hang') {
      hanging.push(res);
      return;
    }
    if (failure) return twilioError(res, failure.status, failure.code, failure.message);
    if (req.method !== 'POST' || path !== `/2010-04-01/Accounts/${TWILIO_SID}/Messages.json`) return twilioError(res, 404, 20404, 'The requested resource was not found');
    if (req.headers.authorization !== basic) return twilioError(res, 401, 20003, 'Authenticate');
    if (!String(req.headers['content-type']).startsWith('application/x-www-form-urlencoded')) return twilioError(res, 400, 21602, 'Message body is required.');
    if (!form.To || !/^\+[1-9]\d{7,14}$/.test(form.To)) return twilioError(res, 400, 21211, `The 'To' number ${form.To ?? ''} is not a valid phone number.`);
    if (!form.Body) return twilioError(res, 400, 21602, 'Message body is required.');
    if (!form.MessagingServiceSid && !form.From) return twilioError(res, 400, 21604, "A 'From' phone number is required.");
    const sid = `SM${randomBytes(16).toString('hex')}`;
    if (form.StatusCallback !== undefined && !/^https?:\/\/[^_]+$/.test(form.StatusCallback)) return twilioError(res, 400, 21609, 'Invalid StatusCallback');
    messages.push({ sid, to: form.To, body: form.Body, messagingServiceSid: form.MessagingServiceSid ?? null, from: form.From ?? null, statusCallback: form.StatusCallback ?? null });
    res.writeHead(201, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        sid,
        account_sid: TWILIO_SID,
        to: form.To,
        from: form.From ?? null,
        messaging_service_sid: form.MessagingServiceSid ?? null,
        body: form.Body,
        status: form.MessagingServiceSid ? 'accepted' : 'queued',
        direction: 'outbound-api',
        api_version: '2010-04-01',
        error_code: null,
        error_message: null,
        uri: `/2010-04-01/Accounts/${TWILIO_SID}/Messages/${sid}.json`,
      }),
    );
  };

  const server = createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    req.on('end', () => handle(req, res, raw));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    messages,
    failNext: (...next) => failures.push(...next),
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging.splice(0)) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * The status callback Twilio posts to a message's StatusCallback URL: its form fields and the
 * X-Twilio-Signature Twilio computes (base64 HMAC-SHA1 with the auth token of the URL followed by
 * each field's name and value, sorted by name), as Twilio documents for webhook security.
 */
export function statusCallback(message: TwilioMessage, status: string, errorCode?: string, authToken = TWILIO_TOKEN) {
  const form: Record<string, string> = {
    AccountSid: TWILIO_SID,
    ApiVersion: '2010-04-01',
    From: message.from ?? 'KEMUDI',
    MessageSid: message.sid,
    MessageStatus: status,
    SmsSid: message.sid,
    SmsStatus: status,
    To: message.to,
    ...(message.messagingServiceSid ? { MessagingServiceSid: message.messagingServiceSid } : {}),
    ...(errorCode ? { ErrorCode: errorCode } : {}),
  };
  const url = message.statusCallback ?? '';
  const signed = Object.keys(form)
    .sort()
    .map((name) => `${name}${form[name]}`)
    .join('');
  const signature = createHmac('sha1', authToken).update(url + signed).digest('base64');
  return { url, form, signature };
}
