/*
 * Request ids (issue 27): the API keeps a caller's X-Request-Id only when one of the project's own
 * servers (the web edge and Next's route handlers, the console server) vouches for it with
 * REQUEST_ID_SIGNATURE_HEADER: an HMAC-SHA256 (base64url) of `requestIdSigningInput(id)` under the
 * secret they share with the API (the web's API_CLIENT_SECRET, which is the API's
 * OAUTH_CLIENT_SECRET). Any other id — a visitor's, through any path or straight to the API's port —
 * is replaced by one the API makes, so a visitor's id never reaches the API's logs or messages.
 * The HMAC itself is computed with node:crypto on each server (apps/api/src/lib/request-id.ts,
 * apps/web/src/server/api-client/headers.ts, apps/console/server/request-id.ts): this package runs
 * in the browser too.
 */

export const REQUEST_ID_HEADER = 'x-request-id';
export const REQUEST_ID_SIGNATURE_HEADER = 'x-kemudi-request-id-signature';

/** What an id of ours looks like: short, printable, no spaces (a UUID in practice). */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9._:-]{8,128}$/;

/** The text the signature is computed over (a fixed prefix: this HMAC is used for nothing else). */
export function requestIdSigningInput(id: string): string {
  return `kemudi-request-id:${id}`;
}
