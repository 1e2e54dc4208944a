import { loyaltyCalls } from '@kemudi/domain/contracts/loyalty';
import { answer, crossSiteRefusal } from '@/server/account/myaccount-routes';

/* Unlinks the customer's AstraPay wallet (My Account; not in §7). The AstraPoints stay. */

export const dynamic = 'force-dynamic';

export async function POST(request: Request): Promise<Response> {
  const refused = crossSiteRefusal(request);
  if (refused) return refused;
  return answer((api) => api.call(loyaltyCalls.unlinkAccount), { write: true });
}
