/*
 * The upload widget's logic (issue 13), pure so unit tests reach it without a browser: the checks
 * a photo passes before it is sent (its declared type, its first bytes, its size — the API checks
 * the bytes again and is the judge), the list of photos with their states, and how the upload
 * route's answer reads.
 */
import { BOOKING_MESSAGES, UPLOAD_IMAGE_TYPES, UPLOAD_MAX_BYTES, type UploadPurpose } from '@kemudi/domain/bookings';

/** The web route that passes the bytes on to the API (app/api/booking-upload/route.ts). */
export const UPLOAD_ROUTE = '/api/booking-upload';
/** The input's accept list: the photo types the API takes (issue 13). */
export const PHOTO_ACCEPT = UPLOAD_IMAGE_TYPES.join(',');
/**
 * A photo larger than this is made smaller in the browser before it is sent (a phone camera's 8 MB
 * picture would otherwise be refused, and is slow to send on a mobile connection).
 */
export const DOWNSCALE_ABOVE_BYTES = 2 * 1024 * 1024;
/** The longest side of a downscaled photo: a KTP stays legible, a damage photo sharp. */
export const DOWNSCALE_MAX_SIDE = 2560;

export const UPLOAD_MESSAGES = {
  FILE_TYPE: BOOKING_MESSAGES.FILE_TYPE,
  FILE_TOO_LARGE: BOOKING_MESSAGES.FILE_TOO_LARGE,
  FILE_EMPTY: BOOKING_MESSAGES.FILE_EMPTY,
  TOO_MANY: (max: number) => `Paling banyak ${max} foto.`,
  FAILED: 'Foto belum terunggah. Coba lagi.',
  OFFLINE: 'Tidak dapat terhubung. Periksa koneksi Anda lalu coba lagi.',
} as const;

export type PhotoType = (typeof UPLOAD_IMAGE_TYPES)[number];

/** The photo type its first bytes say (JPEG FF D8 FF, PNG 89 'PNG', WebP 'RIFF'….'WEBP'), or null. */
export function sniffPhotoType(head: Uint8Array): PhotoType | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (head.length >= 8 && png.every((b, i) => head[i] === b)) return 'image/png';
  const ascii = (from: number, to: number) => String.fromCharCode(...head.subarray(from, to));
  if (head.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  return null;
}

/**
 * Why a chosen file cannot be sent as it is, or null: not a photo by its declared type or its first
 * bytes (a text file renamed foto.jpg), or empty. Its size is judged after any downscaling
 * (sizeRefusal).
 */
export function photoRefusal(file: { type: string; size: number }, head: Uint8Array): string | null {
  if (file.size === 0) return UPLOAD_MESSAGES.FILE_EMPTY;
  if (!(UPLOAD_IMAGE_TYPES as readonly string[]).includes(file.type)) return UPLOAD_MESSAGES.FILE_TYPE;
  if (sniffPhotoType(head) === null) return UPLOAD_MESSAGES.FILE_TYPE;
  return null;
}

/** The size check of what will be sent (5 MB, as the API). */
export function sizeRefusal(size: number): string | null {
  return size > UPLOAD_MAX_BYTES ? UPLOAD_MESSAGES.FILE_TOO_LARGE : null;
}

/** The width and height a photo is drawn at when downscaled (the longest side DOWNSCALE_MAX_SIDE), or null when it need not be. */
export function downscaledSize(width: number, height: number, bytes: number): { width: number; height: number } | null {
  const longest = Math.max(width, height);
  if (bytes <= DOWNSCALE_ABOVE_BYTES || longest <= 0) return null;
  const scale = Math.min(1, DOWNSCALE_MAX_SIDE / longest);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

// ---------------------------------------------------------------------------------------------
// The list of photos
// ---------------------------------------------------------------------------------------------

export type UploadStatus = 'checking' | 'uploading' | 'done' | 'failed' | 'refused';

export interface UploadItem {
  /** Local key (not the server's id). */
  key: string;
  name: string;
  status: UploadStatus;
  /** 0–100 while uploading. */
  progress: number;
  /** The API's file id once uploaded. */
  fileId: string | null;
  /** Why it failed or was refused (Indonesian). */
  message: string | null;
  /** The preview: an object URL of the local file (set once it passed the checks). */
  previewUrl: string | null;
}

export type UploadAction =
  | { type: 'add'; key: string; name: string }
  | { type: 'refused'; key: string; message: string }
  | { type: 'preview'; key: string; previewUrl: string }
  | { type: 'uploading'; key: string }
  | { type: 'progress'; key: string; progress: number }
  | { type: 'done'; key: string; fileId: string }
  | { type: 'failed'; key: string; message: string }
  | { type: 'remove'; key: string };

function update(items: readonly UploadItem[], key: string, change: Partial<UploadItem>): UploadItem[] {
  return items.map((item) => (item.key === key ? { ...item, ...change } : item));
}

export function uploadsReducer(items: readonly UploadItem[], action: UploadAction): UploadItem[] {
  switch (action.type) {
    case 'add':
      return [...items, { key: action.key, name: action.name, status: 'checking', progress: 0, fileId: null, message: null, previewUrl: null }];
    case 'refused':
      return update(items, action.key, { status: 'refused', message: action.message });
    case 'preview':
      return update(items, action.key, { previewUrl: action.previewUrl });
    case 'uploading':
      return update(items, action.key, { status: 'uploading', progress: 0, message: null, fileId: null });
    case 'progress':
      return update(items, action.key, { progress: Math.max(0, Math.min(100, Math.round(action.progress))) });
    case 'done':
      return update(items, action.key, { status: 'done', progress: 100, fileId: action.fileId, message: null });
    case 'failed':
      return update(items, action.key, { status: 'failed', message: action.message });
    case 'remove':
      return items.filter((item) => item.key !== action.key);
  }
}

/** What the form needs of the widget: the uploaded ids (in order), and whether any is still on its way or failed. */
export interface UploadSummary {
  fileIds: string[];
  pending: number;
  failed: number;
}

export function summarizeUploads(items: readonly UploadItem[]): UploadSummary {
  return {
    fileIds: items.flatMap((item) => (item.status === 'done' && item.fileId ? [item.fileId] : [])),
    pending: items.filter((item) => item.status === 'checking' || item.status === 'uploading').length,
    failed: items.filter((item) => item.status === 'failed').length,
  };
}

/** How many more files may be chosen (refused ones do not count: they are shown to be removed). */
export function slotsLeft(items: readonly UploadItem[], max: number): number {
  return Math.max(0, max - items.filter((item) => item.status !== 'refused').length);
}

/** What a status reads like beside the thumbnail (and to a screen reader). */
export function statusText(item: Pick<UploadItem, 'status' | 'progress' | 'message'>): string {
  switch (item.status) {
    case 'checking':
      return 'Memeriksa foto…';
    case 'uploading':
      return `Mengunggah… ${item.progress}%`;
    case 'done':
      return 'Terunggah';
    case 'failed':
    case 'refused':
      return item.message ?? UPLOAD_MESSAGES.FAILED;
  }
}

// ---------------------------------------------------------------------------------------------
// The route's answer
// ---------------------------------------------------------------------------------------------

/** The upload route's answer: the file's id, or the Indonesian message to show. */
export function readUploadAnswer(status: number, body: unknown, purpose: UploadPurpose): { fileId: string } | { message: string } {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  if (status >= 200 && status < 300) {
    const data = record.data as Record<string, unknown> | undefined;
    if (data && typeof data.id === 'string' && data.id !== '') return { fileId: data.id };
    return { message: UPLOAD_MESSAGES.FAILED };
  }
  const first = Array.isArray(record.errors) ? (record.errors[0] as Record<string, unknown> | undefined) : undefined;
  const message = typeof first?.message === 'string' && first.message !== '' ? first.message : null;
  if (status === 413) return { message: message ?? UPLOAD_MESSAGES.FILE_TOO_LARGE };
  if (status === 415) return { message: message ?? (purpose === 'attachment' ? BOOKING_MESSAGES.FILE_TYPE_ATTACHMENT : UPLOAD_MESSAGES.FILE_TYPE) };
  // The file store out of reach (issue 27): the API's own Indonesian 503 says the file was not kept and to send it again.
  if (status === 503 && first?.type === 'StorageUnavailable' && message) return { message };
  // 4xx carry the API's own Indonesian message; any other 5xx or a proxy's page is told as a failed upload.
  return { message: status < 500 && message ? message : UPLOAD_MESSAGES.FAILED };
}
