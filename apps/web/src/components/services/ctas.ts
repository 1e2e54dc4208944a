import { SUPPORT_CONTACTS } from '@kemudi/domain/constants';
import { ROUTES } from '@kemudi/domain/routes';
import type { Cta } from './service-hero';

/*
 * The calls to action the service pages share, so a link is worded the same on every page and the
 * WhatsApp and login links are built in one place.
 */

export const PACKAGES_CTA: Cta = { href: ROUTES.packages, label: 'Paket Servis' };
export const COUPONS_CTA: Cta = { href: ROUTES.coupons, label: 'Kupon Servis' };

/** §2: the login page takes the base64-encoded path to come back to. */
export function loginHref(path: string): string {
  return `/login?redirect=${encodeURIComponent(Buffer.from(path, 'utf8').toString('base64'))}`;
}

/** Kemudi's own WhatsApp with a prefilled Indonesian message. */
export function supportWhatsAppHref(message: string): string {
  return `${SUPPORT_CONTACTS.whatsApp.href}?text=${encodeURIComponent(message)}`;
}

/** A chat with Kemudi on WhatsApp (off-site: opens in a new tab). */
export function whatsAppCta(label: string, message: string, primary = false): Cta {
  return { href: supportWhatsAppHref(message), label, primary, external: true };
}

/** The main action of a page that needs an account: sign in, then come back to `path`. */
export function loginCta(label: string, path: string): Cta {
  return { href: loginHref(path), label, primary: true };
}
