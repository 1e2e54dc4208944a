import type { IncomingMessage, ServerResponse } from 'node:http';
import { SUPPORT_CONTACTS } from '@kemudi/domain/constants';

/*
 * What a visitor gets when the site cannot answer (issue 16): a server-rendered Indonesian page
 * (readable without JavaScript) with 503 and Retry-After instead of Next's blank 500 page, and for
 * the /api routes the §7 error shape instead of an empty answer.
 */

/** Seconds a visitor (or a crawler) is asked to wait before trying again. */
export const OUTAGE_RETRY_AFTER_S = 5;

const { callCentre, whatsApp } = SUPPORT_CONTACTS;

/** The "sedang gangguan" page: plain HTML and inline styles, no script, nothing from the request. */
export const OUTAGE_PAGE = Buffer.from(
  '<!doctype html><html lang="id"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<meta http-equiv="refresh" content="${OUTAGE_RETRY_AFTER_S * 3}"><meta name="robots" content="noindex">` +
    '<title>Situs sedang gangguan | Kemudi Toyota</title></head>' +
    '<body style="font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#1f2328;max-width:36rem;margin:4rem auto;padding:0 1.25rem;line-height:1.5">' +
    '<p style="font-weight:700;color:#c8102e;letter-spacing:.04em">KEMUDI TOYOTA</p>' +
    '<h1 style="font-size:1.6rem;margin:.5rem 0 1rem">Situs sedang gangguan</h1>' +
    '<p>Maaf, halaman ini belum dapat ditampilkan karena layanan kami sedang gangguan. Halaman akan dimuat ulang otomatis dalam beberapa detik.</p>' +
    `<p>Butuh bantuan segera? Hubungi Call Center <a href="${callCentre.href}">${callCentre.display}</a> atau WhatsApp <a href="${whatsApp.href}">${whatsApp.display}</a>.</p>` +
    '<p><a href="/" style="display:inline-block;margin-top:.5rem;padding:.6rem 1.2rem;border-radius:.4rem;background:#c8102e;color:#fff;text-decoration:none">Muat ulang beranda</a></p>' +
    '</body></html>',
  'utf8',
);

/** Sends the outage page (503, Retry-After, never stored by anyone). */
export function sendOutagePage(res: ServerResponse, extraHeaders: Record<string, string> = {}, head = false): void {
  res.writeHead(503, {
    ...extraHeaders,
    'content-type': 'text/html; charset=utf-8',
    'content-length': OUTAGE_PAGE.length,
    'cache-control': 'no-store',
    'retry-after': String(OUTAGE_RETRY_AFTER_S),
  });
  res.end(head ? undefined : OUTAGE_PAGE);
}

/** The §7 error shape, with no-store. */
export function sendJsonError(res: ServerResponse, status: number, type: string, message: string, headers: Record<string, string> = {}): void {
  const body = Buffer.from(JSON.stringify({ errors: [{ type, message }] }), 'utf8');
  res.writeHead(status, {
    ...headers,
    'content-type': 'application/json; charset=utf-8',
    'content-length': body.length,
    'cache-control': 'no-store',
  });
  res.end(body);
}

/** The Indonesian words for an /api answer Next gave without a body (a method a route does not have, a crash). */
export function apiErrorFor(status: number, method: string): { type: string; message: string } {
  if (status === 405) return { type: 'MethodNotAllowed', message: `Metode ${method} tidak didukung untuk alamat ini` };
  if (status === 404) return { type: 'NotFoundError', message: 'Alamat tidak ditemukan' };
  if (status === 413) return { type: 'PayloadTooLarge', message: 'Data yang dikirim terlalu besar' };
  if (status >= 500) return { type: 'ServiceUnavailable', message: 'Layanan sedang gangguan. Silakan coba lagi dalam beberapa detik.' };
  return { type: 'BadRequest', message: 'Permintaan tidak valid' };
}

type Kind = 'page' | 'api';

/**
 * Watches an answer of Next's on its way out: a page answered with 5xx becomes the outage page
 * (503), and an /api answer with an error status that is not JSON (no body, or Next's HTML 404
 * page) becomes the §7 error shape. The decision is taken when Next sends its headers; from then on Next's own bytes are
 * dropped. Everything else passes untouched.
 */
export function guardAnswer(req: IncomingMessage, res: ServerResponse, kind: Kind): void {
  const original = { writeHead: res.writeHead.bind(res), write: res.write.bind(res), end: res.end.bind(res) };
  let decided = false;
  let replaced = false;
  const method = req.method ?? 'GET';

  const decide = (status: number, contentType: unknown): boolean => {
    if (decided) return replaced;
    decided = true;
    if (kind === 'page') replaced = status >= 500;
    // Next's own bodies under /api/ (none, or its HTML 404 page for a path no route has) are
    // replaced; a route's own answer (JSON, or §8's plain 'Method Not Allowed') is not.
    else {
      // Next appends its headers (res.appendHeader): a header may come as a list.
      const given = Array.isArray(contentType) ? (contentType as unknown[])[0] : contentType;
      const type = typeof given === 'string' ? given : '';
      replaced = status >= 400 && (type === '' || type.startsWith('text/html'));
    }
    if (!replaced) return false;
    // Hand the answer back to the real methods before writing ours.
    res.writeHead = original.writeHead;
    res.write = original.write;
    res.end = original.end;
    for (const name of res.getHeaderNames()) {
      if (!name.startsWith('x-') && name !== 'content-security-policy' && name !== 'strict-transport-security' && name !== 'referrer-policy' && name !== 'permissions-policy' && name !== 'cross-origin-opener-policy' && name !== 'allow') res.removeHeader(name);
    }
    if (kind === 'page') sendOutagePage(res, {}, method === 'HEAD');
    else {
      const { type, message } = apiErrorFor(status, method);
      sendJsonError(res, status >= 500 ? 503 : status, type, message, status >= 500 ? { 'retry-after': String(OUTAGE_RETRY_AFTER_S) } : {});
    }
    // Next's own bytes from here on go nowhere.
    res.write = ((_chunk: unknown, encodingOrCallback?: unknown, callback?: unknown) => {
      const done = typeof encodingOrCallback === 'function' ? encodingOrCallback : callback;
      if (typeof done === 'function') queueMicrotask(() => (done as () => void)());
      return true;
    }) as ServerResponse['write'];
    res.end = ((...args: unknown[]) => {
      const done = args.find((arg) => typeof arg === 'function');
      if (typeof done === 'function') queueMicrotask(() => (done as () => void)());
      return res;
    }) as ServerResponse['end'];
    return true;
  };

  res.writeHead = function writeHead(status: number, ...rest: unknown[]) {
    const headers = rest.find((arg) => typeof arg === 'object' && arg !== null) as Record<string, unknown> | unknown[] | undefined;
    const typeFromArgs = Array.isArray(headers)
      ? undefined
      : headers && Object.entries(headers).find(([name]) => name.toLowerCase() === 'content-type')?.[1];
    const allow = Array.isArray(headers) ? undefined : headers && Object.entries(headers).find(([name]) => name.toLowerCase() === 'allow')?.[1];
    if (typeof allow === 'string' && !res.headersSent) res.setHeader('allow', allow);
    if (decide(status, typeFromArgs ?? res.getHeader('content-type'))) return res;
    return (original.writeHead as (...args: unknown[]) => ServerResponse)(status, ...rest);
  };
  res.write = function write(...args: unknown[]) {
    if (decide(res.statusCode, res.getHeader('content-type'))) return (res.write as (...a: unknown[]) => boolean)(...args);
    return (original.write as (...a: unknown[]) => boolean)(...args);
  } as ServerResponse['write'];
  res.end = function end(...args: unknown[]) {
    if (decide(res.statusCode, res.getHeader('content-type'))) return (res.end as (...a: unknown[]) => ServerResponse)(...args);
    return (original.end as (...a: unknown[]) => ServerResponse)(...args);
  } as ServerResponse['end'];
}
