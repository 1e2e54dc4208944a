import { accountCalls } from '@kemudi/domain/contracts/account';
import { getGuestRouteApi } from '@/server/api';
import { dataResponse, failure, readWrite, tokenPairOf } from '@/server/account/auth-routes';
import { startTempSession } from '@/server/session';

/*
 * §7 front-end proxy route `register` → customers/register. The new account's phone is not verified
 * yet, so the API answers a temporary pair (§4 "temporary login … promoted after phone
 * verification"): it goes into the temp cookies, and the browser continues to /verifikasi-otp.
 * Body { name, phoneNumber, email, password } → { temporary: true }; the tokens stay in the cookies.
 */

export const dynamic = 'force-dynamic';

export async function POST(request: Request): Promise<Response> {
  const body = await readWrite(request, accountCalls.register.body);
  if ('refusal' in body) return body.refusal;
  try {
    const tokens = await (await getGuestRouteApi()).call(accountCalls.register, { body: body.data });
    await startTempSession(tokenPairOf(tokens));
    return dataResponse({ temporary: true, phoneNumber: body.data.phoneNumber }, 201);
  } catch (err) {
    return failure(err, 'register');
  }
}
