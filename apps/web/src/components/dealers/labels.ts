/*
 * Plain helpers of the dealer pages, shared by server components and the browser islands
 * (no server-only imports here).
 */

/** The branch services of §7 branch lists, as a visitor reads them. */
export const SERVICE_LABELS: Record<string, string> = {
  sales: 'Penjualan',
  bengkel: 'Bengkel',
  'body-paint': 'Body & Paint',
  'home-service': 'Home Service',
};

/** tel: link of a printed number such as '(021) 6530 2000'. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** WhatsApp chat link of international digits such as 6281290102001. */
export const waHref = (digits: string, text?: string) =>
  `https://wa.me/${digits.replace(/\D/g, '')}${text ? `?text=${encodeURIComponent(text)}` : ''}`;

/** '0812 9010 2001' from '6281290102001': how Indonesians write a mobile number. */
export function formatWhatsApp(digits: string): string {
  const local = `0${digits.replace(/\D/g, '').replace(/^62/, '')}`;
  return local.replace(/^(\d{4})(\d{4})(\d+)$/, '$1 $2 $3');
}

/** Directions in Google Maps to the branch's coordinates (opens the app on phones). */
export const mapHref = (latitude: number, longitude: number) =>
  `https://www.google.com/maps/search/?api=1&query=${latitude},${longitude}`;

/** '2,4 km' — Indonesian decimal comma, one decimal. */
export const formatDistance = (km: number) =>
  `${km.toLocaleString('id-ID', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} km`;
