import { accountCalls } from '@kemudi/domain/contracts/account';
import { getGuestRouteApi } from '@/server/api';
import { dataResponse, failure, readWrite, tokenPairOf } from '@/server/account/auth-routes';
import { mergeGuestCart } from '@/server/cart';
import { startSession, startTempSession } from '@/server/session';

/*
 * §7 front-end proxy route `login-email`: email or phone and password (/login-email and
 * /login-password). A customer whose phone is not verified yet gets the §4 temporary login (temp
 * cookies, `temporary: true`) and the browser sends them to /verifikasi-otp.
 * Body { username, password } → { temporary }; the tokens stay in the HttpOnly cookies.
 */

export const dynamic = 'force-dynamic';

export async function POST(request: Request): Promise<Response> {
  const body = await readWrite(request, accountCalls.login.body);
  if ('refusal' in body) return body.refusal;
  try {
    const tokens = await (await getGuestRouteApi()).call(accountCalls.login, { body: body.data });
    if (tokens.temporary) await startTempSession(tokenPairOf(tokens));
    else {
      await startSession(tokenPairOf(tokens));
      // Issue 12: the guest's cart joins the customer's now, so the first page's badge counts it (never fails the login).
      await mergeGuestCart(tokenPairOf(tokens));
    }
    return dataResponse({ temporary: tokens.temporary });
  } catch (err) {
    return failure(err, 'login-email');
  }
}
