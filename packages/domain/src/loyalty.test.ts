import { describe, expect, it } from 'vitest';
import { FALLBACK_REWARD_TEXT } from './constants';
import { earnedPointsText, loyaltyOfferOf, maskPhone, rewardText } from './loyalty';

describe('loyalty wording (§9)', () => {
  it("words the reward as §9 does: '5000 AstraPoint'", () => {
    expect(rewardText(5000)).toBe(FALLBACK_REWARD_TEXT);
    expect(rewardText(1250)).toBe('1250 AstraPoint');
    expect(earnedPointsText(5000)).toBe('Selamat! Anda mendapatkan 5000 AstraPoint');
  });

  it('masks all but the first and last four digits of a phone', () => {
    expect(maskPhone('081388880001')).toBe('0813****0001');
    expect(maskPhone('0812345678901')).toBe('0812*****8901');
    expect(maskPhone('0812345')).toBe('08*****');
  });
});

describe('loyaltyOfferOf (§8, §9)', () => {
  it('turns the loyalty flag off when the check failed or the programme is off', () => {
    expect(loyaltyOfferOf(null)).toEqual({ enabled: false });
    expect(loyaltyOfferOf({ message: 'false', loyaltyRewardAmount: 0, rewardText: '0 AstraPoint' })).toEqual({ enabled: false });
  });

  it("uses the answer's wording, else its amount, else the §9 fallback", () => {
    expect(loyaltyOfferOf({ message: 'true', loyaltyRewardAmount: 3000, rewardText: '3000 AstraPoint' })).toEqual({ enabled: true, rewardText: '3000 AstraPoint' });
    expect(loyaltyOfferOf({ message: 'true', loyaltyRewardAmount: 2500, rewardText: ' ' })).toEqual({ enabled: true, rewardText: '2500 AstraPoint' });
    expect(loyaltyOfferOf({ message: 'true', loyaltyRewardAmount: null })).toEqual({ enabled: true, rewardText: FALLBACK_REWARD_TEXT });
    expect(loyaltyOfferOf({ message: 'true' })).toEqual({ enabled: true, rewardText: FALLBACK_REWARD_TEXT });
  });
});
