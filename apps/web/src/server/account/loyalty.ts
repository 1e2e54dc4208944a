import 'server-only';

import { loyaltyCalls, type WalletData } from '@kemudi/domain/contracts/loyalty';
import { z } from 'zod';
import { loyaltyOfferOf, type LoyaltyOffer } from '@kemudi/domain/loyalty';
import type { Api } from '../api';
import { requireCustomer } from './myaccount';

/*
 * Loaders of the loyalty views (issue 11): the My Account page /myaccount/astrapay and the home
 * page's link offer (asked by its island through /api/loyalty/home-offer: the home page's HTML is
 * shared by every visitor in a city, issue 14). §8 "Loyalty check failure: loyalty flag turned off": a failed
 * check-loyalty-program hides the offer; §9 the fallback reward text when the amount is missing
 * (loyaltyOfferOf in packages/domain/src/loyalty.ts).
 */

/**
 * check-loyalty-program read leniently: §9's fallback text applies when the answer lacks the
 * amount, so an answer without it must still turn the flag on (the contract's schema would refuse it).
 */
const ProgramAnswer = z.object({
  message: z.string(),
  loyaltyRewardAmount: z.number().nullish(),
  rewardText: z.string().nullish(),
});

export interface AstraPayPageData {
  /** The wallet and points; null when they cannot be read now (the page says so). */
  wallet: WalletData | null;
  offer: LoyaltyOffer;
  /** §7 phone-updated: the wallet was linked with a phone the account no longer has. */
  phoneUpdated: boolean;
}

export async function loadAstraPayPage(returnTo: string): Promise<AstraPayPageData> {
  const { api } = await requireCustomer(returnTo);
  const [wallet, program, phone] = await Promise.all([
    api.soft(loyaltyCalls.getBalance, { query: { device: 'web' } }),
    api.soft(loyaltyCalls.checkLoyaltyProgram, {}, { data: ProgramAnswer }),
    api.soft(loyaltyCalls.phoneUpdated),
  ]);
  return { wallet, offer: loyaltyOfferOf(program), phoneUpdated: phone?.phoneUpdated === true };
}

const WALLET_TIMEOUT_MS = 3_000;

/**
 * The home page's link offer for a logged-in customer (their Api): the reward wording while their
 * wallet is not linked; null for a linked customer, a wallet that cannot be read now, or when the
 * programme is off or its check failed (§8).
 */
export async function homeLinkOfferOf(api: Api): Promise<string | null> {
  // A slow AstraPay (the API allows it 15 s) costs the home page its offer, not the island its answer.
  const wallet = await api.soft(loyaltyCalls.getBalance, { query: { device: 'web' } }, { timeoutMs: WALLET_TIMEOUT_MS });
  if (!wallet || wallet.linked) return null;
  const offer = loyaltyOfferOf(await api.soft(loyaltyCalls.checkLoyaltyProgram, {}, { data: ProgramAnswer }));
  return offer.enabled ? offer.rewardText : null;
}
