import { accountCalls } from '@kemudi/domain/contracts/account';
import { answer, crossSiteRefusal, parseBody, readJsonBody } from '@/server/account/myaccount-routes';

/*
 * Issue 29 (§7 change-phone): with the code sent to the new number, the account moves to it
 * (verified by the code's channel). Answers the customer as customers/current does. Without an
 * access token: 401 'No access token provided' (§8).
 */

export const dynamic = 'force-dynamic';

export async function POST(request: Request): Promise<Response> {
  const refused = crossSiteRefusal(request);
  if (refused) return refused;
  const read = await readJsonBody(request);
  if ('refusal' in read) return read.refusal;
  const body = parseBody(accountCalls.changePhone.body, read.body);
  if ('refusal' in body) return body.refusal;
  return answer((api) => api.call(accountCalls.changePhone, { body: body.data }), { write: true });
}
