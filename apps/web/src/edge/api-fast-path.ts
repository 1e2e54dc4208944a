import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { LEAD_PROXY_TIMEOUT_MS } from '@kemudi/domain/constants';
import type { ApiClient } from '@/server/api-client/core';
import { ApiError } from '@/server/api-client/errors';
import { LEAD_PATHS } from '@/server/proxy-rules';
import type { DataVersionWatcher } from './data-version';

/*
 * The guest fast path of the front-end proxy (issue 14, §7 "Base path /api/ on the main host"): a
 * guest's /api/{service}/v1/… call (edge/page-rules.ts guestApiPath) is forwarded by the edge with
 * the system token, through the same API client as Next's route handler (server/api-client/:
 * its header rules, time-outs and token renewal) but without a Next render around it. Customers'
 * calls still take the route handler, so token handling (§4) is unchanged: no token ever reaches the
 * browser, and a browser's own Authorization or Cookie header never reaches the API.
 *
 * An answer the API marks as shared by every guest (its read cache answered or stored it:
 * `x-cache`) is kept here for EDGE_API_CACHE_SECONDS under the data version, so search
 * suggestions and the like answer from memory; any change in the data is seen within the
 * data-version window, as on the API.
 */

/** The same limit as the route handler (server/proxy.ts): the API itself accepts 256 KiB. */
const MAX_BODY_BYTES = 1024 * 1024;
const MAX_KEPT_ANSWERS = 2000;

type Kept = { version: number; expires: number; status: number; contentType: string; body: Buffer };

function errorBody(status: number, type: string, message: string, extra: Record<string, unknown> = {}) {
  return { status, body: Buffer.from(JSON.stringify({ errors: [{ type, message }], ...extra })) };
}

function sendJson(res: ServerResponse, answer: { status: number; body: Buffer }, headers: Record<string, string> = {}): void {
  res.writeHead(answer.status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': answer.body.length,
    'cache-control': 'no-store',
    ...headers,
  });
  res.end(answer.body);
}

async function readBody(req: IncomingMessage): Promise<Buffer | null | 'too-large'> {
  if (req.method === 'GET' || req.method === 'HEAD') {
    req.resume();
    return null;
  }
  if (Number(req.headers['content-length'] ?? '0') > MAX_BODY_BYTES) return 'too-large';
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) return 'too-large';
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

function headersOf(req: IncomingMessage): Headers {
  const headers = new Headers();
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    const name = req.rawHeaders[i] as string;
    if (name.startsWith(':')) continue;
    headers.append(name, req.rawHeaders[i + 1] as string);
  }
  return headers;
}

export interface ApiFastPathOptions {
  client: ApiClient;
  versions: DataVersionWatcher;
  cacheSeconds: number;
  now?: () => number;
}

export function createApiFastPath(options: ApiFastPathOptions) {
  const kept = new Map<string, Kept>();
  const now = options.now ?? Date.now;

  return async function forward(
    req: IncomingMessage,
    res: ServerResponse,
    path: string,
    clientIp: string | undefined,
    /** The edge's id of this request (never the visitor's): it reaches the API signed (issue 27). */
    requestId?: string,
  ): Promise<void> {
    const body = await readBody(req);
    if (body === 'too-large') return sendJson(res, errorBody(413, 'PayloadTooLarge', 'Data yang dikirim terlalu besar'), { connection: 'close' });
    const method = req.method ?? 'GET';
    const version = options.versions.current;
    const key =
      options.cacheSeconds > 0 && version !== undefined && (method === 'GET' || method === 'POST')
        ? `${method} ${path} ${body ? createHash('sha1').update(body).digest('base64url') : ''}`
        : undefined;
    if (key) {
      const hit = kept.get(key);
      if (hit && hit.version === version && hit.expires > now()) {
        res.writeHead(hit.status, {
          'content-type': hit.contentType,
          'content-length': hit.body.length,
          'cache-control': 'no-store',
          'x-cache': 'EDGE',
        });
        res.end(hit.body);
        return;
      }
    }

    const bare = path.split('?')[0]?.replace(/\/+$/, '') ?? path;
    let upstream;
    try {
      upstream = await options.client.forward({
        method,
        path,
        headers: headersOf(req),
        body,
        clientIp,
        ...(requestId ? { requestId } : {}),
        ...(LEAD_PATHS.has(bare) ? { timeoutMs: LEAD_PROXY_TIMEOUT_MS } : {}),
        // An answer kept under this version is read for it: an API process still on the one before reads again.
        ...(key !== undefined ? { dataVersion: version } : {}),
      });
    } catch (err) {
      if (err instanceof ApiError) {
        const extra = err.retryAfter !== undefined ? { retryAfter: err.retryAfter } : {};
        return sendJson(res, errorBody(err.status, err.type, err.message, extra), err.retryAfter !== undefined ? { 'retry-after': String(err.retryAfter) } : {});
      }
      console.error('[edge] unexpected failure forwarding %s %s', method, bare, err);
      return sendJson(res, errorBody(500, 'InternalServerError', 'Terjadi kesalahan pada server'));
    }

    const headers: Record<string, string | string[]> = {};
    upstream.headers.forEach((value, name) => {
      headers[name] = value;
    });
    const shared = key !== undefined && upstream.status === 200 && upstream.headers.has('x-cache') && upstream.body !== null;
    if (!shared) {
      res.writeHead(upstream.status, headers);
      if (!upstream.body) {
        res.end();
        return;
      }
      try {
        for await (const chunk of upstream.body as unknown as AsyncIterable<Uint8Array>) res.write(chunk);
        res.end();
      } catch {
        res.destroy();
      }
      return;
    }

    const chunks: Buffer[] = [];
    try {
      for await (const chunk of upstream.body as unknown as AsyncIterable<Uint8Array>) chunks.push(Buffer.from(chunk));
    } catch {
      res.destroy();
      return;
    }
    const answer = Buffer.concat(chunks);
    if (kept.size >= MAX_KEPT_ANSWERS) kept.delete(kept.keys().next().value as string);
    kept.set(key, {
      version: version as number,
      expires: now() + options.cacheSeconds * 1000,
      status: upstream.status,
      contentType: upstream.headers.get('content-type') ?? 'application/json; charset=utf-8',
      body: answer,
    });
    delete headers['content-length'];
    headers['content-length'] = String(answer.length);
    res.writeHead(upstream.status, headers);
    res.end(answer);
  };
}
