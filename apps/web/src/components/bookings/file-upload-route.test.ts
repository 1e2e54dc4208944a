/**
 * The upload pass-through POST /api/booking-upload (issue 13) end to end: the real route handler,
 * upload-owner.ts, session.ts and the API client, against a real HTTP server standing in for the
 * API. Only next/headers is replaced (cookies() needs a live Next request): an in-memory jar that
 * keeps what the modules write, options included.
 */
import { BOOKING_MESSAGES, UPLOAD_MAX_BYTES } from '@kemudi/domain/bookings';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeApi, type RecordedRequest, sendJson, startFakeApi } from '../../test/fake-api';

interface StoredCookie {
  value: string;
  options: { httpOnly?: boolean; sameSite?: string; secure?: boolean; maxAge?: number; path?: string } | undefined;
}

const next = vi.hoisted(() => ({ jar: new Map<string, StoredCookie>() }));
vi.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => {
      const cookie = next.jar.get(name);
      return cookie ? { name, value: cookie.value } : undefined;
    },
    set: (name: string, value: string, options?: StoredCookie['options']) => {
      if (options?.maxAge === 0) next.jar.delete(name);
      else next.jar.set(name, { value, options });
    },
  }),
  headers: async () => new Headers(),
}));

const UPLOAD_PATH = '/api/booking/v1/uploads';
const FILE_ID = '3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b';
let api: FakeApi;

beforeAll(async () => {
  api = await startFakeApi();
  vi.stubEnv('API_URL', api.url);
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await api.close();
});

beforeEach(() => {
  next.jar.clear();
  api.requests.length = 0;
  api.handler = (request, response) => {
    const url = new URL(request.url, 'http://api');
    if (url.pathname === '/api/booking/v1/bookings') return sendJson(response, 201, { status: 201, data: { bookingNo: 'BP-261127-ABCDEF' } });
    if (url.pathname !== UPLOAD_PATH) return sendJson(response, 404, { errors: [{ type: 'NotFoundError', message: 'x' }] });
    // The stand-in judges by the first bytes as the real API does: "PNG" after the first byte.
    if (!request.body.includes('PNG')) return sendJson(response, 415, { errors: [{ type: 'UnsupportedMediaType', message: BOOKING_MESSAGES.FILE_TYPE }] });
    sendJson(response, 201, { status: 201, data: { id: FILE_ID, purpose: url.searchParams.get('purpose'), contentType: 'image/png', size: Buffer.byteLength(request.body) } });
  };
});

const route = () => import('@/app/api/booking-upload/route');

function upload(body: BodyInit, { purpose = 'damage', type = 'image/png', headers = {} }: { purpose?: string; type?: string; headers?: Record<string, string> } = {}): Request {
  return new Request(`http://localhost:3000/api/booking-upload?purpose=${purpose}`, {
    method: 'POST',
    headers: { 'content-type': type, origin: 'http://localhost:3000', host: 'localhost:3000', ...headers },
    body,
    duplex: 'half',
  } as RequestInit);
}

const uploads = (): RecordedRequest[] => api.requests.filter((r) => new URL(r.url, 'http://api').pathname === UPLOAD_PATH);

async function firstError(response: Response): Promise<{ type: string; message: string } | undefined> {
  return ((await response.json()) as { errors?: { type: string; message: string }[] }).errors?.[0];
}

/** A stream of `total` bytes in 64 KiB chunks that counts how many were pulled. */
function countingStream(total: number): { stream: ReadableStream<Uint8Array>; pulled: () => number } {
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= total) return controller.close();
      const size = Math.min(64 * 1024, total - sent);
      sent += size;
      controller.enqueue(new Uint8Array(size));
    },
  });
  return { stream, pulled: () => sent };
}

describe('refused before the API is asked', () => {
  it('refuses another site, 403', async () => {
    const { POST } = await route();
    const response = await POST(upload('xPNG', { headers: { origin: 'https://evil.example' } }));
    expect(response.status).toBe(403);
    expect(uploads()).toHaveLength(0);
  });

  it('refuses an unknown purpose, 400', async () => {
    const { POST } = await route();
    const response = await POST(upload('xPNG', { purpose: 'avatar' }));
    expect(response.status).toBe(400);
    expect((await firstError(response))?.message).toBe('Jenis unggahan tidak dikenal');
    expect(uploads()).toHaveLength(0);
  });

  it('refuses a type that is no photo with the Indonesian message, 415 (a PDF only as a contact attachment)', async () => {
    const { POST } = await route();
    const text = await POST(upload('hello', { type: 'text/plain' }));
    expect(text.status).toBe(415);
    expect((await firstError(text))?.message).toBe(BOOKING_MESSAGES.FILE_TYPE);
    const pdfForKtp = await POST(upload('%PDF-1.7', { type: 'application/pdf', purpose: 'ktp' }));
    expect(pdfForKtp.status).toBe(415);
    expect(uploads()).toHaveLength(0);
  });

  it('answers 413 from a declared length over 5 MB without reading the body', async () => {
    const { POST } = await route();
    const { stream, pulled } = countingStream(UPLOAD_MAX_BYTES + 1);
    const response = await POST(upload(stream, { headers: { 'content-length': String(UPLOAD_MAX_BYTES + 1) } }));
    expect(response.status).toBe(413);
    expect((await firstError(response))?.message).toBe('Ukuran berkas paling besar 5 MB.');
    // A ReadableStream pulls ahead up to its high-water mark (one chunk) on its own; nothing more was read.
    expect(pulled()).toBeLessThanOrEqual(64 * 1024);
    expect(uploads()).toHaveLength(0);
  });

  it('answers 413 for an undeclared body once it passes 5 MB, and stops reading it', async () => {
    const { POST } = await route();
    const { stream, pulled } = countingStream(20 * 1024 * 1024);
    const response = await POST(upload(stream));
    expect(response.status).toBe(413);
    expect(pulled()).toBeLessThan(UPLOAD_MAX_BYTES + 256 * 1024);
    expect(uploads()).toHaveLength(0);
  });

  it('refuses an empty file, 400', async () => {
    const { POST } = await route();
    const response = await POST(upload(''));
    expect(response.status).toBe(400);
    expect((await firstError(response))?.message).toBe(BOOKING_MESSAGES.FILE_EMPTY);
  });
});

describe('passed on to the API', () => {
  it("sends a guest's bytes with their type and the owner key of an HttpOnly cookie, the same key on the next upload", async () => {
    const { POST } = await route();
    const first = await POST(upload('xPNG-photo-one', { purpose: 'selfie' }));
    expect(first.status).toBe(201);
    expect(((await first.json()) as { data: { id: string; purpose: string } }).data).toMatchObject({ id: FILE_ID, purpose: 'selfie' });
    const cookie = next.jar.get('kemudi_upload_owner');
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(cookie?.options).toMatchObject({ httpOnly: true, sameSite: 'lax', path: '/' });

    await POST(upload('xPNG-photo-two'));
    const sent = uploads();
    expect(sent).toHaveLength(2);
    expect(sent[0]?.url).toBe(`${UPLOAD_PATH}?purpose=selfie`);
    expect(sent[0]?.body).toBe('xPNG-photo-one');
    expect(sent[0]?.headers['content-type']).toBe('image/png');
    expect(sent.map((r) => r.headers['x-upload-owner'])).toEqual([cookie?.value, cookie?.value]);
    // The guest's call carries the system token, never a browser's cookie.
    expect(sent[0]?.headers.authorization).toMatch(/^Bearer sys-/);
    expect(sent[0]?.headers.cookie).toBeUndefined();
  });

  it("sends a customer's upload with their token and no owner key", async () => {
    next.jar.set('kemudi_at', { value: 'at-budi', options: undefined });
    const { POST } = await route();
    const response = await POST(upload('xPNG-damage'));
    expect(response.status).toBe(201);
    const [sent] = uploads();
    expect(sent?.headers.authorization).toBe('Bearer at-budi');
    expect(sent?.headers['x-upload-owner']).toBeUndefined();
    expect(next.jar.has('kemudi_upload_owner')).toBe(false);
  });

  it("answers the API's refusal of bytes that are not a photo as it is (a text file named foto.jpg)", async () => {
    const { POST } = await route();
    const response = await POST(upload('just some text', { type: 'image/jpeg' }));
    expect(response.status).toBe(415);
    expect((await firstError(response))?.message).toBe(BOOKING_MESSAGES.FILE_TYPE);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});

describe('the booking that names the photos', () => {
  const proxy = () => import('@/app/api/[service]/v1/[...path]/route');
  const book = (headers: Record<string, string> = {}) =>
    new Request('http://localhost:3000/api/booking/v1/bookings', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000', host: 'localhost:3000', ...headers },
      body: JSON.stringify({ details: { kind: 'body-paint' } }),
    });
  const bookings = () => api.requests.filter((r) => new URL(r.url, 'http://api').pathname === '/api/booking/v1/bookings');

  it("carries the guest's owner key from the cookie (the page cannot read it), never one the browser sent", async () => {
    const { POST } = await route();
    await POST(upload('xPNG-photo'));
    const key = next.jar.get('kemudi_upload_owner')?.value;
    const { POST: forward } = await proxy();
    const response = await forward(book({ 'x-upload-owner': 'a-key-the-browser-made-up-0000000' }), {
      params: Promise.resolve({ service: 'booking', path: ['bookings'] }),
    });
    expect(response.status).toBe(201);
    expect(bookings()[0]?.headers['x-upload-owner']).toBe(key);
  });

  it('sends no owner key for a browser that uploaded nothing', async () => {
    const { POST: forward } = await proxy();
    await forward(book({ 'x-upload-owner': 'a-key-the-browser-made-up-0000000' }), { params: Promise.resolve({ service: 'booking', path: ['bookings'] }) });
    expect(bookings()[0]?.headers['x-upload-owner']).toBeUndefined();
  });
});
