import { customerCalls } from '@kemudi/domain/contracts/customer';
import { getRouteApi } from '@/server/api';
import { dataResponse, failure, noAccessToken } from '@/server/account/auth-routes';
import { errorResponse } from '@/server/proxy';
import { readSession } from '@/server/session';

/*
 * §7 front-end proxy route `user-authentication` (§4 login state): the logged-in customer (§3 User),
 * read with the customer's token (refreshed and stored when it has expired). Without a customer
 * cookie: §8 401 'No access token provided'; a refused refresh: 401 InvalidRefreshToken with
 * redirect true, cookies cleared; any failure means logged out for the caller (§8).
 */

export const dynamic = 'force-dynamic';

export async function GET(): Promise<Response> {
  const session = await readSession();
  if (!session.accessToken && !session.refreshToken) return noAccessToken();
  try {
    const api = await getRouteApi();
    // The refresh token was refused (the cookies are cleared by now): §4 back to the login page.
    if (api.caller !== 'customer') return errorResponse(401, 'InvalidRefreshToken', 'invalid refresh token', { redirect: true });
    return dataResponse(await api.call(customerCalls.current, { query: { deviceType: 'web' } }));
  } catch (err) {
    return failure(err, 'user-authentication');
  }
}
