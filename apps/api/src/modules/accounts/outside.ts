/**
 * Callers from outside services (§6, §7): Google login and the digital-account-opening (DAC)
 * service. Both stay off — 503 with an Indonesian message — until their configuration is set.
 */
import { ACCOUNT_ERROR_MESSAGES } from '@kemudi/domain/contracts/account';
import type { FastifyInstance } from 'fastify';
import { AppError, badRequest } from '../../lib/errors';
import { USER_NOT_AUTHENTICATED } from '../../plugins/auth';
import { findCustomerByEmail, phoneVerified } from './customers';
import { openSession, type ClientInfo, type TokenPair } from './sessions';

const TIMEOUT_MS = 5000;

/** What Google's tokeninfo endpoint answers for a valid ID token (the fields we read). */
type GoogleTokenInfo = { aud?: string; iss?: string; email?: string; email_verified?: string | boolean; exp?: string };

/**
 * §7 login-social-media (Google): the ID token is checked by Google's tokeninfo endpoint (signature
 * and expiry), then its audience must be our GOOGLE_CLIENT_ID and its email verified; the account
 * with that email is logged in (temporary while its phone is unverified). Any failure is §8's
 * default social-login message.
 */
export async function loginWithGoogle(app: FastifyInstance, idToken: string, client: ClientInfo): Promise<TokenPair> {
  const clientId = app.config.GOOGLE_CLIENT_ID;
  if (!clientId) throw new AppError(503, 'SocialLoginUnavailable', ACCOUNT_ERROR_MESSAGES.SocialLoginUnavailable);
  const failed = () => new AppError(401, 'SocialLoginFailed', USER_NOT_AUTHENTICATED);
  let info: GoogleTokenInfo;
  try {
    const response = await fetch(`https://oauth2.googleapis.com/tokeninfo?id_token=${encodeURIComponent(idToken)}`, {
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) throw failed();
    info = (await response.json()) as GoogleTokenInfo;
  } catch (error) {
    if (error instanceof AppError) throw error;
    app.log.warn({ err: error }, 'google tokeninfo unreachable');
    throw new AppError(503, 'SocialLoginUnavailable', ACCOUNT_ERROR_MESSAGES.SocialLoginUnavailable);
  }
  const issuerOk = info.iss === 'accounts.google.com' || info.iss === 'https://accounts.google.com';
  const emailVerified = info.email_verified === true || info.email_verified === 'true';
  if (info.aud !== clientId || !issuerOk || !emailVerified || !info.email) throw failed();
  const row = await findCustomerByEmail(app.db, info.email);
  if (!row) throw failed();
  return app.db.transaction((tx) => openSession(app, tx, row.id, !phoneVerified(row), client));
}

/**
 * §7 digital account opening, under saphybris-proxy: forwarded to DAC_BASE_URL (same sub-path,
 * JSON in and out) when configured; 503 otherwise, and 502 when the service cannot be reached.
 */
export async function forwardToDac(
  app: FastifyInstance,
  request: { method: 'GET' | 'POST'; path: string; query?: Record<string, string | undefined>; body?: unknown },
): Promise<unknown> {
  const base = app.config.DAC_BASE_URL;
  if (!base) throw new AppError(503, 'DigitalAccountUnavailable', ACCOUNT_ERROR_MESSAGES.DigitalAccountUnavailable);
  // An id of '..' or '%2e%2e' is a dot segment to the URL parser: it would climb out of the call's
  // path on the DAC service (issue 16 sweep). No id is one.
  if (request.path.split('/').some((segment) => /^(?:\.|%2e){1,2}$/i.test(segment))) throw badRequest('Parameter alamat tidak valid.');
  const url = new URL(request.path, base.endsWith('/') ? base : `${base}/`);
  for (const [name, value] of Object.entries(request.query ?? {})) if (value !== undefined) url.searchParams.set(name, value);
  try {
    const response = await fetch(url, {
      method: request.method,
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      ...(request.method === 'POST' ? { body: JSON.stringify(request.body ?? {}) } : {}),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const answer = (await response.json()) as { data?: unknown };
    if (!response.ok) throw new Error(`DAC answered ${response.status}`);
    return answer.data ?? answer;
  } catch (error) {
    app.log.warn({ err: error }, 'digital account opening service failed');
    throw new AppError(502, 'DigitalAccountError', 'Layanan pembukaan rekening digital sedang tidak dapat dihubungi. Coba lagi nanti.');
  }
}
