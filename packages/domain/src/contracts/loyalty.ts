/**
 * Loyalty (issue 11; §3 loyalty response and AstraPoints response, §4 loyalty link success, §7
 * Loyalty calls, §8 "Loyalty check failure: loyalty flag turned off", §9 fallback reward text):
 * the customer links their AstraPay wallet, sees its balance and their AstraPoints, and earns the
 * link reward once. The wallet provider is an adapter (modules/loyalty): a simulated provider by
 * default, the real one with ASTRAPAY_BASE_URL.
 *
 * Paths: §7 gives customer/v1/astrapay/get-balance?device= and linking-account, saphybris-proxy/…/
 * astrapay/check-loyalty-program (its middle part "not shown": saphybris-proxy/v1/saphybris here)
 * and myaccount/api/loyalty/{phone-updated, reset-earn-point, astrapoints}, all under /api. Unlinking
 * is not in §7 and is added beside linking-account.
 */
import { z } from 'zod';
import { PhoneNumberField } from './account';
import { defineCall } from './call';

/** §3 Loyalty response: message ("true" while the program runs) and loyaltyRewardAmount. */
export const LoyaltyProgramData = z.object({
  message: z.enum(['true', 'false']),
  loyaltyRewardAmount: z.number().int().min(0),
  /** The reward as the site words it, e.g. '5000 AstraPoint' (§9 is the fallback when the call fails). */
  rewardText: z.string(),
});
export type LoyaltyProgramData = z.infer<typeof LoyaltyProgramData>;

export const WalletData = z.object({
  linked: z.boolean(),
  /** The wallet's phone, masked ('0812****7890'); null when not linked. */
  accountPhone: z.string().nullable(),
  /** AstraPay balance in Rupiah; null when not linked or the provider cannot tell now. */
  balance: z.number().int().nullable(),
  /** AstraPoints. */
  points: z.number().int().min(0),
  linkedAt: z.string().nullable().describe('ISO date-time'),
});
export type WalletData = z.infer<typeof WalletData>;

export const LinkData = z.object({
  linked: z.boolean(),
  /** A real provider may first send the customer to its own page; null with the simulated one. */
  redirectUrl: z.string().url().nullable(),
  accountPhone: z.string().nullable(),
  /** Points earned by this link (the reward, once per customer); 0 when already given. */
  earnedPoints: z.number().int().min(0),
});
export type LinkData = z.infer<typeof LinkData>;

/** §3 AstraPoints response: earnPointNotif. */
export const AstraPointsData = z.object({
  points: z.number().int().min(0),
  earnPointNotif: z.boolean(),
  lastEarnedPoints: z.number().int().nullable(),
});
export type AstraPointsData = z.infer<typeof AstraPointsData>;

export const loyaltyCalls = {
  /** §7 check-loyalty-program (any caller: the offer shows before linking). */
  checkLoyaltyProgram: defineCall({
    method: 'GET',
    shared: true,
    path: '/api/saphybris-proxy/v1/saphybris/astrapay/check-loyalty-program',
    data: LoyaltyProgramData,
  }),
  /** §7 customer/v1/astrapay/get-balance?device= (customer token). */
  getBalance: defineCall({
    method: 'GET',
    path: '/api/customer/v1/astrapay/get-balance',
    query: z.object({ device: z.string().trim().max(20).optional().describe('web, android or ios') }),
    data: WalletData,
  }),
  /** §7 linking-account: link the AstraPay wallet of this phone (default: the account's verified phone). */
  linkAccount: defineCall({
    method: 'POST',
    path: '/api/customer/v1/astrapay/linking-account',
    body: z.object({ phoneNumber: PhoneNumberField.optional() }),
    data: LinkData,
  }),
  /** Not in §7: unlink the wallet (My Account). The points stay. */
  unlinkAccount: defineCall({
    method: 'POST',
    path: '/api/customer/v1/astrapay/unlinking-account',
    data: z.object({ linked: z.literal(false) }),
  }),
  /** §7 myaccount/api/loyalty/astrapoints (earnPointNotif). */
  astraPoints: defineCall({ method: 'GET', path: '/api/myaccount/api/loyalty/astrapoints', data: AstraPointsData }),
  /** §7 myaccount/api/loyalty/phone-updated: the account's phone differs from the one the wallet was linked with. */
  phoneUpdated: defineCall({
    method: 'GET',
    path: '/api/myaccount/api/loyalty/phone-updated',
    data: z.object({ phoneUpdated: z.boolean(), accountPhone: z.string().nullable() }),
  }),
  /** §7 myaccount/api/loyalty/reset-earn-point: the earned-points notice was shown (GET as §7 names it). */
  resetEarnPoint: defineCall({
    method: 'GET',
    path: '/api/myaccount/api/loyalty/reset-earn-point',
    data: z.object({ earnPointNotif: z.literal(false) }),
  }),
} as const;
