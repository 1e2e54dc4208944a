import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * Local stand-ins for the outside services of the lead calls (issue 13): the dealer's CRM and the
 * captcha providers' siteverify endpoints (Google reCAPTCHA and Cloudflare Turnstile), answering
 * in their shapes, so the adapters are tested over real HTTP without an account.
 */

export type Recorded = { method: string; path: string; headers: IncomingMessage['headers']; text: string };

async function readText(req: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of req) text += chunk;
  return text;
}

const send = (res: ServerResponse, status: number, payload: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(payload));
};

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const close = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

/** The key the CRM stand-in accepts. */
export const CRM_KEY = 'crm-test-key-0123456789';

export type CrmStandIn = {
  url: string;
  requests: Recorded[];
  /** What the next answers are, one per request (then 200): e.g. [503, 503] or [400]. */
  script: number[];
  close: () => Promise<void>;
};

/** A CRM that takes `POST /leads` with a bearer key; its answers follow `script`. */
export async function startCrmStandIn(): Promise<CrmStandIn> {
  const state = { requests: [] as Recorded[], script: [] as number[] };
  const server = createServer((req, res) => {
    void readText(req).then((text) => {
      state.requests.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, text });
      if (req.headers.authorization !== `Bearer ${CRM_KEY}`) return send(res, 401, { error: 'unauthorized' });
      const status = state.script.shift() ?? 200;
      if (status >= 400) return send(res, status, { error: status === 400 ? 'invalid record' : 'CRM is down for maintenance' });
      return send(res, 200, { accepted: true });
    });
  });
  const url = await listen(server);
  return {
    url: `${url}/leads`,
    get requests() {
      return state.requests;
    },
    get script() {
      return state.script;
    },
    set script(value: number[]) {
      state.script = value;
    },
    close: () => close(server),
  };
}

/** The secret the captcha stand-in accepts. */
export const CAPTCHA_SECRET = 'captcha-test-secret';

export type CaptchaStandIn = {
  url: string;
  requests: { form: URLSearchParams; contentType: string | undefined }[];
  /** 'normal', or '5xx' (HTTP 503) or 'garbage' (HTML) like an outage. */
  mode: 'normal' | '5xx' | 'garbage';
  close: () => Promise<void>;
};

/**
 * A siteverify endpoint as Google reCAPTCHA v3 and Cloudflare Turnstile answer it: form fields
 * secret, response, remoteip; `{ success, score?, 'error-codes' }`. Tokens: 'human' passes with a
 * score 0.9, 'bot' passes with a score 0.1 (reCAPTCHA's way of saying "probably a bot"), anything
 * else is refused; a wrong secret answers invalid-input-secret.
 */
export async function startCaptchaStandIn(kind: 'recaptcha' | 'turnstile'): Promise<CaptchaStandIn> {
  const state: Omit<CaptchaStandIn, 'url' | 'close'> = { requests: [], mode: 'normal' };
  const server = createServer((req, res) => {
    void readText(req).then((text) => {
      const form = new URLSearchParams(text);
      state.requests.push({ form, contentType: req.headers['content-type'] });
      if (state.mode === '5xx') return send(res, 503, { error: 'unavailable' });
      if (state.mode === 'garbage') {
        res.writeHead(200, { 'content-type': 'text/html' });
        return res.end('<html>Bad gateway</html>');
      }
      if (form.get('secret') !== CAPTCHA_SECRET) return send(res, 200, { success: false, 'error-codes': ['invalid-input-secret'] });
      const token = form.get('response');
      const extra = kind === 'recaptcha' ? { action: 'submit', challenge_ts: '2026-11-22T03:00:00Z', hostname: 'localhost' } : { hostname: 'localhost' };
      if (token === 'human') return send(res, 200, { success: true, ...(kind === 'recaptcha' ? { score: 0.9 } : {}), ...extra, 'error-codes': [] });
      if (token === 'bot' && kind === 'recaptcha') return send(res, 200, { success: true, score: 0.1, ...extra, 'error-codes': [] });
      return send(res, 200, { success: false, 'error-codes': ['invalid-input-response'] });
    });
  });
  const url = await listen(server);
  return Object.assign(state, { url: `${url}/siteverify`, close: () => close(server) });
}
