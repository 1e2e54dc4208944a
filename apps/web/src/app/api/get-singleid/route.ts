import { dealerSyncCalls } from '@kemudi/domain/contracts/dealer-sync';
import { answer } from '@/server/account/myaccount-routes';

/*
 * §7 front-end proxy route `get-singleid` (issue 11): what the §4 post-login confirmations need —
 * customer (verification flags, the linked TDMS number), profileTemporary (the dealer record's
 * profile and vehicles), verificationPhoneNumber, the seamless rejection, the customer's own
 * profile and consent. The logged-in customer's call, with their token from its HttpOnly cookie;
 * without one: 401 'No access token provided' (§8).
 */

export const dynamic = 'force-dynamic';

export async function GET(): Promise<Response> {
  return answer((api) => api.call(dealerSyncCalls.singleId));
}
