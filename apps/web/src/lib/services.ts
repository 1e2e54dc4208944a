/*
 * The Purna Jual (after-sales) service pages' pure helpers (issue 4): which page a service lives on,
 * its icon, how the workshop's categories and rental rates read, the spare-part finder's filters,
 * and the calls to action every service page words the same way. No fetching, no server-only
 * imports: pages, components and tests share them.
 */
import { SUPPORT_CONTACTS } from '@kemudi/domain/constants';
import type { Branch, BranchSchedule } from '@kemudi/domain/contracts/branches';
import type { ServiceItem, ServiceContentData, SERVICE_TYPES } from '@kemudi/domain/contracts/aftersales';
import { MEDIA } from '@kemudi/domain/media';
import { ROUTES, SERVICE_ROUTES } from '@kemudi/domain/routes';
import { whatsAppLink } from '@kemudi/domain/vocabulary';
import type { Metadata } from 'next';
import { pageMetadata } from './metadata';
import { firstParam, pageIndex, type SearchParams } from './search-params';

// ---------------------------------------------------------------------------------------------
// Pages and pictures
// ---------------------------------------------------------------------------------------------

/** A service's route (its canonical path), e.g. 'home-service' → '/ths-home-service'. */
export function servicePath(serviceType: string): string {
  const path = SERVICE_ROUTES[serviceType];
  if (!path) throw new Error(`No route for service type "${serviceType}"`);
  return path;
}

/** The icon drawn for each service page (packages/art icons). */
export const SERVICE_ICONS: Readonly<Record<string, string>> = {
  'booking-service': 'wrench',
  'home-service': 'home',
  'body-paint': 'paint',
  'trade-in': 'exchange',
  'spare-parts': 'part',
  'layanan-bengkel': 'dealer',
  cubain: 'steering',
  'tracking-order': 'tracking',
};

/** What a service page's metadata is built from (server/services loadServiceHead). */
export interface ServiceHead {
  content: Pick<ServiceContentData, 'title' | 'summary'>;
  /** The page's canonical path (servicePath). */
  path: string;
  /** The request's public origin. */
  origin: string;
}

/** A service page's title, description, canonical URL and link-preview icon, from its content. */
export function serviceMetadata({ content, path, origin }: ServiceHead, icon: string, options: { noIndex?: boolean } = {}): Metadata {
  return pageMetadata({ title: content.title, description: content.summary, path, origin, image: MEDIA.icon(icon), ...options });
}

// ---------------------------------------------------------------------------------------------
// Priced services (§7 service?serviceType&serviceCategory)
// ---------------------------------------------------------------------------------------------

/** The kinds of priced services of content/v1/service. */
export type PricedServiceType = (typeof SERVICE_TYPES)[number];

/** What the API's service categories are called on the page. */
export const SERVICE_CATEGORY_LABELS: Readonly<Record<string, string>> = {
  berkala: 'Servis Berkala',
  perbaikan: 'Perbaikan Mesin & Transmisi',
  'kaki-kaki': 'Kaki-kaki & Rem',
  kelistrikan: 'Kelistrikan',
  ac: 'Perawatan AC',
  cat: 'Pengecatan',
  ketok: 'Ketok & Perbaikan Bodi',
  poles: 'Poles & Perlindungan Cat',
  darurat: 'Layanan Darurat',
  'lepas-kunci': 'Sewa Lepas Kunci',
  'dengan-pengemudi': 'Sewa dengan Pengemudi',
};

/** Services grouped by category, in the workshop's order; one table per category. */
export function groupByCategory<T extends Pick<ServiceItem, 'serviceCategory'>>(items: readonly T[]): [string, T[]][] {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(item.serviceCategory, [...(groups.get(item.serviceCategory) ?? []), item]);
  return [...groups.entries()];
}

/** A Cubain rental rate's unit: a day of 24 hours self-drive, or 12 hours with a driver (durationMinutes). */
export function rentalUnit(minutes: number): string {
  return minutes >= 1440 ? 'Per hari (24 jam)' : `Per hari (${Math.round(minutes / 60)} jam, termasuk pengemudi)`;
}

// ---------------------------------------------------------------------------------------------
// Where a service is offered (§7 POST branch, branch/working-schedules/{id})
// ---------------------------------------------------------------------------------------------

/** How many branches a service page lists before linking to the dealer page. */
export const SERVICE_BRANCH_LIMIT = 6;

export interface ServiceBranches {
  /** The city the visitor chose (layout). */
  city: { cityIsocode: string; name: string };
  /** True when the chosen city has no branch offering the service and branches elsewhere are shown. */
  isFallback: boolean;
  /** How many branches offer the service where shown (the list holds the first SERVICE_BRANCH_LIMIT). */
  total: number;
  /** Each with its week; null when that call failed. */
  branches: (Branch & { schedule: BranchSchedule | null })[];
}

/** A car model of the booking page's picker. */
export interface ModelOption {
  code: string;
  name: string;
}

// ---------------------------------------------------------------------------------------------
// Spare parts (/services-toyota/suku-cadang?q=&model=&kategori=&page=)
// ---------------------------------------------------------------------------------------------

export interface SparePartFilters {
  model?: string | undefined;
  category?: string | undefined;
  q?: string | undefined;
  /** 0-based. */
  page: number;
}

/** The spare-part finder's filters from the page's query string. */
export function readSparePartFilters(params: SearchParams): SparePartFilters {
  return { q: firstParam(params.q), model: firstParam(params.model), category: firstParam(params.kategori), page: pageIndex(params.page) };
}

// ---------------------------------------------------------------------------------------------
// Calls to action: a link is worded the same on every page, the WhatsApp and login links built in one place
// ---------------------------------------------------------------------------------------------

export interface Cta {
  href: string;
  label: string;
  /** The first call to action is filled; the others are outlined. */
  primary?: boolean;
  /** Off-site links (WhatsApp) open in a new tab. */
  external?: boolean;
  /**
   * Issue 29: what the link becomes once the browser knows a logged-in customer (a login link
   * makes no sense to one: §6 the login page sends them home). The cached markup is the guest's.
   */
  customer?: { href: string; label: string };
}

export const PACKAGES_CTA: Cta = { href: ROUTES.packages, label: 'Paket Servis' };
export const COUPONS_CTA: Cta = { href: ROUTES.coupons, label: 'Kupon Servis' };

/** §2: the login page takes the base64-encoded path to come back to. */
export function loginHref(path: string): string {
  return `${ROUTES.login}?redirect=${encodeURIComponent(Buffer.from(path, 'utf8').toString('base64'))}`;
}

/** Kemudi's own WhatsApp (the digits of its wa.me link) with a prefilled Indonesian message. */
export function supportWhatsAppHref(message: string): string {
  return whatsAppLink(SUPPORT_CONTACTS.whatsApp.href, message);
}

/** A chat with Kemudi on WhatsApp (off-site: opens in a new tab). */
export function whatsAppCta(label: string, message: string, primary = false): Cta {
  return { href: supportWhatsAppHref(message), label, primary, external: true };
}

/**
 * The main action of a page that needs an account: sign in, then come back to `path`; for a
 * customer (known in the browser, components/services/visitor-cta.tsx) the action itself.
 */
export function loginCta(label: string, path: string, customer: { href: string; label: string }): Cta {
  return { href: loginHref(path), label, primary: true, customer };
}
