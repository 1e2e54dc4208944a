import 'server-only';

import { bookingCalls } from '@kemudi/domain/contracts/bookings';
import { LEAD_PROXY_TIMEOUT_MS } from '@kemudi/domain/constants';
import { ApiError, apiClient, clientIpOf, requestIdOf } from './api-client';
import { LEAD_PATHS, TOKEN_ANSWERING_PATHS } from './proxy-rules';
import { clearSession, readSession, setSessionTokens } from './session';
import { readUploadOwner, UPLOAD_OWNER_HEADER } from './upload-owner';

export { apiPathFor, serviceApiPath } from './proxy-rules';

/*
 * The front-end proxy (§7 "Base path /api/ on the main host"): the browser calls /api/{service}/v1/…
 * on the web origin, and the route handlers forward through the API client's `forward`, which
 * attaches the bearer from the HttpOnly cookie (or the system token). No token ever reaches the
 * browser, and the browser's own Authorization/Cookie headers never reach the API.
 */

/** The API accepts 256 KiB bodies; anything much larger is refused before it is buffered. */
const MAX_BODY_BYTES = 1024 * 1024;

/** The §7 error shape, never cached. */
export function errorResponse(status: number, type: string, message: string, extra: Record<string, unknown> = {}): Response {
  return Response.json({ errors: [{ type, message }], ...extra }, { status, headers: { 'cache-control': 'no-store' } });
}

/**
 * The answer of a proxy route whose API call failed with an ApiError. §4/§8: when the refresh
 * failed the cookies are cleared and the browser is told to go to the login page (redirect: true).
 */
export async function apiErrorResponse(err: ApiError): Promise<Response> {
  if (err.type === 'InvalidRefreshToken') {
    await clearSession();
    return errorResponse(401, 'InvalidRefreshToken', 'invalid refresh token', { redirect: true });
  }
  if (err.retryAfter !== undefined) {
    // §8-style error plus the seconds to wait (the one-time-code limits), in the body and the header.
    const response = errorResponse(err.status, err.type, err.message, { retryAfter: err.retryAfter });
    response.headers.set('retry-after', String(err.retryAfter));
    return response;
  }
  return errorResponse(err.status, err.type, err.message);
}

async function readBody(request: Request): Promise<Uint8Array | null | 'too-large'> {
  if (request.method === 'GET' || request.method === 'HEAD') return null;
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > MAX_BODY_BYTES) return 'too-large';
  const body = new Uint8Array(await request.arrayBuffer());
  return body.byteLength > MAX_BODY_BYTES ? 'too-large' : body;
}

/**
 * Issue 13: a guest's booking names photos uploaded under this browser's owner key, kept in an
 * HttpOnly cookie the page cannot read (server/upload-owner.ts): the web server adds it to the
 * booking call. One sent by the browser itself is never passed on.
 */
async function withUploadOwner(request: Request, apiPath: string): Promise<Headers> {
  const headers = new Headers(request.headers);
  headers.delete(UPLOAD_OWNER_HEADER);
  if (request.method === 'POST' && apiPath === bookingCalls.create.path) {
    const owner = await readUploadOwner();
    if (owner) headers.set(UPLOAD_OWNER_HEADER, owner);
  }
  return headers;
}

export async function forwardToApi(
  request: Request,
  apiPath: string | null,
  options: { anonymous?: boolean } = {},
): Promise<Response> {
  if (apiPath === null || TOKEN_ANSWERING_PATHS.has(apiPath.replace(/\/+$/, ''))) {
    return errorResponse(404, 'NotFoundError', 'Alamat tidak ditemukan');
  }
  const body = await readBody(request);
  if (body === 'too-large') return errorResponse(413, 'PayloadTooLarge', 'Data yang dikirim terlalu besar');
  const session = options.anonymous ? {} : await readSession();

  try {
    const upstream = await apiClient.forward({
      method: request.method,
      path: `${apiPath}${new URL(request.url).search}`,
      headers: await withUploadOwner(request, apiPath),
      body,
      token: session.accessToken,
      refreshToken: session.refreshToken,
      anonymous: options.anonymous,
      clientIp: clientIpOf(request.headers),
      // The edge's id of this request (it replaced the visitor's): the API logs the call under it.
      ...requestIdOf(request.headers),
      ...(LEAD_PATHS.has(apiPath.replace(/\/+$/, '')) ? { timeoutMs: LEAD_PROXY_TIMEOUT_MS } : {}),
    });
    // §4: on a successful refresh the new tokens go into the HttpOnly cookies.
    if (upstream.tokens) await setSessionTokens(upstream.tokens);
    // After a customer's write (pay, cancel, add to cart) their next read must not be the §9 500 ms
    // cached answer from before it; other callers' cached reads are kept.
    if (request.method !== 'GET' && request.method !== 'HEAD' && session.accessToken) {
      apiClient.clearCacheOf({ token: session.accessToken });
      if (upstream.tokens) apiClient.clearCacheOf({ token: upstream.tokens.accessToken });
    }
    return new Response(upstream.body, { status: upstream.status, headers: upstream.headers });
  } catch (err) {
    if (err instanceof ApiError) return apiErrorResponse(err);
    console.error('proxy: unexpected failure forwarding %s %s', request.method, apiPath, err);
    return errorResponse(500, 'InternalServerError', 'Terjadi kesalahan pada server');
  }
}
