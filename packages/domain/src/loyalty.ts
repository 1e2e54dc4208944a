/*
 * Loyalty rules both sides share (issue 11; §3 loyalty response, §8 loyalty check failure, §9
 * fallback reward text): how the link reward is worded, how a wallet's phone is masked, and what
 * the site offers once check-loyalty-program has answered (or failed).
 */
import { FALLBACK_REWARD_TEXT } from './constants';

/** The link reward as the site words it: §9 writes it '5000 AstraPoint' (no thousands separator). */
export function rewardText(points: number): string {
  return `${Math.max(0, Math.trunc(points))} AstraPoint`;
}

/** A wallet's phone as shown: the first four and last four digits, the rest hidden ('0813****0001'). */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length <= 8) return `${digits.slice(0, 2)}${'*'.repeat(Math.max(0, digits.length - 2))}`;
  return `${digits.slice(0, 4)}${'*'.repeat(digits.length - 8)}${digits.slice(-4)}`;
}

/** What the site offers about the link reward. */
export type LoyaltyOffer = { enabled: true; rewardText: string } | { enabled: false };

/**
 * The offer from check-loyalty-program's answer: §8 "Loyalty check failure: loyalty flag turned
 * off" (null = the call failed; message 'false' = the programme is off), §9 the fallback text
 * '5000 AstraPoint' when the answer gives no amount or wording.
 */
export function loyaltyOfferOf(program: { message: string; loyaltyRewardAmount?: number | null; rewardText?: string | null } | null): LoyaltyOffer {
  if (!program || program.message !== 'true') return { enabled: false };
  const text = program.rewardText?.trim()
    ? program.rewardText.trim()
    : typeof program.loyaltyRewardAmount === 'number' && program.loyaltyRewardAmount > 0
      ? rewardText(program.loyaltyRewardAmount)
      : FALLBACK_REWARD_TEXT;
  return { enabled: true, rewardText: text };
}

/** §4 loyalty link success. */
export const LINK_SUCCESS_TITLE = 'Akun Anda Telah Berhasil Terhubung';

/** The notice of §3 earnPointNotif. */
export function earnedPointsText(points: number): string {
  return `Selamat! Anda mendapatkan ${rewardText(points)}`;
}

/** The API's Indonesian refusals of the loyalty calls (the web shows them as they come). */
export const LOYALTY_MESSAGES = {
  WALLET_UNKNOWN: 'Nomor HP ini belum terdaftar di AstraPay. Daftarkan dulu di aplikasi AstraPay, lalu hubungkan lagi.',
  PROVIDER_DOWN: 'AstraPay sedang tidak dapat dihubungi. Silakan coba lagi beberapa saat lagi.',
  PHONE_NOT_VERIFIED: 'Verifikasi nomor HP akun Anda terlebih dahulu untuk menghubungkan AstraPay.',
  PHONE_NOT_OWN: 'AstraPay hanya dapat dihubungkan dengan nomor HP akun Anda yang sudah terverifikasi.',
  NOT_LINKED: 'Akun AstraPay Anda belum terhubung.',
} as const;
