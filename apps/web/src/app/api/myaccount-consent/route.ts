import { consentCalls } from '@kemudi/domain/contracts/consent';
import { answer } from '@/server/account/myaccount-routes';

/*
 * My Account's personal-data consent page (issue 11, UU PDP): the customer's current decision and
 * their history, newest first. Moved here from GET /api/submit-uu-pdp in issue 13, which §5/§8 make
 * a POST-only lead route. The customer's own call with their token from its HttpOnly cookie;
 * without one 401 'No access token provided' (§8).
 */

export const dynamic = 'force-dynamic';

export async function GET(): Promise<Response> {
  return answer((api) => api.call(consentCalls.mine));
}
