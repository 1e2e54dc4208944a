import { loyaltyCalls } from '@kemudi/domain/contracts/loyalty';
import { getRouteApi } from '@/server/api';
import { dataResponse, failure } from '@/server/account/myaccount-routes';

/*
 * §7 check-loyalty-program for anyone (the offer shows before linking): message, loyaltyRewardAmount
 * and the reward's wording. A failure answers its error; the page then turns the loyalty flag off (§8).
 */

export const dynamic = 'force-dynamic';

export async function GET(): Promise<Response> {
  try {
    const api = await getRouteApi();
    return dataResponse(await api.call(loyaltyCalls.checkLoyaltyProgram));
  } catch (err) {
    return failure(err);
  }
}
