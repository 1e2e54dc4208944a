/**
 * The site's shared words, each in one place (issue 9 "one vocabulary"): the §2 menus, car body
 * types, fuels and transmissions, and contact links. The seed, the API and the web (server and
 * client code alike) import them from here.
 */
import { SITE_PAGES, type SitePageKey } from './pages';

// ---------------------------------------------------------------------------------------------
// Menus (§2)
// ---------------------------------------------------------------------------------------------

/** Where a menu item is shown: the desktop header, the Purna Jual submenu, the search shortcuts, the home tiles. */
export type MenuLocation = 'header' | 'purna-jual' | 'quick-menu' | 'home-tile';

export interface MenuEntry {
  readonly name: string;
  readonly url: string;
  /** An icon name of MEDIA.icon / drawIcon. */
  readonly icon: string;
  /** §2: in the mobile drawer only Mobil Baru is hidden. */
  readonly hideOnMobile: boolean;
}

/** The pages a menu can show: those the page table gives an icon. */
type MenuPageKey = { [K in SitePageKey]: (typeof SITE_PAGES)[K] extends { readonly icon: string } ? K : never }[SitePageKey];

/** A menu's items, in order, each the page's name, path and icon from the page table (pages.ts). */
const menuOf = (keys: readonly MenuPageKey[], hiddenOnMobile: readonly MenuPageKey[] = []): readonly MenuEntry[] =>
  keys.map((key) => {
    const { name, path, icon } = SITE_PAGES[key];
    return { name, url: path, icon, hideOnMobile: hiddenOnMobile.includes(key) };
  });

/**
 * §2 menus. The API serves them from the database (content/v1/menu/category, seeded from this
 * list); the web falls back to this list when that call fails.
 */
export const SITE_MENU: Readonly<Record<MenuLocation, readonly MenuEntry[]>> = {
  // §2 desktop header menu.
  header: /* @__PURE__ */ menuOf(['newCars', 'services', 'promos', 'testDrive', 'usedCars', 'dealers', 'reviews'], ['newCars']),
  // §2 Purna Jual hover submenu, and Cubain (car rental, issue 29: otherwise reachable from no menu).
  'purna-jual': /* @__PURE__ */ menuOf(['bookingService', 'coupons', 'accessories', 'spareParts', 'tradeIn', 'packages', 'cubain']),
  // §2 search quick-menu shortcuts: c/aksesoris, layanan-bengkel, tracking-order, cubain, body-paint-service and others.
  'quick-menu': /* @__PURE__ */ menuOf(['accessories', 'workshop', 'tracking', 'cubain', 'bodyPaint', 'homeService', 'coupons', 'tradeIn']),
  // The home page's category tiles.
  'home-tile': /* @__PURE__ */ menuOf([
    'newCars',
    'workshop',
    'coupons',
    'accessories',
    'packages',
    'usedCars',
    'spareParts',
    'homeService',
    'testDrive',
    'tradeIn',
    'tracking',
    'bodyPaint',
  ]),
};

// ---------------------------------------------------------------------------------------------
// Cars
// ---------------------------------------------------------------------------------------------

/** Body types of the catalogue (car_models.body_type), in the order filters list them. */
export const BODY_TYPES = ['hatchback', 'mpv', 'suv', 'sedan', 'pickup', 'van', 'sports'] as const;
export type BodyType = (typeof BODY_TYPES)[number];

/** How a body type is named to visitors. */
export const BODY_TYPE_LABELS: Readonly<Record<BodyType, string>> = {
  hatchback: 'Hatchback',
  mpv: 'MPV',
  suv: 'SUV',
  sedan: 'Sedan',
  pickup: 'Pikap',
  van: 'Van',
  sports: 'Mobil Sport',
};

/** The label of a body type; an unknown one (a type added to the database later) shows as it is. */
export function bodyTypeLabel(bodyType: string): string {
  return (BODY_TYPE_LABELS as Readonly<Record<string, string>>)[bodyType] ?? bodyType;
}

/**
 * A model's seats as a buyer reads them: '8', or '7–8' when its variants differ (issue 15: a
 * second-row bench seats eight, captain seats seven).
 */
export function seatsText(seats: number, minSeats?: number): string {
  return minSeats !== undefined && minSeats < seats ? `${minSeats}–${seats}` : String(seats);
}

/**
 * Whether a variant is a Gazoo Racing car (issue 15's GR Sport chip): a GR Sport trim (Rush 1.5 GR
 * Sport, the Agya GR Sport) or a GR model (GR86, GR Yaris, GR Supra). A "GR Parts Aero Package" is
 * a body kit, not a GR Sport.
 */
export function isGrSport(modelName: string, variantName: string): boolean {
  return /\bGR Sport\b/i.test(`${modelName} ${variantName}`) || /^GR(?:\d|\s)/i.test(modelName);
}

/** Fuels of the catalogue (car_variants.fuel), as visitors read them. */
export const FUELS = ['Bensin', 'Diesel', 'Hybrid', 'Listrik'] as const;
export type Fuel = (typeof FUELS)[number];

/** Transmissions of the catalogue (car_variants.transmission), as visitors read them. */
export const TRANSMISSIONS = ['Manual', 'CVT', 'Otomatis', 'e-CVT'] as const;
export type Transmission = (typeof TRANSMISSIONS)[number];

// ---------------------------------------------------------------------------------------------
// Dealer branches
// ---------------------------------------------------------------------------------------------

/** What a branch offers (branches.services), in the order lists and filters show them. */
export const BRANCH_SERVICES = ['sales', 'bengkel', 'body-paint', 'home-service'] as const;
export type BranchService = (typeof BRANCH_SERVICES)[number];

/** How a branch service is named to visitors. */
export const BRANCH_SERVICE_LABELS: Readonly<Record<BranchService, string>> = {
  sales: 'Penjualan',
  bengkel: 'Bengkel',
  'body-paint': 'Body & Paint',
  'home-service': 'Home Service',
};

/** The label of a branch service; an unknown code shows as it is. */
export function branchServiceLabel(code: string): string {
  return (BRANCH_SERVICE_LABELS as Readonly<Record<string, string>>)[code] ?? code;
}

/** Today's row of a branch's week, as the schedule call answers it (contracts/branches ScheduleDay). */
export interface TodayHours {
  readonly open: string | null;
  readonly close: string | null;
  /** '08:00 - 17:00', 'Tutup', or 'Tutup (reason)' on a closed day (issue 25). */
  readonly hours: string;
}

/**
 * How a branch card says whether it is open (issue 29: not "Sedang tutup Hari ini Tutup WIB"): a
 * branch closed all day says "Hari ini tutup" (with the closed day's reason) and nothing more; one
 * that opens today says whether it is open now, and today's hours with the zone.
 */
export function branchOpeningText(openNow: boolean, today: TodayHours | undefined, zoneLabel: string): { open: boolean; badge: string; detail: string | null } {
  if (!today || today.open === null || today.close === null) {
    const reason = today ? /^Tutup \((.+)\)$/.exec(today.hours)?.[1] : undefined;
    return { open: false, badge: 'Hari ini tutup', detail: reason ?? null };
  }
  return { open: openNow, badge: openNow ? 'Buka sekarang' : 'Sedang tutup', detail: `Hari ini buka ${today.open} - ${today.close} ${zoneLabel}` };
}

// ---------------------------------------------------------------------------------------------
// Contact links
// ---------------------------------------------------------------------------------------------

/** A wa.me link to `number` (any formatting; digits are kept), with `message` typed in when given. */
export function whatsAppLink(number: string, message?: string): string {
  const digits = number.replace(/\D/g, '');
  return `https://wa.me/${digits}${message ? `?text=${encodeURIComponent(message)}` : ''}`;
}

/** A tel: link to `number` (spaces and dashes dropped, a leading + kept). */
export function phoneLink(number: string): string {
  return `tel:${number.replace(/[^\d+]/g, '')}`;
}
