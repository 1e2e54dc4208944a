/**
 * When a promo runs (issue 25): the console schedules it to the minute in WIB (startsAt, endsAt:
 * instants, end excluded) and the site still shows the days it is valid (validFrom, validUntil:
 * WIB days, both included). One conversion each way, shared by the seed, the API and the console.
 */
import { WIB_OFFSET_MINUTES } from './format';

const DAY_MS = 86_400_000;
const wibDayOf = (at: Date) => new Date(at.getTime() + WIB_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);

/** The instants of a promo valid from one WIB day to another, both included: 00:00 of the first to 00:00 after the last. */
export function promoWindowOfDays(validFrom: string, validUntil: string): { startsAt: Date; endsAt: Date } {
  return {
    startsAt: new Date(`${validFrom}T00:00:00+07:00`),
    endsAt: new Date(Date.parse(`${validUntil}T00:00:00+07:00`) + DAY_MS),
  };
}

/** The WIB days a window covers (the end is excluded: a promo ending at 00:00 is valid until the day before). */
export function promoDaysOfWindow(startsAt: Date, endsAt: Date): { validFrom: string; validUntil: string } {
  return { validFrom: wibDayOf(startsAt), validUntil: wibDayOf(new Date(endsAt.getTime() - 1)) };
}

/** A WIB wall-clock time as the console's fields hold it ('2026-11-22T10:00') → the instant. */
export function instantOfWib(local: string): Date {
  return new Date(`${local.length === 16 ? `${local}:00` : local}+07:00`);
}

/** An instant → the WIB wall-clock time the console's fields hold ('2026-11-22T10:00'). */
export function wibLocalOf(at: Date | string): string {
  return new Date(new Date(at).getTime() + WIB_OFFSET_MINUTES * 60_000).toISOString().slice(0, 16);
}

/**
 * What the console shows for a promo: a draft was never published; a published one is scheduled
 * (not started), live (running now) or ended; unpublished was taken off the site by hand.
 */
export const PROMO_STATUSES = ['draft', 'scheduled', 'live', 'ended', 'unpublished'] as const;
export type PromoStatus = (typeof PROMO_STATUSES)[number];
export const PROMO_STATUS_LABELS: Readonly<Record<PromoStatus, string>> = {
  draft: 'Draf',
  scheduled: 'Terjadwal',
  live: 'Tayang',
  ended: 'Berakhir',
  unpublished: 'Tidak tayang',
};

/** What is stored (promos.state): a draft, on the site within its window, or taken off. */
export const PROMO_STATES = ['draft', 'published', 'unpublished'] as const;
export type PromoState = (typeof PROMO_STATES)[number];

export function promoStatusAt(state: PromoState, startsAt: Date, endsAt: Date, now: Date): PromoStatus {
  if (state !== 'published') return state;
  if (now.getTime() < startsAt.getTime()) return 'scheduled';
  return now.getTime() < endsAt.getTime() ? 'live' : 'ended';
}
