import { BOOKING_MESSAGES, UPLOAD_MAX_BYTES } from '@kemudi/domain/bookings';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FileUpload } from './file-upload';
import {
  downscaledSize,
  photoRefusal,
  readUploadAnswer,
  sizeRefusal,
  slotsLeft,
  sniffPhotoType,
  statusText,
  summarizeUploads,
  type UploadAction,
  type UploadItem,
  uploadsReducer,
} from './file-upload-logic';

/*
 * The upload widget (issue 13): what a chosen file must be before it is sent (a photo by its
 * declared type and by its bytes, not empty, at most 5 MB after downscaling), the list's states as
 * the visitor sees them, and how the route's answers read.
 */

const bytes = (...values: number[]) => new Uint8Array([...values, ...new Array<number>(16).fill(0)].slice(0, 16));
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0);
const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
const WEBP = new Uint8Array([...new TextEncoder().encode('RIFF'), 0, 0, 0, 0, ...new TextEncoder().encode('WEBPVP8 ')]);
const TEXT = new TextEncoder().encode('Ini bukan foto..');

describe('the checks before a photo is sent', () => {
  it('knows JPEG, PNG and WebP by their first bytes, and nothing else', () => {
    expect(sniffPhotoType(JPEG)).toBe('image/jpeg');
    expect(sniffPhotoType(PNG)).toBe('image/png');
    expect(sniffPhotoType(WEBP)).toBe('image/webp');
    expect(sniffPhotoType(TEXT)).toBeNull();
    expect(sniffPhotoType(new TextEncoder().encode('%PDF-1.7 ........'))).toBeNull();
  });

  it('refuses a text file named foto.jpg (the browser calls it image/jpeg) with the Indonesian message', () => {
    expect(photoRefusal({ type: 'image/jpeg', size: 16 }, TEXT)).toBe('Jenis berkas tidak didukung. Unggah foto JPG, PNG atau WebP.');
  });

  it('refuses a type that is no photo even when its bytes are (a GIF, a HEIC the browser names), and an empty file', () => {
    expect(photoRefusal({ type: 'image/gif', size: 100 }, JPEG)).toBe(BOOKING_MESSAGES.FILE_TYPE);
    expect(photoRefusal({ type: '', size: 100 }, JPEG)).toBe(BOOKING_MESSAGES.FILE_TYPE);
    expect(photoRefusal({ type: 'image/png', size: 0 }, PNG)).toBe('Berkas kosong. Pilih berkas lain.');
  });

  it('takes a photo whose type and bytes agree on a photo', () => {
    expect(photoRefusal({ type: 'image/png', size: 2048 }, PNG)).toBeNull();
    expect(photoRefusal({ type: 'image/webp', size: 2048 }, WEBP)).toBeNull();
  });

  it('refuses more than 5 MB with the Indonesian message, and takes exactly 5 MB', () => {
    expect(sizeRefusal(UPLOAD_MAX_BYTES + 1)).toBe('Ukuran berkas paling besar 5 MB.');
    expect(sizeRefusal(UPLOAD_MAX_BYTES)).toBeNull();
  });

  it('downscales only a photo over 2 MB, to a longest side of 2560 px keeping its shape', () => {
    expect(downscaledSize(4000, 3000, 1_500_000)).toBeNull();
    expect(downscaledSize(4000, 3000, 8_000_000)).toEqual({ width: 2560, height: 1920 });
    expect(downscaledSize(3000, 4000, 8_000_000)).toEqual({ width: 1920, height: 2560 });
    // Large in bytes but already small in pixels: drawn at its size (re-encoded as JPEG).
    expect(downscaledSize(1200, 900, 3_000_000)).toEqual({ width: 1200, height: 900 });
  });
});

describe('the list of photos', () => {
  const run = (...actions: UploadAction[]) => actions.reduce<UploadItem[]>(uploadsReducer, []);

  it('goes from checking to uploading with progress to uploaded, and gives the form the ids in order', () => {
    const items = run(
      { type: 'add', key: 'a', name: 'depan.jpg' },
      { type: 'add', key: 'b', name: 'samping.jpg' },
      { type: 'preview', key: 'a', previewUrl: 'blob:a' },
      { type: 'uploading', key: 'a' },
      { type: 'progress', key: 'a', progress: 42.4 },
    );
    expect(statusText(items[0]!)).toBe('Mengunggah… 42%');
    expect(statusText(items[1]!)).toBe('Memeriksa foto…');
    expect(summarizeUploads(items)).toEqual({ fileIds: [], pending: 2, failed: 0 });

    const done = [
      { type: 'done', key: 'b', fileId: 'id-b' },
      { type: 'done', key: 'a', fileId: 'id-a' },
    ].reduce<UploadItem[]>((state, action) => uploadsReducer(state, action as UploadAction), items);
    expect(statusText(done[0]!)).toBe('Terunggah');
    expect(done[0]?.previewUrl).toBe('blob:a');
    expect(summarizeUploads(done)).toEqual({ fileIds: ['id-a', 'id-b'], pending: 0, failed: 0 });
  });

  it('counts a failed upload (to retry) and forgets a removed one', () => {
    let items = run({ type: 'add', key: 'a', name: 'a.jpg' }, { type: 'uploading', key: 'a' }, { type: 'failed', key: 'a', message: 'Foto belum terunggah. Coba lagi.' });
    expect(summarizeUploads(items)).toEqual({ fileIds: [], pending: 0, failed: 1 });
    expect(statusText(items[0]!)).toBe('Foto belum terunggah. Coba lagi.');
    items = uploadsReducer(items, { type: 'uploading', key: 'a' });
    expect(items[0]?.message).toBeNull();
    items = uploadsReducer(items, { type: 'remove', key: 'a' });
    expect(items).toEqual([]);
  });

  it('leaves room for another photo in place of a refused one (up to the maximum)', () => {
    const items = run(
      { type: 'add', key: 'a', name: 'a.jpg' },
      { type: 'add', key: 'b', name: 'catatan.jpg' },
      { type: 'refused', key: 'b', message: BOOKING_MESSAGES.FILE_TYPE },
    );
    expect(slotsLeft(items, 6)).toBe(5);
    expect(slotsLeft(items, 1)).toBe(0);
    expect(summarizeUploads(items).pending).toBe(1);
  });
});

describe("the upload route's answer", () => {
  it('reads the file id of a success', () => {
    expect(readUploadAnswer(201, { status: 201, data: { id: 'f-1', purpose: 'damage' } }, 'damage')).toEqual({ fileId: 'f-1' });
    expect(readUploadAnswer(200, { data: {} }, 'damage')).toEqual({ message: 'Foto belum terunggah. Coba lagi.' });
  });

  it("shows the API's Indonesian refusal, and a fitting one when a proxy answered without a body", () => {
    const refusal = { errors: [{ type: 'UnsupportedMediaType', message: BOOKING_MESSAGES.FILE_TYPE }] };
    expect(readUploadAnswer(415, refusal, 'ktp')).toEqual({ message: BOOKING_MESSAGES.FILE_TYPE });
    expect(readUploadAnswer(413, null, 'ktp')).toEqual({ message: 'Ukuran berkas paling besar 5 MB.' });
    expect(readUploadAnswer(415, null, 'attachment')).toEqual({ message: BOOKING_MESSAGES.FILE_TYPE_ATTACHMENT });
    expect(readUploadAnswer(429, { errors: [{ type: 'TooManyRequests', message: 'Terlalu banyak unggahan. Coba lagi nanti.' }] }, 'damage')).toEqual({
      message: 'Terlalu banyak unggahan. Coba lagi nanti.',
    });
  });

  it('never shows a server error text: a 5xx reads as a failed upload to retry', () => {
    expect(readUploadAnswer(500, { errors: [{ type: 'InternalServerError', message: 'Internal Server Error' }] }, 'damage')).toEqual({
      message: 'Foto belum terunggah. Coba lagi.',
    });
    expect(readUploadAnswer(503, { errors: [{ type: 'ServiceUnavailable', message: 'Service Unavailable' }] }, 'damage')).toEqual({
      message: 'Foto belum terunggah. Coba lagi.',
    });
  });

  it('the file store out of reach (issue 27): the API’s Indonesian 503 is shown as it is', () => {
    const message = 'Berkas belum tersimpan karena penyimpanan berkas sedang tidak dapat dihubungi. Silakan unggah lagi dalam beberapa saat.';
    expect(readUploadAnswer(503, { errors: [{ type: 'StorageUnavailable', message }], retryAfter: 30 }, 'ktp')).toEqual({ message });
  });
});

describe('the widget as the server renders it', () => {
  const html = (props: Partial<Parameters<typeof FileUpload>[0]> = {}) =>
    renderToStaticMarkup(<FileUpload id="ktp" purpose="ktp" label="Foto KTP" onChange={() => undefined} {...props} />);

  it('offers the photo types only, one file, and stays disabled until its script runs', () => {
    const out = html();
    expect(out).toContain('accept="image/jpeg,image/png,image/webp"');
    expect(out).not.toContain('multiple');
    expect(out).toMatch(/<input[^>]*disabled/);
    expect(out).toContain('aria-label="Foto KTP: Pilih foto"');
  });

  it('opens the front camera for a selfie and takes several damage photos', () => {
    expect(html({ id: 'selfie', purpose: 'selfie', label: 'Swafoto', capture: 'user' })).toContain('capture="user"');
    expect(html({ id: 'damage', purpose: 'damage', label: 'Foto kerusakan', max: 6 })).toContain('multiple');
  });

  it("shows the form's message under it and marks the input", () => {
    const out = html({ error: 'Unggah foto KTP' });
    expect(out).toContain('aria-invalid="true"');
    expect(out).toContain('id="ktp-error"');
    expect(out).toContain('Unggah foto KTP');
  });
});
