import { consentCalls } from '@kemudi/domain/contracts/consent';
import { answer, crossSiteRefusal, parseBody, readJsonBody } from '@/server/account/myaccount-routes';
import { NOT_POST } from '@/server/leads';

/*
 * §7 front-end route `submit-uu-pdp` (issue 11, UU PDP; issue 13): a logged-in customer gives (1)
 * or withdraws (3) their personal-data consent from My Account. The §3 consent submission's
 * phoneNumber and customerName are the customer's own, so the API takes them from the token, not
 * from the body.
 *
 * Customer-only, decided in issue 13: a guest's consent already has its call (PUT /api/submit-modal,
 * type pdpConsentNotLoggedIn, with the system token), and every lead form carries its own consent
 * (`consent: true` of submit-leads), so recording a guest's decision here as a 'uu-pdp' lead would
 * be a second, captcha-guarded path to the same record. A guest gets §8's 401 'No access token
 * provided'. §5/§8: POST only — every other method answers 405 'Method Not Allowed' (the consent
 * page reads its history from GET /api/myaccount-consent). Writes from the site's own pages only.
 */

export const dynamic = 'force-dynamic';

export async function POST(request: Request): Promise<Response> {
  const refused = crossSiteRefusal(request);
  if (refused) return refused;
  const read = await readJsonBody(request);
  if ('refusal' in read) return read.refusal;
  const body = parseBody(consentCalls.decide.body, read.body);
  if ('refusal' in body) return body.refusal;
  return answer((api) => api.call(consentCalls.decide, { body: body.data }), { write: true });
}

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = NOT_POST;
