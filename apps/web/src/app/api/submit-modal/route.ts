import { dealerSyncCalls } from '@kemudi/domain/contracts/dealer-sync';
import { getGuestRouteApi } from '@/server/api';
import { answer, crossSiteRefusal, dataResponse, failure, parseBody, readJsonBody } from '@/server/account/myaccount-routes';

/*
 * §7 front-end proxy route `submit-modal` (issue 11): "PUT when type is pdpConsentNotLoggedIn,
 * else POST; type o2ocars carries isPhoneVerified, isWAVerified, isEmailVerified, is020Sync".
 * - POST: the logged-in customer's answer to one §4 post-login step (seamless, o2oprofile,
 *   o2ocars, pdp), with their token; without one 401 'No access token provided' (§8).
 * - PUT: a guest's consent given on a form (pdpConsentNotLoggedIn), with the system token.
 * Both are writes from the site's own pages only (same origin, JSON), checked with the call's own
 * body schema before the API is asked, so each refused field comes back with its Indonesian message.
 */

export const dynamic = 'force-dynamic';

export async function POST(request: Request): Promise<Response> {
  const refused = crossSiteRefusal(request);
  if (refused) return refused;
  const read = await readJsonBody(request);
  if ('refusal' in read) return read.refusal;
  const body = parseBody(dealerSyncCalls.submitModal.body, read.body);
  if ('refusal' in body) return body.refusal;
  return answer((api) => api.call(dealerSyncCalls.submitModal, { body: body.data }), { write: true });
}

export async function PUT(request: Request): Promise<Response> {
  const refused = crossSiteRefusal(request);
  if (refused) return refused;
  const read = await readJsonBody(request);
  if ('refusal' in read) return read.refusal;
  const body = parseBody(dealerSyncCalls.submitGuestConsent.body, read.body);
  if ('refusal' in body) return body.refusal;
  try {
    const api = await getGuestRouteApi();
    return dataResponse(await api.call(dealerSyncCalls.submitGuestConsent, { body: body.data }));
  } catch (err) {
    return failure(err);
  }
}
