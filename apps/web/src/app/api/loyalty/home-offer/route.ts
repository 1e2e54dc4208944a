import { homeLinkOfferOf } from '@/server/account/loyalty';
import { answer } from '@/server/account/myaccount-routes';

/*
 * The home page's AstraPay offer for the logged-in customer (issue 11): `{ rewardText }` while their
 * wallet is not linked and the programme runs, else `{ rewardText: null }`. Asked by the home page's
 * island once the visitor store knows a customer (the page's HTML is the same for everyone, issue
 * 14); a guest is answered §8 401 'No access token provided' and never asks.
 */

export const dynamic = 'force-dynamic';

export async function GET(): Promise<Response> {
  return answer(async (api) => ({ rewardText: await homeLinkOfferOf(api) }));
}
