import { loyaltyCalls } from '@kemudi/domain/contracts/loyalty';
import { answer, crossSiteRefusal } from '@/server/account/myaccount-routes';

/*
 * §7 myaccount/api/loyalty/reset-earn-point (a GET, as §7 names it): the earned-points notice was
 * shown. It changes state, so only the site's own pages may call it.
 */

export const dynamic = 'force-dynamic';

export async function GET(request: Request): Promise<Response> {
  const refused = crossSiteRefusal(request);
  if (refused) return refused;
  return answer((api) => api.call(loyaltyCalls.resetEarnPoint), { write: true });
}
