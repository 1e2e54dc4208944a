import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * Request ids (issue 27): the API keeps a caller's X-Request-Id only when one of the project's own
 * servers (the web edge, Next's route handlers, the console server) vouches for it with this
 * header: an HMAC-SHA256 of the id under the secret they share with the API (the web's
 * API_CLIENT_SECRET, which is the API's OAUTH_CLIENT_SECRET). Any other id — a visitor's, sent
 * through any path or straight to the API's port — is replaced by one the API makes itself, so a
 * visitor's id never reaches the API's logs or its messages. Server-side only (node:crypto).
 */

export const REQUEST_ID_HEADER = 'x-request-id';
export const REQUEST_ID_SIGNATURE_HEADER = 'x-kemudi-request-id-signature';

/** What an id of ours looks like: short, printable, no spaces (a UUID in practice). */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9._:-]{8,128}$/;

export function signRequestId(id: string, secret: string): string {
  return createHmac('sha256', secret).update(`kemudi-request-id:${id}`).digest('base64url');
}

/** The headers a project server adds to its call to the API: the id and its signature. */
export function signedRequestIdHeaders(id: string, secret: string): Record<string, string> {
  return { [REQUEST_ID_HEADER]: id, [REQUEST_ID_SIGNATURE_HEADER]: signRequestId(id, secret) };
}

/** The id when it is well formed and signed with `secret`; otherwise undefined. */
export function verifiedRequestId(id: unknown, signature: unknown, secret: string): string | undefined {
  if (typeof id !== 'string' || typeof signature !== 'string' || !REQUEST_ID_PATTERN.test(id)) return undefined;
  const expected = Buffer.from(signRequestId(id, secret));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : undefined;
}
