import { randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { BlockList, isIP } from 'node:net';
import { NONCE_HEADER } from '@/lib/csp-nonce';

/*
 * What the edge server does for every answer's safety (issue 16): the visitor's forwarded headers
 * believed only from a configured proxy, a request id of its own, the security headers with a
 * Content-Security-Policy whose nonce is new for every render, and the refusal of state-changing
 * calls sent by other sites.
 */

export { NONCE_HEADER };
const NONCE = /^[A-Za-z0-9+/]{22}={0,2}$/;

/** 128 random bits, base64: a nonce no page can guess. */
export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

export function isNonce(value: unknown): value is string {
  return typeof value === 'string' && NONCE.test(value);
}

/*
 * The captcha providers the lead forms may load (components/leads/captcha-logic.ts: the API's
 * CAPTCHA_PROVIDER decides which): their frames and calls. Their scripts need no host here: the
 * loader is added by the page's own (nonce-bearing) script, which 'strict-dynamic' trusts.
 */
const CAPTCHA_ORIGINS = ['https://www.google.com', 'https://www.gstatic.com', 'https://recaptcha.google.com', 'https://challenges.cloudflare.com'];

/**
 * The policy of a page rendered with `nonce`: scripts only with the nonce (Next gives it to each of
 * its own script tags; the ones they add are trusted through 'strict-dynamic'; 'self' is the
 * fallback of browsers without CSP 3), no plugins, no framing by anyone, forms and <base> to this
 * origin only. Styles may be inline (React's style attributes). Development adds what Next's dev
 * server needs (eval for fast refresh, its websocket).
 */
export function contentSecurityPolicy(nonce: string, options: { dev: boolean; https: boolean }): string {
  const directives = [
    `default-src 'self'`,
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${options.dev ? ` 'unsafe-eval'` : ''}`,
    `style-src 'self' 'unsafe-inline'`,
    `img-src 'self' data: blob:`,
    `font-src 'self' data:`,
    `connect-src 'self' ${CAPTCHA_ORIGINS.join(' ')}${options.dev ? ' ws: wss:' : ''}`,
    `frame-src ${CAPTCHA_ORIGINS.join(' ')}`,
    `worker-src 'self'`,
    `manifest-src 'self'`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
  ];
  if (options.https) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}

/**
 * The headers every answer carries, pages or calls (packages/domain, shared with the staff
 * console's server). Geolocation stays allowed for this origin: "Gunakan lokasi saya" of the
 * booking forms and the dealer finder asks for it.
 */
export { securityHeaders } from '@kemudi/domain/security-headers';

/**
 * Which peers' X-Forwarded-* headers to believe (EDGE_TRUST_PROXY): none by default; `loopback`,
 * `linklocal`, `uniquelocal` (private networks) as in Express/Fastify, addresses and CIDR subnets,
 * comma-separated; `true` for any peer (only behind a proxy that overwrites the headers).
 */
export function compileTrust(value: string | undefined): (address: string | undefined) => boolean {
  const setting = value?.trim() ?? '';
  if (setting === '' || setting === 'false') return () => false;
  if (setting === 'true') return (address) => address !== undefined;
  const list = new BlockList();
  const named: Record<string, [string, number, 'ipv4' | 'ipv6'][]> = {
    loopback: [
      ['127.0.0.0', 8, 'ipv4'],
      ['::1', 128, 'ipv6'],
    ],
    linklocal: [
      ['169.254.0.0', 16, 'ipv4'],
      ['fe80::', 10, 'ipv6'],
    ],
    uniquelocal: [
      ['10.0.0.0', 8, 'ipv4'],
      ['172.16.0.0', 12, 'ipv4'],
      ['192.168.0.0', 16, 'ipv4'],
      ['fc00::', 7, 'ipv6'],
    ],
  };
  for (const entry of setting.split(',').map((part) => part.trim()).filter(Boolean)) {
    const subnets = named[entry];
    if (subnets) {
      for (const [net, prefix, type] of subnets) list.addSubnet(net, prefix, type);
      continue;
    }
    const [address = '', prefix] = entry.split('/');
    const family = isIP(address);
    if (family === 0) throw new Error(`EDGE_TRUST_PROXY: "${entry}" is not an address, a subnet or loopback/linklocal/uniquelocal`);
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (prefix === undefined) list.addAddress(address, type);
    else {
      const bits = Number(prefix);
      if (!Number.isInteger(bits) || bits < 0 || bits > (family === 4 ? 32 : 128)) throw new Error(`EDGE_TRUST_PROXY: bad prefix in "${entry}"`);
      list.addSubnet(address, bits, type);
    }
  }
  return (address) => {
    if (!address) return false;
    const family = isIP(address);
    return family !== 0 && list.check(address, family === 4 ? 'ipv4' : 'ipv6');
  };
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.split(',')[0]?.trim();

/**
 * Makes the forwarded headers true before anyone reads them (Next's pages, the proxy, the API's
 * per-address limits). `X-Forwarded-For` becomes the visitor's address alone: from a trusted proxy,
 * the nearest address of the chain that is not itself a trusted proxy; from anyone else, the peer.
 * The forwarded host and protocol are kept from a trusted proxy only (this server speaks plain
 * http). Answers the visitor's address and whether they came over https.
 */
export function settleForwardedHeaders(
  headers: IncomingHttpHeaders,
  peer: string | undefined,
  trust: (address: string | undefined) => boolean,
): { client: string | undefined; https: boolean } {
  if (!trust(peer)) {
    delete headers.forwarded;
    delete headers['x-forwarded-host'];
    delete headers['x-forwarded-proto'];
    delete headers['x-forwarded-port'];
    if (peer) headers['x-forwarded-for'] = peer;
    else delete headers['x-forwarded-for'];
    return { client: peer, https: false };
  }
  const given = headers['x-forwarded-for'];
  const chain = (Array.isArray(given) ? given.join(',') : (given ?? ''))
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => isIP(entry) !== 0);
  // Walk from the nearest hop outwards while the hops are our own proxies.
  let client = peer;
  for (let i = chain.length - 1; i >= 0 && trust(client); i--) client = chain[i];
  if (client) headers['x-forwarded-for'] = client;
  return { client, https: first(headers['x-forwarded-proto']) === 'https' };
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * A state-changing call from another site's page (a form or a script there) is refused: browsers
 * say where a request comes from in Sec-Fetch-Site, older ones in Origin. A call without either
 * header is not from a browser's page (the payment provider's notification, the dealer system,
 * a script on a server) and is judged by the API as before. `expectedOrigin`: SITE_URL, or the
 * origin the visitor asked for.
 */
export function isCrossSite(method: string, headers: IncomingHttpHeaders, expectedOrigin: string): boolean {
  if (!STATE_CHANGING.has(method)) return false;
  const site = first(headers['sec-fetch-site']);
  if (site !== undefined) return site !== 'same-origin' && site !== 'none';
  const origin = first(headers.origin);
  if (origin === undefined) return false;
  return origin.toLowerCase() !== expectedOrigin.toLowerCase();
}

/** The origin a visitor asked for (after settleForwardedHeaders), or SITE_URL when set. */
export function requestOrigin(headers: IncomingHttpHeaders, https: boolean, siteUrl: string | undefined): string {
  if (siteUrl) return siteUrl;
  const host = first(headers['x-forwarded-host']) ?? first(headers.host) ?? '';
  return `${https ? 'https' : 'http'}://${host}`;
}
