/**
 * A local stand-in for a browser push service (FCM, Mozilla autopush…): real HTTP on 127.0.0.1.
 * It checks what a real push service checks — the VAPID Authorization header (RFC 8292: an ES256
 * JWT for this origin, signed by the key it names) — and, holding the subscription's private key
 * as the browser would, decrypts the aes128gcm payload (RFC 8291) with http_ece, the library
 * web-push itself encrypts with. Each request is answered with the next queued status (201 once
 * they run out); refusals of a bad header are 401/403 as a push service answers them.
 */
import { createECDH, createPublicKey, randomBytes, verify, type ECDH } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';

const require = createRequire(import.meta.url);
// http_ece (a dependency of web-push) has no types: its decrypt is all the stand-in needs.
const ece = require('http_ece') as {
  decrypt: (buffer: Buffer, params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: string }) => Buffer;
};

export type BrowserSubscription = {
  endpoint: string;
  keys: { p256dh: string; auth: string };
};

export type PushReceived = {
  path: string;
  headers: IncomingHttpHeaders;
  /** The VAPID JWT's claims and key, when the header was valid. */
  vapid: { aud: string; exp: number; sub: string; publicKey: string } | null;
  /** The decrypted payload, parsed as JSON. */
  payload: unknown;
  status: number;
};

function verifyVapid(header: string | undefined, origin: string): PushReceived['vapid'] {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? '');
  if (!match) return null;
  const [, jwt, k] = match as unknown as [string, string, string];
  const [head, claims, signature] = jwt.split('.') as [string, string, string];
  const point = Buffer.from(k, 'base64url');
  if (point.length !== 65 || point[0] !== 4) return null;
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') },
    format: 'jwk',
  });
  const ok = verify('sha256', Buffer.from(`${head}.${claims}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  if (!ok) return null;
  const header0 = JSON.parse(Buffer.from(head, 'base64url').toString()) as { alg?: string };
  const body = JSON.parse(Buffer.from(claims, 'base64url').toString()) as { aud: string; exp: number; sub: string };
  if (header0.alg !== 'ES256' || body.aud !== origin || body.exp * 1000 <= Date.now()) return null;
  return { ...body, publicKey: k };
}

export async function startPushService() {
  const subscribers = new Map<string, { ecdh: ECDH; auth: string }>();
  const received: PushReceived[] = [];
  const statuses: number[] = [];
  const listeners: ((r: PushReceived) => void)[] = [];
  let origin = '';

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = req.url ?? '/';
      const vapid = verifyVapid(req.headers.authorization, origin);
      const subscriber = subscribers.get(path);
      let payload: unknown = null;
      let status: number;
      if (!vapid) status = 401;
      else if (!subscriber) status = 404;
      else if (req.headers['content-encoding'] !== 'aes128gcm' || !req.headers.ttl) status = 400;
      else {
        status = statuses.shift() ?? 201;
        if (status < 300) {
          payload = JSON.parse(ece.decrypt(Buffer.concat(chunks), { version: 'aes128gcm', privateKey: subscriber.ecdh, authSecret: subscriber.auth }).toString('utf8'));
        }
      }
      const entry = { path, headers: req.headers, vapid, payload, status };
      received.push(entry);
      res.writeHead(status);
      res.end();
      listeners.splice(0).forEach((listener) => listener(entry));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    received,
    /** A subscription as a browser makes one: a fresh P-256 key pair and auth secret the stand-in keeps. */
    subscribe(): BrowserSubscription {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16).toString('base64url');
      const path = `/push/${randomBytes(12).toString('hex')}`;
      subscribers.set(path, { ecdh, auth });
      return { endpoint: `${origin}${path}`, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth } };
    },
    /** Queues the statuses of the next accepted pushes (e.g. 410: the subscription is gone). */
    answer: (...next: number[]) => statuses.push(...next),
    /** Resolves with the next request the stand-in answers. */
    next: () => new Promise<PushReceived>((resolve) => listeners.push(resolve)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type PushService = Awaited<ReturnType<typeof startPushService>>;
