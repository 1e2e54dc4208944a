import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the stand-in's "WhatsApp Manager" holds: the Graph API version, phone number id and token it accepts. */
export const GRAPH_VERSION = 'v26.0';
export const PHONE_NUMBER_ID = '106540352242922';
/** The WhatsApp Business Account the templates are registered under. */
export const WABA_ID = '102290129340398';
export const CLOUD_TOKEN = 'EAAKemudiTestSystemUserToken0123456789';
export const APP_SECRET = 'kemudi-meta-app-secret-for-tests';
export const VERIFY_TOKEN = 'kemudi-whatsapp-verify-token';

/** A template as registered with Meta: its category, language and body text with `{{n}}`. */
export type RegisteredTemplate = { category: 'AUTHENTICATION' | 'UTILITY' | 'MARKETING'; language: string; text: string };

export type SentTemplate = {
  id: string;
  to: string;
  name: string;
  language: string;
  params: string[];
  /** The text the customer's phone shows: the registered text with the parameters in place. */
  rendered: string;
  /** Authentication templates: the copy-code button's parameter. */
  copyCode?: string;
};

export type WhatsAppCloudStandIn = {
  url: string;
  /** The templates registered (by name), as Meta keeps them: an authentication template holds Meta's preset text. */
  templates: Record<string, RegisteredTemplate>;
  /** Every request as it came (method, path, headers, parsed body). */
  requests: { method: string; path: string; authorization: string | undefined; contentType: string | undefined; body: any }[];
  /** The messages accepted. */
  sent: SentTemplate[];
  /** The next answers, instead of the normal one: an HTTP status with a Graph error code, or 'hang' (never answers). */
  failNext: (...next: ({ status: number; code: number; message?: string } | 'hang')[]) => void;
  close: () => Promise<void>;
};

const sendJson = (res: ServerResponse, status: number, payload: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(payload));
};
/** Meta's error shape (Graph API): `{ error: { message, type, code, error_data, fbtrace_id } }`. */
const graphError = (res: ServerResponse, status: number, code: number, message: string, details?: string) =>
  sendJson(res, status, { error: { message, type: 'OAuthException', code, ...(details ? { error_data: { messaging_product: 'whatsapp', details } } : {}), fbtrace_id: 'AbCdEf' } });

/** Meta refuses a body parameter with a new line, a tab or more than 4 spaces in a row. */
const badParam = (text: unknown) => typeof text !== 'string' || text === '' || /[\n\t]| {5,}/.test(text);

/** Meta's preset text of an authentication template in Indonesian (the business cannot write its own). */
const AUTH_PRESET_ID = '*{{1}}* adalah kode verifikasi Anda.';
const AUTH_SECURITY_ID = ' Demi keamanan, jangan bagikan kode ini.';

/**
 * Meta's checks of a new template (POST /{WABA-ID}/message_templates): a lower-case name, a known
 * category, a body of at most 1024 characters whose variables run {{1}}…{{n}}, neither first nor
 * last, with an example for each; an authentication template made of the preset body, an expiry
 * footer and one OTP button. Answers the error message, or null when it would be accepted.
 */
function templateProblem(body: any): string | null {
  if (typeof body?.name !== 'string' || !/^[a-z0-9_]{1,512}$/.test(body.name)) return 'name must be lower case letters, digits and underscores';
  if (typeof body.language !== 'string' || !body.language) return 'language is required';
  const components: any[] = Array.isArray(body.components) ? body.components : [];
  const bodyPart = components.find((c) => c?.type === 'BODY');
  if (body.category === 'AUTHENTICATION') {
    const button = components.find((c) => c?.type === 'BUTTONS')?.buttons?.[0];
    if (bodyPart?.text !== undefined) return 'authentication templates take no body text (Meta writes it)';
    if (button?.type !== 'OTP' || !['COPY_CODE', 'ONE_TAP', 'ZERO_TAP'].includes(button?.otp_type)) return 'authentication templates need one OTP button';
    const expiry = components.find((c) => c?.type === 'FOOTER')?.code_expiration_minutes;
    if (expiry !== undefined && !(Number.isInteger(expiry) && expiry >= 1 && expiry <= 90)) return 'code_expiration_minutes must be 1 to 90';
    return null;
  }
  if (body.category !== 'UTILITY' && body.category !== 'MARKETING') return 'category must be AUTHENTICATION, UTILITY or MARKETING';
  const text = bodyPart?.text;
  if (typeof text !== 'string' || text.length === 0 || text.length > 1024) return 'body text must be 1 to 1024 characters';
  const variables = [...text.matchAll(/\{\{(\d+)\}\}/g)].map((m) => Number(m[1]));
  if (variables.some((n, i) => n !== i + 1)) return 'variables must be numbered {{1}}, {{2}}… in order';
  if (/^\s*\{\{\d+\}\}/.test(text) || /\{\{\d+\}\}\s*$/.test(text)) return "Variables can't be at the start or end of the template";
  const examples = bodyPart?.example?.body_text?.[0];
  if (variables.length > 0 && (!Array.isArray(examples) || examples.length !== variables.length || examples.some((e: unknown) => typeof e !== 'string' || !e))) {
    return 'an example value is required for each variable';
  }
  return null;
}

/**
 * A stand-in of the Cloud API's send call on 127.0.0.1 that checks each request as Meta documents
 * it — POST /{version}/{phone-number-id}/messages with the bearer token, `messaging_product`,
 * `to`, `type: 'template'`, a template registered in its language with as many body parameters as
 * its text has, an authentication template's copy-code button (sub_type 'url', index '0', the code)
 * — and answers in Meta's shapes: `{ messaging_product, contacts, messages: [{ id: 'wamid.…' }] }`,
 * errors as HTTP 4xx/5xx with the Graph error object (190 bad token, 132001 unknown template,
 * 132000 parameter count, 131008 missing parameter, 131009 bad parameter).
 */
export async function startWhatsAppCloudStandIn(templates: Record<string, RegisteredTemplate> = {}): Promise<WhatsAppCloudStandIn> {
  const requests: WhatsAppCloudStandIn['requests'] = [];
  const sent: SentTemplate[] = [];
  const failures: ({ status: number; code: number; message?: string } | 'hang')[] = [];
  const hanging: ServerResponse[] = [];

  const handle = (req: IncomingMessage, res: ServerResponse, raw: string) => {
    let body: any;
    try {
      body = raw ? JSON.parse(raw) : undefined;
    } catch {
      body = raw;
    }
    const path = req.url ?? '';
    requests.push({ method: req.method ?? '', path, authorization: req.headers.authorization, contentType: req.headers['content-type'], body });
    const failure = failures.shift();
    if (failure === 'hang') {
      hanging.push(res);
      return;
    }
    if (failure) return graphError(res, failure.status, failure.code, failure.message ?? 'Stand-in failure');
    if (req.method === 'POST' && path === `/${GRAPH_VERSION}/${WABA_ID}/message_templates`) {
      if (req.headers.authorization !== `Bearer ${CLOUD_TOKEN}`) return graphError(res, 401, 190, 'Invalid OAuth access token - Cannot parse access token');
      const problem = templateProblem(body);
      if (problem) return graphError(res, 400, 100, `Invalid parameter: ${problem}`);
      if (templates[body.name]?.language === body.language) {
        return sendJson(res, 400, { error: { message: 'Invalid parameter', type: 'OAuthException', code: 100, error_subcode: 2388024, error_user_msg: 'Content in this language already exists', fbtrace_id: 'AbCdEf' } });
      }
      const components: any[] = body.components;
      const text =
        body.category === 'AUTHENTICATION'
          ? AUTH_PRESET_ID + (components.find((c) => c?.type === 'BODY')?.add_security_recommendation ? AUTH_SECURITY_ID : '')
          : components.find((c) => c?.type === 'BODY').text;
      templates[body.name] = { category: body.category, language: body.language, text };
      return sendJson(res, 200, { id: randomBytes(8).readBigUInt64BE().toString(), status: body.category === 'AUTHENTICATION' ? 'APPROVED' : 'PENDING', category: body.category });
    }
    if (req.method !== 'POST' || path !== `/${GRAPH_VERSION}/${PHONE_NUMBER_ID}/messages`) {
      return graphError(res, 400, 100, `Unsupported ${req.method} request. Object with ID '${path}' does not exist`);
    }
    if (req.headers.authorization !== `Bearer ${CLOUD_TOKEN}`) return graphError(res, 401, 190, 'Invalid OAuth access token - Cannot parse access token');
    if (!String(req.headers['content-type']).startsWith('application/json')) return graphError(res, 400, 100, 'Invalid parameter: the body must be JSON');
    if (body?.messaging_product !== 'whatsapp') return graphError(res, 400, 100, 'The parameter messaging_product is required.');
    if (typeof body.to !== 'string' || !/^\+?[1-9]\d{7,14}$/.test(body.to)) return graphError(res, 400, 100, 'Invalid parameter', 'to');
    if (body.type !== 'template') return graphError(res, 400, 131047, 'Re-engagement message', 'More than 24 hours have passed since the recipient last replied');
    const template = body.template;
    const registered = templates[template?.name];
    if (!registered || template?.language?.code !== registered.language) {
      return graphError(res, 404, 132001, 'Template name does not exist in the translation', `template name (${template?.name}) does not exist in ${template?.language?.code}`);
    }
    const components: any[] = Array.isArray(template.components) ? template.components : [];
    const bodyParams: any[] = components.find((c) => c?.type === 'body')?.parameters ?? [];
    const expected = new Set(registered.text.match(/\{\{\d+\}\}/g) ?? []).size;
    if (bodyParams.length !== expected) {
      return graphError(res, 400, 132000, 'Number of parameters does not match the expected number of params', `body: number of localizable_params (${bodyParams.length}) does not match the expected number of params (${expected})`);
    }
    if (bodyParams.some((p) => p?.type !== 'text' || badParam(p.text))) return graphError(res, 400, 131008, 'Required parameter is missing', 'body parameter text');
    const params = bodyParams.map((p) => p.text as string);
    let copyCode: string | undefined;
    if (registered.category === 'AUTHENTICATION') {
      const button = components.find((c) => c?.type === 'button');
      copyCode = button?.parameters?.[0]?.text;
      if (button?.sub_type !== 'url' || String(button?.index) !== '0' || button.parameters?.[0]?.type !== 'text' || copyCode !== params[0]) {
        return graphError(res, 400, 131009, 'Parameter value is not valid', 'authentication templates need the copy-code button: sub_type url, index 0, the code as its text parameter');
      }
    }
    const id = `wamid.${randomBytes(24).toString('base64url')}`;
    const rendered = registered.text.replace(/\{\{(\d+)\}\}/g, (_, n: string) => params[Number(n) - 1] ?? '');
    sent.push({ id, to: body.to, name: template.name, language: template.language.code, params, rendered, ...(copyCode ? { copyCode } : {}) });
    sendJson(res, 200, { messaging_product: 'whatsapp', contacts: [{ input: body.to, wa_id: body.to.replace(/^\+/, '') }], messages: [{ id, message_status: 'accepted' }] });
  };

  const server: Server = createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    req.on('end', () => handle(req, res, raw));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/${GRAPH_VERSION}`,
    templates,
    requests,
    sent,
    failNext: (...next) => failures.push(...next),
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging.splice(0)) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A notification Meta posts to the webhook: statuses of sent messages. */
export function statusNotification(statuses: { id: string; status: string; timestamp: number; errors?: { code: number; title: string; message?: string; error_data?: { details: string } }[] }[]) {
  return {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '6281100001111', phone_number_id: PHONE_NUMBER_ID },
              statuses: statuses.map((s) => ({
                id: s.id,
                status: s.status,
                timestamp: String(s.timestamp),
                recipient_id: '6281234567890',
                ...(s.status === 'failed' ? {} : { conversation: { id: 'c0ffee', origin: { type: 'utility' } }, pricing: { billable: true, pricing_model: 'PMP', category: 'utility' } }),
                ...(s.errors ? { errors: s.errors } : {}),
              })),
            },
          },
        ],
      },
    ],
  };
}

/** Meta's signature of a raw body: `sha256=` + hex HMAC-SHA256 with the app secret. */
export const metaSignature = (raw: string | Buffer, secret = APP_SECRET) => `sha256=${createHmac('sha256', secret).update(raw).digest('hex')}`;
