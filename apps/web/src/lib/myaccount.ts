/*
 * My Account (issue 10): the pages' routes, their navigation and the pure helpers the pages and
 * their client forms share (labels, dates, the path a guest is sent back to after logging in).
 */
import { formatDateId } from '@kemudi/domain/format';
import { GENDER_LABELS } from '@kemudi/domain/profile';
import { ROUTES } from '@kemudi/domain/routes';
import type { SearchParams } from './search-params';

export const MYACCOUNT_ROUTES = {
  overview: ROUTES.accountOverview,
  profile: ROUTES.myProfile,
  cars: ROUTES.myCars,
  orders: ROUTES.myOrders,
  bookings: ROUTES.myBookings,
  loyalty: ROUTES.myWallet,
  privacy: ROUTES.myConsents,
  notifications: ROUTES.myNotifications,
} as const;

export type MyAccountPage = keyof typeof MYACCOUNT_ROUTES;

/** The navigation between the My Account pages, in order. */
export const MYACCOUNT_NAV: readonly { page: MyAccountPage; href: string; label: string }[] = [
  { page: 'overview', href: MYACCOUNT_ROUTES.overview, label: 'Ringkasan Akun' },
  { page: 'profile', href: MYACCOUNT_ROUTES.profile, label: 'Profil Saya' },
  { page: 'cars', href: MYACCOUNT_ROUTES.cars, label: 'Mobil Saya' },
  { page: 'orders', href: MYACCOUNT_ROUTES.orders, label: 'Pesanan Saya' },
  { page: 'bookings', href: MYACCOUNT_ROUTES.bookings, label: 'Booking Saya' },
  { page: 'loyalty', href: MYACCOUNT_ROUTES.loyalty, label: 'AstraPay & AstraPoints' },
  { page: 'privacy', href: MYACCOUNT_ROUTES.privacy, label: 'Persetujuan Data Pribadi' },
  { page: 'notifications', href: MYACCOUNT_ROUTES.notifications, label: 'Notifikasi' },
];

/** How many of the customer's cars the overview lists before "Lihat semua". */
export const OVERVIEW_CARS = 3;

/**
 * The page's own path with its query string, as the guard hands it to /login?redirect= (§2: "the
 * base64-encoded current path"). Repeated parameters are kept; absent ones dropped.
 */
export function pathWithQuery(path: string, searchParams: SearchParams = {}): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(searchParams)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) query.append(name, item);
  }
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/** §3: gender male/female shown as Pria/Wanita (labels in packages/domain/src/profile.ts). */
export function genderLabel(gender: string | null | undefined): string | null {
  return gender === 'male' || gender === 'female' ? GENDER_LABELS[gender] : null;
}

/** A stored date (YYYY-MM-DD) the Indonesian way, "5 Agustus 2026" (§9); null when unset or unreadable. */
export function formatAccountDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const text = formatDateId(value, 'long');
  return text === '-' ? null : text;
}

/** Today in WIB as YYYY-MM-DD: the upper bound of a date of birth (a server in UTC would be a day behind after 17.00 WIB). */
export function todayInJakarta(now: Date = new Date()): string {
  return new Date(now.getTime() + 7 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** One message per field, from a `{ errors: [{ type, message, field? }] }` answer of the account routes. */
export type FieldErrors = Record<string, string>;
