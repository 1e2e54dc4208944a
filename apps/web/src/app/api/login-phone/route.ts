import { OtpChannelField, OtpPurposeField, PhoneNumberField, accountCalls } from '@kemudi/domain/contracts/account';
import { z } from 'zod';
import { getGuestRouteApi, getTempRouteApi } from '@/server/api';
import { dataResponse, failure, noTempCookie, readWrite } from '@/server/account/auth-routes';

/*
 * §7 front-end proxy route `login-phone`: sends a one-time code by WhatsApp or SMS (§7 generate-otp /
 * whatsapp/generate-otp). purpose 'login' (the /login page) asks as a guest for a registered phone;
 * purpose 'register' (/verifikasi-otp) asks with the §4 temporary login for the new account's own
 * phone — without its cookie: §8 'No temp cookie provided'.
 * Body { phoneNumber, channel, purpose } → { channel, phoneNumber, expiresIn, resendIn }; the API's
 * limits answer 429 with retryAfter seconds.
 */

export const dynamic = 'force-dynamic';

const Body = z.object({ phoneNumber: PhoneNumberField, channel: OtpChannelField, purpose: OtpPurposeField });

export async function POST(request: Request): Promise<Response> {
  const body = await readWrite(request, Body);
  if ('refusal' in body) return body.refusal;
  const { channel, phoneNumber, purpose } = body.data;
  try {
    const api = purpose === 'register' ? await getTempRouteApi() : await getGuestRouteApi();
    if (!api) return noTempCookie();
    const call = channel === 'whatsapp' ? accountCalls.generateOtpWhatsApp : accountCalls.generateOtpSms;
    return dataResponse(await api.call(call, { body: { phoneNumber, purpose } }));
  } catch (err) {
    return failure(err, 'login-phone');
  }
}
