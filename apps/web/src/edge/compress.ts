import type { IncomingMessage, ServerResponse } from 'node:http';
import { constants } from 'node:zlib';
import compression from 'compression';

/*
 * Issue 26 (fast customer pages): what the edge sends of Next's answers — every page that is not
 * served from the page cache (a logged-in customer's cart, checkout, My Account, booking pages),
 * the route handlers' JSON and the static files — is compressed here, not by Next (next.config.ts
 * `compress: false`), and written in as few pieces as possible.
 *
 * Measured on the CI machines (2 cores, a virtual machine where each system call and each hand-off
 * to a thread is dear), bench/customer-load.mjs: Next streams a page as a few dozen small chunks and
 * flushes its compressor after each one (pipe-readable.js: `res.flush()` after every `write`); each
 * chunk was a task on libuv's thread pool and a write to the socket. Here the chunks Next writes in
 * one turn of the event loop go to the compressor as one, with one flush after them: streaming stays
 * (a Suspense boundary that resolves later is sent when it resolves), the hand-offs fall from about
 * one per chunk to one per turn.
 *
 * The `compression` middleware (expressjs, the one Next uses itself) negotiates with the browser:
 * brotli (quality 4, the library's default for answers made on the fly) where accepted, else gzip;
 * nothing under 1 KiB, nothing already encoded, never a HEAD answer, `Vary: Accept-Encoding`.
 */
type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
const compress = compression({ brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } } }) as unknown as Middleware;

/** Compresses what Next writes to `res` (see above); call before anything else wraps `res`. */
export function compressAnswer(req: IncomingMessage, res: ServerResponse): void {
  compress(req, res, () => undefined);
}

type Callback = (error?: Error | null) => void;
type Flushable = ServerResponse & { flush?: () => void };

const bytesOf = (chunk: unknown, encoding?: BufferEncoding): Buffer =>
  Buffer.isBuffer(chunk)
    ? chunk
    : chunk instanceof Uint8Array
      ? Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)
      : Buffer.from(String(chunk), encoding);

/**
 * Writes to `res` made within one turn of the event loop reach the layers below (the compressor,
 * the socket) as one write, followed by one flush if any was asked; headers asked to be sent early
 * (`flushHeaders`) go with the first bytes of the body. Back-pressure is kept: once a write below
 * said "full", writes here say so too until `drain`. `end` sends what is waiting at once.
 */
export function coalesceWrites(res: ServerResponse): void {
  const target = res as Flushable;
  const write = res.write.bind(res) as (chunk: Buffer, callback?: Callback) => boolean;
  const end = res.end.bind(res) as (chunk?: Buffer, callback?: () => void) => ServerResponse;
  const flush = typeof target.flush === 'function' ? target.flush.bind(res) : undefined;
  const flushHeaders = res.flushHeaders.bind(res);
  let pending: Buffer[] = [];
  let callbacks: Callback[] = [];
  let scheduled = false;
  let flushAsked = false;
  let headersAsked = false;
  let full = false;
  let ended = false;
  res.on('drain', () => {
    full = false;
  });

  const takePending = (): { chunk: Buffer | undefined; done: Callback | undefined } => {
    const chunk = pending.length === 0 ? undefined : pending.length === 1 ? pending[0] : Buffer.concat(pending);
    const waiting = callbacks;
    pending = [];
    callbacks = [];
    const done = waiting.length === 0 ? undefined : (error?: Error | null) => waiting.forEach((callback) => callback(error));
    return { chunk, done };
  };

  const send = () => {
    scheduled = false;
    if (ended) return;
    const { chunk, done } = takePending();
    if (chunk) {
      if (!write(chunk, done)) full = true;
    } else if (headersAsked && !res.headersSent) {
      flushHeaders();
    }
    headersAsked = false;
    if (flushAsked) {
      flushAsked = false;
      flush?.();
    }
  };
  const later = () => {
    if (scheduled) return;
    scheduled = true;
    setImmediate(send);
  };

  res.write = function coalescedWrite(chunk: unknown, encodingOrCallback?: unknown, callback?: unknown): boolean {
    const encoding = typeof encodingOrCallback === 'string' ? (encodingOrCallback as BufferEncoding) : undefined;
    const done = (typeof encodingOrCallback === 'function' ? encodingOrCallback : callback) as Callback | undefined;
    if (ended || res.destroyed) return write(bytesOf(chunk, encoding), done);
    pending.push(bytesOf(chunk, encoding));
    if (done) callbacks.push(done);
    later();
    return !full;
  } as ServerResponse['write'];
  target.flush = () => {
    flushAsked = true;
    later();
  };
  res.flushHeaders = () => {
    headersAsked = true;
    later();
  };
  res.end = function coalescedEnd(chunk?: unknown, encodingOrCallback?: unknown, callback?: unknown): ServerResponse {
    const done = [chunk, encodingOrCallback, callback].find((arg) => typeof arg === 'function') as (() => void) | undefined;
    const encoding = typeof encodingOrCallback === 'string' ? (encodingOrCallback as BufferEncoding) : undefined;
    if (chunk !== undefined && chunk !== null && typeof chunk !== 'function') pending.push(bytesOf(chunk, encoding));
    ended = true;
    const { chunk: rest, done: written } = takePending();
    // Callbacks wait on a write of their own; otherwise the rest goes with the end.
    if (rest && written) {
      write(rest, written);
      return end(undefined, done);
    }
    return end(rest, done);
  } as ServerResponse['end'];
}
