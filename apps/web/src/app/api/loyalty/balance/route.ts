import { loyaltyCalls } from '@kemudi/domain/contracts/loyalty';
import { answer } from '@/server/account/myaccount-routes';

/* The logged-in customer's AstraPay wallet, balance and AstraPoints (§7 get-balance; issue 11). */

export const dynamic = 'force-dynamic';

export async function GET(): Promise<Response> {
  return answer((api) => api.call(loyaltyCalls.getBalance, { query: { device: 'web' } }));
}
