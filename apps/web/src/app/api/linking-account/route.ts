import { loyaltyCalls } from '@kemudi/domain/contracts/loyalty';
import { answer, crossSiteRefusal, parseBody, readJsonBody } from '@/server/account/myaccount-routes';

/*
 * §7 front-end proxy route `linking-account`: links the logged-in customer's AstraPay wallet
 * (issue 11). The body may name the phone (it must be the account's verified one; default: that
 * phone). Same-origin JSON only; without an access token §8 401 'No access token provided'.
 */

export const dynamic = 'force-dynamic';

export async function POST(request: Request): Promise<Response> {
  const refused = crossSiteRefusal(request);
  if (refused) return refused;
  const read = await readJsonBody(request);
  if ('refusal' in read) return read.refusal;
  const body = parseBody(loyaltyCalls.linkAccount.body, read.body ?? {});
  if ('refusal' in body) return body.refusal;
  return answer((api) => api.call(loyaltyCalls.linkAccount, { body: body.data }), { write: true });
}
