import { ACCOUNT_ERROR_MESSAGES, accountCalls } from '@kemudi/domain/contracts/account';
import { getGuestRouteApi } from '@/server/api';
import { dataResponse, failure, readWrite } from '@/server/account/auth-routes';

/*
 * §7 front-end proxy route `check-phonenumber-verified` → §7 check-phonenumber-verified-on-other-account:
 * the registration form asks, when the phone field is left and before sending, whether the number
 * is already verified on another account (then registering with it is refused).
 * Body { phoneNumber } → { phoneNumber (normalised 08…), verifiedOnOtherAccount, message? } — the
 * message (the API's own for a refused registration) so the form need not carry the contracts.
 */

export const dynamic = 'force-dynamic';

export async function POST(request: Request): Promise<Response> {
  const body = await readWrite(request, accountCalls.checkPhoneVerified.body);
  if ('refusal' in body) return body.refusal;
  try {
    const answer = await (await getGuestRouteApi()).call(accountCalls.checkPhoneVerified, { body: body.data });
    return dataResponse(answer.verifiedOnOtherAccount ? { ...answer, message: ACCOUNT_ERROR_MESSAGES.PhoneAlreadyVerified } : answer);
  } catch (err) {
    return failure(err, 'check-phonenumber-verified');
  }
}
