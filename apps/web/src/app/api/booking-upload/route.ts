import { BOOKING_MESSAGES, UPLOAD_ATTACHMENT_TYPES, UPLOAD_IMAGE_TYPES, UPLOAD_MAX_BYTES, UPLOAD_PURPOSES, type UploadPurpose } from '@kemudi/domain/bookings';
import { bookingCalls } from '@kemudi/domain/contracts/bookings';
import { crossSiteRefusal } from '@/server/account/myaccount-routes';
import { ApiError, apiClient, clientIpOf, refreshCustomerTokens, requestIdOf } from '@/server/api-client';
import { apiErrorResponse, errorResponse } from '@/server/proxy';
import { clearSession, readSession, setSessionTokens } from '@/server/session';
import { ensureUploadOwner, UPLOAD_OWNER_HEADER } from '@/server/upload-owner';

/*
 * POST /api/booking-upload?purpose=damage|ktp|sim|selfie|attachment (issue 13): one photo or
 * document from a booking or contact form, passed on as raw bytes with its Content-Type to the
 * API's upload call, which judges the type by the bytes and stores the file. The generic proxy
 * (/api/booking/v1/…) refuses bodies over 1 MB, and a guest's upload must carry the owner key of
 * the HttpOnly cookie (server/upload-owner.ts), which the browser cannot read: hence this route.
 *
 * Refused here before the API is asked: another site's request (403), an unknown purpose (400), a
 * type that is no photo or PDF (415), a body over 5 MB (413, from Content-Length before anything is
 * read, and again while reading when the length was not declared or lied), an empty body (400).
 */

export const dynamic = 'force-dynamic';

const NO_STORE = { 'cache-control': 'no-store' };

function purposeOf(request: Request): UploadPurpose | null {
  const value = new URL(request.url).searchParams.get('purpose');
  return UPLOAD_PURPOSES.find((p) => p === value) ?? null;
}

/** The body's bytes, or 'too-large' as soon as more than UPLOAD_MAX_BYTES have arrived (the rest is not read). */
async function readCapped(request: Request): Promise<Uint8Array | 'too-large'> {
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > UPLOAD_MAX_BYTES) {
      await reader.cancel().catch(() => undefined);
      return 'too-large';
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}

/**
 * Who the upload is for: the customer's token (an access cookie that ran out while the refresh one
 * remains is renewed first, as for every route), else the guest's owner key.
 */
async function uploaderOf(): Promise<{ token: string; refreshToken?: string } | { owner: string }> {
  const session = await readSession();
  let { accessToken } = session;
  const { refreshToken } = session;
  if (!accessToken && refreshToken) {
    const renewed = await refreshCustomerTokens(refreshToken);
    if (renewed) {
      await setSessionTokens(renewed);
      return { token: renewed.accessToken, ...(renewed.refreshToken ? { refreshToken: renewed.refreshToken } : {}) };
    }
    await clearSession();
    accessToken = undefined;
  }
  if (accessToken) return { token: accessToken, ...(refreshToken ? { refreshToken } : {}) };
  return { owner: await ensureUploadOwner() };
}

export async function POST(request: Request): Promise<Response> {
  const crossSite = crossSiteRefusal(request);
  if (crossSite) return crossSite;
  const purpose = purposeOf(request);
  if (!purpose) return errorResponse(400, 'ValidationError', 'Jenis unggahan tidak dikenal');
  const contentType = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  const allowed: readonly string[] = purpose === 'attachment' ? UPLOAD_ATTACHMENT_TYPES : UPLOAD_IMAGE_TYPES;
  if (!allowed.includes(contentType)) {
    return errorResponse(415, 'UnsupportedMediaType', purpose === 'attachment' ? BOOKING_MESSAGES.FILE_TYPE_ATTACHMENT : BOOKING_MESSAGES.FILE_TYPE);
  }
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > UPLOAD_MAX_BYTES) return errorResponse(413, 'PayloadTooLarge', BOOKING_MESSAGES.FILE_TOO_LARGE);
  const body = await readCapped(request);
  if (body === 'too-large') return errorResponse(413, 'PayloadTooLarge', BOOKING_MESSAGES.FILE_TOO_LARGE);
  if (body.byteLength === 0) return errorResponse(400, 'ValidationError', BOOKING_MESSAGES.FILE_EMPTY);

  try {
    const uploader = await uploaderOf();
    const headers = new Headers({ 'content-type': contentType, accept: 'application/json' });
    if ('owner' in uploader) headers.set(UPLOAD_OWNER_HEADER, uploader.owner);
    const upstream = await apiClient.forward({
      method: 'POST',
      path: `${bookingCalls.upload.path}?purpose=${purpose}`,
      headers,
      body,
      ...('token' in uploader ? uploader : {}),
      clientIp: clientIpOf(request.headers),
      ...requestIdOf(request.headers),
    });
    // §4: a token renewed on the way goes into the HttpOnly cookies.
    if (upstream.tokens) await setSessionTokens(upstream.tokens);
    const out = new Headers(upstream.headers);
    out.set('cache-control', NO_STORE['cache-control']);
    return new Response(upstream.body, { status: upstream.status, headers: out });
  } catch (err) {
    if (err instanceof ApiError) return apiErrorResponse(err);
    console.error('booking-upload: unexpected failure', err);
    return errorResponse(502, 'BadGateway', 'Unggahan belum dapat dikirim. Silakan coba lagi.');
  }
}
