import { cartCalls } from '@kemudi/domain/contracts/cart';
import { customerCalls } from '@kemudi/domain/contracts/customer';
import { cookies } from 'next/headers';
import { CART_GUID_COOKIE, SESSION_HINT_COOKIE } from '@/lib/layout';
import type { VisitorAnswer } from '@/lib/visitor-answer';
import { dataResponse } from '@/server/account/auth-routes';
import { getRouteApi, type Api } from '@/server/api';
import { ApiError } from '@/server/api-client';
import { cartCityOf, cartGuidOf, keepCartGuid } from '@/server/cart';
import { clearSession, readSession } from '@/server/session';

/*
 * Issue 26: the layout's customer data in one call (lib/visitor-answer.ts): who is visiting and how
 * many items their cart holds, for the header's and drawer's islands. What /api/user-authentication
 * and GET global-cart?doUpdateHiddenEntries=false answer, asked of the API side by side with one
 * token (renewed and stored when it has expired, as by those routes), with the same cookies
 * written: the guid cookie kept, refreshed or dropped (a guest cart merged into the customer's),
 * the session cleared when its refresh is refused. Always 200: a part that cannot be read is null
 * (§8: the customer treated as logged out, the badge left as it is); nothing cached (no-store).
 */

export const dynamic = 'force-dynamic';

export async function GET(): Promise<Response> {
  const [session, jar] = await Promise.all([readSession(), cookies()]);
  const held = jar.get(CART_GUID_COOKIE)?.value;
  const hasSession = Boolean(session.accessToken || session.refreshToken);
  if (!hasSession && held === undefined) {
    // No cookie behind the hints: a guest without a cart, and no call. A session hint left over goes.
    if (jar.get(SESSION_HINT_COOKIE) !== undefined) await clearSession();
    return dataResponse({ user: null, cartCount: 0, signedOut: true } satisfies VisitorAnswer);
  }
  let api: Api;
  try {
    api = await getRouteApi();
  } catch (err) {
    console.error('visitor route: the session could not be renewed', err);
    return dataResponse({ user: null, cartCount: null, signedOut: false } satisfies VisitorAnswer);
  }
  const customer = api.caller === 'customer';
  const guid = cartGuidOf(jar);
  const [user, cartCount] = await Promise.all([
    customer
      ? api.call(customerCalls.current, { query: { deviceType: 'web' } }).then(
          ({ name }) => ({ user: name ? { name } : null, refused: false }),
          (err: unknown) => ({ user: null, refused: err instanceof ApiError && err.status === 401 }),
        )
      : // No session, or its refresh was refused (getRouteApi cleared it).
        Promise.resolve({ user: null, refused: true }),
    customer || held !== undefined
      ? api.call(cartCalls.globalCart, { query: { ...(guid ? { guid } : {}), cityCode: cartCityOf(jar), doUpdateHiddenEntries: 'false' } }).then(
          (cart) => {
            keepCartGuid(jar, customer, held, cart);
            return cart.totalGlobalNonBundleUnitCount;
          },
          (err: unknown) => {
            if (!(err instanceof ApiError)) console.error('visitor route: the cart could not be read', err);
            return null;
          },
        )
      : Promise.resolve(0),
  ]);
  // The API refused the token (after any renewal), or there is none: the session and its hint go, as
  // after /api/user-authentication's 401.
  if (user.refused && (customer || jar.get(SESSION_HINT_COOKIE) !== undefined)) await clearSession();
  return dataResponse({ user: user.user, cartCount, signedOut: user.refused } satisfies VisitorAnswer);
}
