import { createHmac } from 'node:crypto';
import { REQUEST_ID_HEADER, REQUEST_ID_SIGNATURE_HEADER, requestIdSigningInput } from '@kemudi/domain/request-id';

/** Our request id and its signature (packages/domain/src/request-id.ts), for the call to the API. */
export function signedRequestIdHeaders(id: string, secret: string): Record<string, string> {
  return { [REQUEST_ID_HEADER]: id, [REQUEST_ID_SIGNATURE_HEADER]: createHmac('sha256', secret).update(requestIdSigningInput(id)).digest('base64url') };
}
