import { OtpChannelField, OtpField, OtpPurposeField, PhoneNumberField, accountCalls } from '@kemudi/domain/contracts/account';
import { z } from 'zod';
import { getGuestRouteApi, getTempRouteApi } from '@/server/api';
import { dataResponse, failure, noTempCookie, readWrite, tokenPairOf } from '@/server/account/auth-routes';
import { mergeGuestCart } from '@/server/cart';
import { startSession, startTempSession } from '@/server/session';

/*
 * §7 front-end proxy route `login`: checks the one-time code (§7 validate-otp / whatsapp/validate-otp).
 * purpose 'login': a guest logs in with their phone. purpose 'register': the §4 temporary login
 * verifies its phone and is promoted — the full pair replaces the temp cookies. The pair goes into
 * the HttpOnly cookies; the answer names the customer only.
 * Body { phoneNumber, otp, channel, purpose } → { customer: { name }, temporary: false }.
 */

export const dynamic = 'force-dynamic';

const Body = z.object({ phoneNumber: PhoneNumberField, otp: OtpField, channel: OtpChannelField, purpose: OtpPurposeField });

export async function POST(request: Request): Promise<Response> {
  const body = await readWrite(request, Body);
  if ('refusal' in body) return body.refusal;
  const { channel, phoneNumber, otp, purpose } = body.data;
  try {
    const api = purpose === 'register' ? await getTempRouteApi() : await getGuestRouteApi();
    if (!api) return noTempCookie();
    const call = channel === 'whatsapp' ? accountCalls.validateOtpWhatsApp : accountCalls.validateOtpSms;
    const answer = await api.call(call, { body: { phoneNumber, otp, purpose } });
    if (answer.temporary) await startTempSession(tokenPairOf(answer));
    else {
      await startSession(tokenPairOf(answer));
      // Issue 12: the guest's cart joins the customer's now, so the first page's badge counts it (never fails the login).
      await mergeGuestCart(tokenPairOf(answer));
    }
    return dataResponse({ customer: { name: answer.customer.name }, temporary: answer.temporary });
  } catch (err) {
    return failure(err, 'login');
  }
}
