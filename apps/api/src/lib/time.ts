import { WIB_OFFSET_MINUTES } from '@kemudi/domain/format';

/**
 * Today's calendar date in WIB (the dealer group's head-office zone) as the database stores
 * dates, 'YYYY-MM-DD': promo, coupon and article dates are judged by it.
 */
export function todayWib(now: Date): string {
  return new Date(now.getTime() + WIB_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);
}
