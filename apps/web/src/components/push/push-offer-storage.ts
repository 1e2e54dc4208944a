/**
 * "Nanti saja" on the notification offer (push-offer.tsx, issue 29): once said on this device it
 * holds for good (localStorage), not just for the session — the offer was asked again and again.
 * My Account › Notifikasi turns notifications on whatever this says.
 */
export const OFFER_PUT_OFF_KEY = 'kemudi:notifikasi-nanti';

export function offerPutOff(): boolean {
  try {
    return localStorage.getItem(OFFER_PUT_OFF_KEY) === '1';
  } catch {
    return false;
  }
}

export function putOfferOff(): void {
  try {
    localStorage.setItem(OFFER_PUT_OFF_KEY, '1');
  } catch {
    // Storage blocked: the offer may show on the next outcome, nothing worse.
  }
}
