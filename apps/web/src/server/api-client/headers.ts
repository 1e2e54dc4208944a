/**
 * Which headers pass between the browser and the API (the proxy's pass-through, §4), the visitor's
 * address, and the bearer a call carries. No 'server-only' here: the edge server and Vitest import it.
 */
import { createHmac } from 'node:crypto';
import { DATA_VERSION_HEADER } from '@kemudi/domain/constants';
import { REQUEST_ID_HEADER, REQUEST_ID_SIGNATURE_HEADER, requestIdSigningInput } from '@kemudi/domain/request-id';
import type { ResponseHeaders } from './transport';

// RFC 9110 §7.6.1 hop-by-hop headers, plus ones a proxy must not pass on.
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'trailers',
  'transfer-encoding',
  'upgrade',
]);
// From the browser: never its credentials (§4: the server attaches the token), nor framing the
// client recomputes. accept-encoding is dropped so the API answers identity-encoded bytes — the
// client must read 401 bodies, and Next compresses towards the browser itself.
// Nor a request id or its signature (issue 27): the client sends our own, signed, or none.
const DROPPED_REQUEST_HEADERS = new Set([
  'authorization',
  'cookie',
  'host',
  'content-length',
  'expect',
  'accept-encoding',
  REQUEST_ID_HEADER,
  REQUEST_ID_SIGNATURE_HEADER,
  // Only the edge says which data version a call is for (issue 26): never a browser.
  DATA_VERSION_HEADER,
]);
// From the API: only src/server/session.ts sets cookies.
const DROPPED_RESPONSE_HEADERS = new Set(['set-cookie']);

function connectionListed(value: string | string[] | null | undefined): Set<string> {
  const joined = Array.isArray(value) ? value.join(',') : (value ?? '');
  return new Set(
    joined
      .split(',')
      .map((name) => name.trim().toLowerCase())
      .filter((name) => name !== ''),
  );
}

export function sanitizeRequestHeaders(headers: Headers): Record<string, string> {
  const listed = connectionListed(headers.get('connection'));
  const out: Record<string, string> = {};
  headers.forEach((value, name) => {
    const key = name.toLowerCase();
    if (HOP_BY_HOP.has(key) || DROPPED_REQUEST_HEADERS.has(key) || listed.has(key)) return;
    out[key] = value;
  });
  return out;
}

const IP_ADDRESS = /^[0-9A-Fa-f:.]{2,45}$/;

/**
 * The visitor's address from the request's X-Forwarded-For: its last entry, the one added by the
 * nearest proxy (Next itself writes the socket's address when the header is absent). Entries further
 * left come from the browser and are not trusted. Deploy behind a proxy that appends to the header
 * (nginx `$proxy_add_x_forwarded_for`), or the visitor could name their own address.
 */
export function clientIpOf(headers: Headers): string | undefined {
  const last = (headers.get('x-forwarded-for') ?? '').split(',').pop()?.trim() ?? '';
  return IP_ADDRESS.test(last) ? last : undefined;
}

export function sanitizeResponseHeaders(headers: ResponseHeaders, baseUrl: string): Headers {
  const listed = connectionListed(headers.connection);
  const out = new Headers();
  for (const [name, value] of Object.entries(headers)) {
    const key = name.toLowerCase();
    if (value === undefined || HOP_BY_HOP.has(key) || DROPPED_RESPONSE_HEADERS.has(key) || listed.has(key)) continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      // A redirect to the API's own origin must point at the same path on the web origin instead.
      out.append(key, key === 'location' && item.startsWith(`${baseUrl}/`) ? item.slice(baseUrl.length) : item);
    }
  }
  return out;
}

export function forwardedFor(clientIp: string | undefined): Record<string, string> {
  return clientIp ? { 'x-forwarded-for': clientIp } : {};
}

export function withBearer(headers: Record<string, string>, bearer: string | undefined): Record<string, string> {
  return bearer === undefined ? headers : { ...headers, authorization: `Bearer ${bearer}` };
}

const OUR_REQUEST_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The request id the edge server gave this request (src/edge/server.ts replaces the visitor's with a
 * UUID of its own before Next sees it), as the `requestId` option of a call; {} when there is none.
 */
export function requestIdOf(headers: Headers): { requestId?: string } {
  const id = headers.get(REQUEST_ID_HEADER) ?? '';
  return OUR_REQUEST_ID.test(id) ? { requestId: id } : {};
}

/** Our request id and its signature (packages/domain/src/request-id.ts: the API keeps only signed ids). */
export function signedRequestIdHeaders(id: string, secret: string): Record<string, string> {
  return { [REQUEST_ID_HEADER]: id, [REQUEST_ID_SIGNATURE_HEADER]: createHmac('sha256', secret).update(requestIdSigningInput(id)).digest('base64url') };
}
