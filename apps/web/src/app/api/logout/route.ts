import { accountCalls } from '@kemudi/domain/contracts/account';
import { getRouteApi, getTempRouteApi, type Api } from '@/server/api';
import { crossSiteRefusal, dataResponse } from '@/server/account/auth-routes';
import { clearAllSessions, readSession, readTempSession } from '@/server/session';

/*
 * Logout (§7 lists no proxy route for it; issue 10 "Logout revokes the session on the server"): the
 * API revokes the session of each pair this browser holds (the customer's and a temporary login),
 * then both pairs of cookies are cleared — also when the API cannot be reached, so the visitor is
 * logged out here whatever happens there. The header's Keluar is a plain form: a form post is
 * answered 303 to the home page; a fetch (JSON) gets `{ loggedOut: true }`.
 */

export const dynamic = 'force-dynamic';

/** Asks the API to revoke one pair's session; a failure is logged and the cookies are cleared all the same. */
async function revoke(apiOf: () => Promise<Api | null>, refreshToken: string | undefined): Promise<void> {
  try {
    const api = await apiOf();
    // No api: the refresh token was refused already, so there is no session left to end.
    if (!api || api.caller !== 'customer') return;
    await api.call(accountCalls.logout, { body: refreshToken ? { refresh_token: refreshToken } : {} });
  } catch (err) {
    console.warn(`[logout] the API did not revoke the session: ${(err as Error).message}`);
  }
}

export async function POST(request: Request): Promise<Response> {
  const crossSite = crossSiteRefusal(request);
  if (crossSite) return crossSite;
  const [session, temp] = await Promise.all([readSession(), readTempSession()]);
  if (session.accessToken || session.refreshToken) await revoke(getRouteApi, session.refreshToken);
  if (temp.accessToken || temp.refreshToken) await revoke(getTempRouteApi, temp.refreshToken);
  await clearAllSessions();
  const isForm = (request.headers.get('content-type') ?? '').toLowerCase().startsWith('application/x-www-form-urlencoded');
  if (isForm) return new Response(null, { status: 303, headers: { location: '/', 'cache-control': 'no-store' } });
  return dataResponse({ loggedOut: true });
}
