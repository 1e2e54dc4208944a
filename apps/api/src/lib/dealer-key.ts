import { timingSafeEqual } from 'node:crypto';
import { AppError } from './errors';

/**
 * The dealer system's calls (orders' timeline, bookings' reports, the price list) are opened by the
 * header x-dealer-key = DEALER_API_KEY, compared in constant time. While the key is unset every such
 * call answers 403: the calls exist either way.
 */
export function dealerKeyGuard(dealerKey: string | undefined): (given: unknown) => void {
  const expected = dealerKey ? Buffer.from(dealerKey) : undefined;
  return (given) => {
    const a = typeof given === 'string' ? Buffer.from(given) : undefined;
    if (!expected || !a || a.length !== expected.length || !timingSafeEqual(a, expected)) {
      throw new AppError(403, 'Forbidden', 'Kunci sistem dealer tidak valid');
    }
  };
}
