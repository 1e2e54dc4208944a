import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import httpProxy from '@fastify/http-proxy';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { ConsoleConfig } from './config';
import { consoleHeaders } from './headers';
import { signedRequestIdHeaders } from './request-id';

/*
 * The staff console's own server (issue 24), on its own origin so that no script of the customer
 * site can reach a staff session. Fastify, as the API: @fastify/static serves the built single page
 * (hashed assets cached for a year, index.html always revalidated, precompressed copies when the
 * browser takes them) and @fastify/http-proxy forwards /api/staff/v1/… — and nothing else — to the
 * API, with the visitor's address and a request id of its own. Both are the Fastify team's
 * maintained plugins: streaming, Range/ETag, path traversal and hop-by-hop headers are theirs to
 * get right, not a few hand-written lines.
 */

const STAFF_API = '/api/staff/v1';
/** Vite's content-hashed files: a new build names new files, so these never change. */
const HASHED = /\/assets\/[^/]+-[\w-]{8,}\.(?:js|css|svg|woff2?|png)(?:\.br|\.gz)?$/;

const jsonError = (type: string, message: string) => ({ errors: [{ type, message }] });

export async function buildConsoleServer(config: ConsoleConfig, options: { logger?: FastifyServerOptions['logger'] } = {}) {
  const app = Fastify({
    logger: options.logger ?? false,
    // request.ip and request.protocol believe X-Forwarded-* only from the configured proxies.
    trustProxy: config.CONSOLE_TRUST_PROXY ?? false,
    // Our own request id, never the visitor's: the API logs it and quotes it in its messages.
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    routerOptions: { ignoreTrailingSlash: true },
  });

  app.addHook('onRequest', async (request, reply) => {
    reply.headers(consoleHeaders({ https: request.protocol === 'https' }));
    reply.header('x-request-id', request.id);
  });

  await app.register(httpProxy, {
    upstream: config.API_URL,
    prefix: STAFF_API,
    rewritePrefix: STAFF_API,
    replyOptions: {
      rewriteRequestHeaders: (request, headers) => {
        // Whatever the visitor claims about addresses, hosts or ids is dropped; the API trusts
        // this server (TRUST_PROXY) for the address and protocol it is told here, and keeps our
        // request id because it is signed (issue 27).
        const forwarded = Object.fromEntries(
          Object.entries(headers).filter(([name]) => !/^(x-forwarded-|forwarded$|x-real-ip$|x-request-id$|x-kemudi-request-id-signature$)/i.test(name)),
        );
        const id = config.API_CLIENT_SECRET ? signedRequestIdHeaders(request.id, config.API_CLIENT_SECRET) : {};
        return { ...forwarded, 'x-forwarded-for': request.ip, 'x-forwarded-proto': request.protocol, ...id };
      },
      onError: (reply, { error }) => {
        reply.log.warn({ err: error.message }, 'the API did not answer');
        void reply
          .status(502)
          .header('cache-control', 'no-store')
          .send(jsonError('BadGateway', 'Server konsol tidak dapat menghubungi API. Coba lagi sebentar lagi.'));
      },
    },
  });

  const root = config.CONSOLE_DIST_DIR;
  if (!existsSync(join(root, 'index.html'))) throw new Error(`the console is not built: ${join(root, 'index.html')} is missing (npm run build -w @kemudi/console)`);
  await app.register(fastifyStatic, {
    root,
    wildcard: true,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (res, path) => {
      res.setHeader('cache-control', HASHED.test(path) ? 'public, max-age=31536000, immutable' : path.endsWith('index.html') ? 'no-cache' : 'public, max-age=3600');
    },
  });

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?', 1)[0] ?? '/';
    // Only the staff API is forwarded; any other /api/ path is not the console's.
    if (path === '/api' || path.startsWith('/api/')) {
      return reply.status(404).header('cache-control', 'no-store').send(jsonError('NotFoundError', 'Alamat tidak ditemukan'));
    }
    // A page of the single-page app (/staf, /log-audit, …): its shell; a missing file with an extension is a 404.
    if ((request.method === 'GET' || request.method === 'HEAD') && !/\.[a-z0-9]+$/i.test(path)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('Tidak ditemukan');
  });

  return app;
}
