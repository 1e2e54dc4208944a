import { consentCalls } from '@kemudi/domain/contracts/consent';
import { answer, crossSiteRefusal, parseBody, readJsonBody } from '@/server/account/myaccount-routes';

/*
 * §7 front-end proxy route `submit-uu-pdp` (issue 11, UU PDP): My Account's personal-data consent.
 * GET: the customer's current decision and their history (newest first); POST: give (1) or
 * withdraw (3) consent. The customer's own calls, with their token from its HttpOnly cookie;
 * without one 401 'No access token provided' (§8). Writes from the site's own pages only.
 */

export const dynamic = 'force-dynamic';

export async function GET(): Promise<Response> {
  return answer((api) => api.call(consentCalls.mine));
}

export async function POST(request: Request): Promise<Response> {
  const refused = crossSiteRefusal(request);
  if (refused) return refused;
  const read = await readJsonBody(request);
  if ('refusal' in read) return read.refusal;
  const body = parseBody(consentCalls.decide.body, read.body);
  if ('refusal' in body) return body.refusal;
  return answer((api) => api.call(consentCalls.decide, { body: body.data }), { write: true });
}
