/**
 * Cross-site request refusal for the staff calls (issue 24). The staff cookie is SameSite=Strict,
 * but the customer site (localhost:3000 / www.) and the console (localhost:3001 / konsol.) are the
 * same *site* for SameSite: a script on a customer page could still make the browser send it. So a
 * state-changing staff call must also carry JSON (or a picture's bytes), the header X-Kemudi-Console: 1 (a header a page
 * of another origin cannot add without a CORS preflight, which the API never grants) and an Origin
 * that is the console's own (CONSOLE_ORIGIN).
 */
import { CONSOLE_HEADER, STAFF_ERROR_MESSAGES } from '@kemudi/domain/contracts/staff';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/**
 * JSON, or the raw bytes of an uploaded picture (issue 25: promo images). None of them is a type a
 * cross-site form can send (text/plain, multipart/form-data, application/x-www-form-urlencoded).
 */
const BODY_TYPES = new Set(['application/json', 'image/jpeg', 'image/png', 'image/webp', 'application/octet-stream']);

/** Why the request is refused, or null when it may go on. */
export function crossSiteProblem(request: Pick<FastifyRequest, 'method' | 'headers'>, consoleOrigins: readonly string[]): string | null {
  if (!STATE_CHANGING.has(request.method)) return null;
  const origin = request.headers.origin;
  if (typeof origin !== 'string' || !consoleOrigins.includes(origin.toLowerCase())) return 'origin';
  if (request.headers[CONSOLE_HEADER] !== '1') return 'header';
  const type = request.headers['content-type'];
  if (typeof type !== 'string' || !BODY_TYPES.has(type.split(';', 1)[0]!.trim().toLowerCase())) return 'content-type';
  return null;
}

export function assertSameOrigin(request: FastifyRequest, consoleOrigins: readonly string[]): void {
  const problem = crossSiteProblem(request, consoleOrigins);
  if (problem === null) return;
  request.log.info({ problem }, 'staff call refused: not from the console');
  throw new AppError(403, 'CrossSiteRequest', STAFF_ERROR_MESSAGES.CrossSiteRequest);
}
