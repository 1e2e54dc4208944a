import { accountCalls } from '@kemudi/domain/contracts/account';
import { authCalls } from '@kemudi/domain/contracts/auth';
import { leadCalls } from '@kemudi/domain/contracts/leads';

/*
 * The front-end proxy's rules (§7 "Base path /api/ on the main host"), shared by the Next route
 * handlers (./proxy.ts) and the edge server's guest fast path (src/edge), which runs outside Next:
 * which paths may be forwarded at all, and which need more than a plain forward.
 */

const SERVICE = /^[a-z][a-z0-9-]{0,63}$/;

/**
 * Calls whose answer is a token pair. The browser reaches them only through the login routes
 * (/api/login, /api/register, /api/login-email, /api/get-refresh-token), which keep the tokens in
 * HttpOnly cookies: forwarded as they are, their answer would hand the tokens to the page's scripts.
 */
export const TOKEN_ANSWERING_PATHS: ReadonlySet<string> = new Set(
  [
    authCalls.refreshToken,
    accountCalls.register,
    accountCalls.login,
    accountCalls.validateOtpSms,
    accountCalls.validateOtpWhatsApp,
    accountCalls.loginSocialMedia,
    accountCalls.dacToken,
    accountCalls.dacRegister,
  ].map((call) => call.path),
);

/**
 * Builds `/api/{service}/v1/{…path}` from the decoded route params, re-encoding each segment, and
 * refuses dot segments so a crafted URL cannot climb out of the service (e.g. to the token endpoint).
 */
export function apiPathFor(prefix: string, segments: readonly string[] = []): string | null {
  if (segments.some((segment) => segment === '' || segment === '.' || segment === '..')) return null;
  return segments.length === 0 ? prefix : `${prefix}/${segments.map(encodeURIComponent).join('/')}`;
}

export function serviceApiPath(service: string, segments: readonly string[]): string | null {
  // Issue 24: the staff console's calls are never forwarded from the customer site (the edge already answers them 404).
  if (!SERVICE.test(service) || service === 'staff') return null;
  return apiPathFor(`/api/${service}/v1`, segments);
}

/** §9 "lead submission 70000 ms, and 80000 ms via proxy": a lead call forwarded here waits longer than the 30 s default (issue 13). */
export const LEAD_PATHS: ReadonlySet<string> = new Set([leadCalls.submit, leadCalls.submitV3, leadCalls.contact].map((call) => call.path));

