import { createHash, createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * A local S3-compatible server for the tests (issue 27), speaking the part of the Amazon S3 REST API
 * the API uses — PutObject, GetObject, HeadObject, DeleteObject, path-style (/bucket/key) — and
 * checking every request's Signature Version 4 as AWS documents it ("Authenticating Requests: Using
 * the Authorization Header", AWS4-HMAC-SHA256): the Authorization header's credential scope and
 * signed headers, x-amz-date and x-amz-content-sha256 present and signed, the payload's SHA-256,
 * and the signature recomputed with the secret key. A wrong key is answered as S3 answers it: 403
 * with an XML error (InvalidAccessKeyId / SignatureDoesNotMatch). No maintained pure-JS S3 server
 * checks V4 signatures (s3rver, unmaintained since 2021, checks only the key id), hence this one.
 *
 * `hang` makes it take requests and never answer (a time-out); closing it gives a refused connection.
 */

export type StoredObject = { body: Buffer; contentType: string; metadata: Record<string, string>; sse: string | null };
export type SeenRequest = { method: string; path: string; headers: IncomingMessage['headers']; status?: number; code?: string };

export type S3StandIn = {
  url: string;
  port: number;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  objects: Map<string, StoredObject>;
  requests: SeenRequest[];
  /** Take requests and never answer (time-out), until set back. */
  hang: boolean;
  close: () => Promise<void>;
};

const UNSIGNED = 'UNSIGNED-PAYLOAD';
const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();
/** RFC 3986 encoding, as SigV4 wants it. */
const encode = (s: string) => encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

function xmlError(res: ServerResponse, status: number, code: string, message: string) {
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message><RequestId>standin</RequestId></Error>`;
  res.writeHead(status, { 'content-type': 'application/xml', 'content-length': Buffer.byteLength(body) });
  res.end(body);
}

/** Why the request's signature is refused, or null when it is right (AWS SigV4, header form). */
function checkSignature(req: IncomingMessage, body: Buffer, keys: { accessKeyId: string; secretAccessKey: string }): { status: number; code: string; message: string } | null {
  const auth = req.headers.authorization ?? '';
  const m = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/.exec(auth);
  if (!m) return { status: 403, code: 'AccessDenied', message: 'Authorization header is not AWS4-HMAC-SHA256' };
  const [, keyId, day, region, signedList, signature] = m as unknown as [string, string, string, string, string, string];
  if (keyId !== keys.accessKeyId) return { status: 403, code: 'InvalidAccessKeyId', message: 'The AWS Access Key Id you provided does not exist in our records.' };
  const amzDate = req.headers['x-amz-date'];
  const payloadHash = req.headers['x-amz-content-sha256'];
  if (typeof amzDate !== 'string' || !/^\d{8}T\d{6}Z$/.test(amzDate) || !amzDate.startsWith(day)) {
    return { status: 403, code: 'AccessDenied', message: 'x-amz-date is missing or does not match the credential scope' };
  }
  if (typeof payloadHash !== 'string') return { status: 400, code: 'InvalidRequest', message: 'Missing required header for this request: x-amz-content-sha256' };
  const signed = signedList.split(';');
  for (const required of ['host', 'x-amz-date', 'x-amz-content-sha256']) {
    if (!signed.includes(required)) return { status: 403, code: 'AccessDenied', message: `${required} must be signed` };
  }
  if (payloadHash !== UNSIGNED && payloadHash !== sha256(body)) {
    return { status: 400, code: 'XAmzContentSHA256Mismatch', message: "The provided 'x-amz-content-sha256' header does not match what was computed." };
  }
  const [rawPath, rawQuery = ''] = (req.url ?? '/').split('?', 2) as [string, string?];
  const query = rawQuery
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const [k, v = ''] = pair.split('=', 2) as [string, string?];
      return [encode(decodeURIComponent(k)), encode(decodeURIComponent(v))] as const;
    })
    .sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : 1) : a < b ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const headerValue = (name: string) => {
    const v = req.headers[name];
    return (Array.isArray(v) ? v.join(',') : (v ?? '')).trim().replace(/\s+/g, ' ');
  };
  const canonical = [req.method, rawPath, query, ...signed.map((h) => `${h}:${headerValue(h)}`), '', signedList, payloadHash].join('\n');
  const scope = `${day}/${region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonical)].join('\n');
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${keys.secretAccessKey}`, day), region), 's3'), 'aws4_request');
  const expected = createHmac('sha256', signingKey).update(stringToSign).digest('hex');
  if (expected !== signature) {
    return { status: 403, code: 'SignatureDoesNotMatch', message: 'The request signature we calculated does not match the signature you provided. Check your key and signing method.' };
  }
  return null;
}

export async function startS3StandIn(options: { bucket?: string; accessKeyId?: string; secretAccessKey?: string } = {}): Promise<S3StandIn> {
  const bucket = options.bucket ?? 'kemudi-uji';
  const keys = { accessKeyId: options.accessKeyId ?? 'AKIAKEMUDIUJI0000001', secretAccessKey: options.secretAccessKey ?? 'rahasia-kunci-uji-s3-0123456789abcdef' };
  const objects = new Map<string, StoredObject>();
  const requests: SeenRequest[] = [];
  const hanging = new Set<ServerResponse>();
  const state = { hang: false };

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const path = (req.url ?? '/').split('?', 1)[0]!;
      const seen: SeenRequest = { method: req.method ?? '', path, headers: req.headers };
      requests.push(seen);
      res.on('finish', () => (seen.status = res.statusCode));
      if (state.hang) {
        hanging.add(res);
        return;
      }
      const refused = checkSignature(req, body, keys);
      if (refused) {
        seen.code = refused.code;
        return xmlError(res, refused.status, refused.code, refused.message);
      }
      const match = /^\/([^/]+)\/(.+)$/.exec(path);
      if (!match || decodeURIComponent(match[1]!) !== bucket) return xmlError(res, 404, 'NoSuchBucket', 'The specified bucket does not exist');
      const key = decodeURIComponent(match[2]!);
      const object = objects.get(key);
      const objectHeaders = (o: StoredObject) => ({
        'content-type': o.contentType,
        'content-length': String(o.body.length),
        etag: `"${createHash('md5').update(o.body).digest('hex')}"`,
        ...Object.fromEntries(Object.entries(o.metadata).map(([k, v]) => [`x-amz-meta-${k}`, v])),
        ...(o.sse ? { 'x-amz-server-side-encryption': o.sse } : {}),
      });
      switch (req.method) {
        case 'PUT': {
          const metadata = Object.fromEntries(
            Object.entries(req.headers)
              .filter(([k]) => k.startsWith('x-amz-meta-'))
              .map(([k, v]) => [k.slice('x-amz-meta-'.length), String(v)]),
          );
          const sse = req.headers['x-amz-server-side-encryption'];
          const stored: StoredObject = { body, contentType: req.headers['content-type'] ?? 'binary/octet-stream', metadata, sse: typeof sse === 'string' ? sse : null };
          objects.set(key, stored);
          const { 'content-type': _t, 'content-length': _l, ...answer } = objectHeaders(stored);
          res.writeHead(200, { ...answer, 'content-length': '0' });
          return res.end();
        }
        case 'GET':
          if (!object) return xmlError(res, 404, 'NoSuchKey', 'The specified key does not exist.');
          res.writeHead(200, objectHeaders(object));
          return res.end(object.body);
        case 'HEAD':
          // A HEAD answer has no body: S3 says 404 with the status alone.
          res.writeHead(object ? 200 : 404, object ? objectHeaders(object) : {});
          return res.end();
        case 'DELETE':
          objects.delete(key);
          res.writeHead(204);
          return res.end();
        default:
          return xmlError(res, 405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    bucket,
    ...keys,
    objects,
    requests,
    get hang() {
      return state.hang;
    },
    set hang(value: boolean) {
      state.hang = value;
      if (!value) {
        for (const res of hanging) res.destroy();
        hanging.clear();
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        hanging.clear();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
