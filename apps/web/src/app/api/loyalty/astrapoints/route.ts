import { loyaltyCalls } from '@kemudi/domain/contracts/loyalty';
import { answer } from '@/server/account/myaccount-routes';

/* §7 myaccount/api/loyalty/astrapoints: the customer's AstraPoints and §3 earnPointNotif (issue 11). */

export const dynamic = 'force-dynamic';

export async function GET(): Promise<Response> {
  return answer((api) => api.call(loyaltyCalls.astraPoints));
}
