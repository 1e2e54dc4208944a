import { refreshCustomerTokens } from '@/server/api-client';
import { crossSiteRefusal, dataResponse, failure } from '@/server/account/auth-routes';
import { errorResponse } from '@/server/proxy';
import { clearSession, readSession, setSessionTokens } from '@/server/session';

/*
 * §7 front-end proxy route `get-refresh-token` (§4 token handling): renews the customer's pair from
 * the refresh cookie and stores it; the answer carries no token. Without a valid refresh token:
 * §8 401 InvalidRefreshToken, 'invalid refresh token', redirect true, and the cookies cleared — the
 * browser then goes to /login?redirect=… . Single-flighted per refresh token (refreshCustomerTokens),
 * so two tabs renewing at once do not trip the API's reuse detection.
 */

export const dynamic = 'force-dynamic';

async function refused(): Promise<Response> {
  await clearSession();
  return errorResponse(401, 'InvalidRefreshToken', 'invalid refresh token', { redirect: true });
}

export async function POST(request: Request): Promise<Response> {
  const crossSite = crossSiteRefusal(request);
  if (crossSite) return crossSite;
  const { refreshToken } = await readSession();
  if (!refreshToken) return refused();
  try {
    const renewed = await refreshCustomerTokens(refreshToken);
    if (!renewed) return refused();
    await setSessionTokens(renewed);
    return dataResponse({ refreshed: true, ...(renewed.expiresIn !== undefined ? { expiresIn: renewed.expiresIn } : {}) });
  } catch (err) {
    return failure(err, 'get-refresh-token');
  }
}
