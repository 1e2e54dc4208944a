import { createHmac, timingSafeEqual } from 'node:crypto';
import { REQUEST_ID_PATTERN, requestIdSigningInput } from '@kemudi/domain/request-id';

/** The signature our servers send with their request id (packages/domain/src/request-id.ts). */
export function signRequestId(id: string, secret: string): string {
  return createHmac('sha256', secret).update(requestIdSigningInput(id)).digest('base64url');
}

/** The id when it is well formed and signed with `secret`; otherwise undefined. */
export function verifiedRequestId(id: unknown, signature: unknown, secret: string): string | undefined {
  if (typeof id !== 'string' || typeof signature !== 'string' || !REQUEST_ID_PATTERN.test(id)) return undefined;
  const expected = Buffer.from(signRequestId(id, secret));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : undefined;
}
