import { accountCalls } from '@kemudi/domain/contracts/account';
import { answer, crossSiteRefusal, parseBody, readJsonBody } from '@/server/account/myaccount-routes';

/*
 * Issue 29 (§7 change-phone): sends the one-time code to the new number the customer wants on
 * their account, by WhatsApp or SMS; the API applies the login code's limits (429 with retryAfter).
 * Without an access token: 401 'No access token provided' (§8).
 */

export const dynamic = 'force-dynamic';

export async function POST(request: Request): Promise<Response> {
  const refused = crossSiteRefusal(request);
  if (refused) return refused;
  const read = await readJsonBody(request);
  if ('refusal' in read) return read.refusal;
  const body = parseBody(accountCalls.changePhoneCode.body, read.body);
  if ('refusal' in body) return body.refusal;
  return answer((api) => api.call(accountCalls.changePhoneCode, { body: body.data }));
}
