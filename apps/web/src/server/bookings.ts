import 'server-only';

import type { BookingKind } from '@kemudi/domain/bookings';
import { normalizeBookingNo } from '@kemudi/domain/bookings';
import { FALLBACK_CITY } from '@kemudi/domain/constants';
import { type BranchArea, branchCalls } from '@kemudi/domain/contracts/branches';
import { type Booking, bookingCalls, TrackedBooking } from '@kemudi/domain/contracts/bookings';
import { catalogueCalls } from '@kemudi/domain/contracts/catalogue';
import { type CurrentCustomer, type CustomerCar, customerCalls } from '@kemudi/domain/contracts/customer';
import { NewCarDetail } from '@kemudi/domain/contracts/new-cars';
import { orderCalls } from '@kemudi/domain/contracts/orders';
import { UsedCarDetail } from '@kemudi/domain/contracts/used-cars';
import { ROUTES } from '@kemudi/domain/routes';
import { cookies } from 'next/headers';
import { notFound } from 'next/navigation';
import { z } from 'zod';
import { isCityIsocode } from '@/lib/city';
import { requireCustomer } from './account/myaccount';
import { type Api, getApi, getGuestRouteApi } from './api';
import { ApiError } from './api-client';
import { loadLayout } from './layout';
import { secureCookies } from '@/lib/cookie-security';
import type { CityGroup as BookingCityGroup } from '@/lib/city-options';
import type { BookingBranchData, BookingBranchView, BookingCustomer } from '@/lib/booking-views';

/*
 * Bookings (issue 13): the loaders of the booking pages (test drive of a new or a certified used
 * car, workshop service), of My Account › Booking Saya and the booking lookup of /tracking-order.
 * Every call goes through the one API client (./api) with the visitor's own token: a customer's
 * bookings, cars and orders are asked with their bearer (the client's §9 500 ms cache keys by it,
 * so no customer ever reads another's), a guest's with the system token. The forms themselves call
 * /api/booking/v1/… through the site's proxy (components/bookings/booking-request.ts).
 */

// ---------------------------------------------------------------------------------------------
// The visitor, the cities and the first list of branches
// ---------------------------------------------------------------------------------------------

/** What the contact step prefills for a logged-in customer (null: a guest, or a temporary login). */
export function bookingCustomerOf(customer: CurrentCustomer | null): BookingCustomer | null {
  if (!customer || customer.temporary === true) return null;
  return {
    name: customer.name,
    phoneNumber: customer.phoneNumber,
    email: customer.email,
    phoneVerified: customer.isSmsVerified === true || customer.isWaVerified === true,
  };
}

/** The visitor when logged in (the user-auth call answered), else null: a guest books too, with a code. */
async function loadVisitor(api: Api): Promise<CurrentCustomer | null> {
  if (api.caller !== 'customer') return null;
  const customer = await api.soft(customerCalls.current, { query: { deviceType: 'web' } });
  return customer && customer.temporary !== true ? customer : null;
}

function groupCities(areas: readonly BranchArea[]): BookingCityGroup[] {
  return areas
    .filter((a) => a.cities.some((c) => c.branchCount > 0))
    .map((a) => ({ provinceName: a.name, cities: a.cities.filter((c) => c.branchCount > 0).map((c) => ({ isocode: c.isocode, name: c.name })) }));
}

/** A branch of the booking branches call as the picker shows it. */
function branchView(b: z.output<typeof bookingCalls.branches.data>[number]): BookingBranchView {
  return { slug: b.slug, name: b.name, address: b.address, phone: b.phone, cityName: b.cityName, distanceKm: b.distanceKm, units: b.units };
}

/**
 * The branch step's first render: the cities that have dealers (by province), the city listed
 * first (`?city=` when it names one, else the header's chosen city, else the §9 fallback) and that
 * city's branches taking `kind` bookings, nearest first (the booking branches call). A failed call
 * leaves the list empty: the picker says so and another city can be tried.
 */
export async function loadBranchData(
  api: Api,
  kind: BookingKind,
  query: { modelCode?: string; usedCarCode?: string },
  requestedCity: string | undefined,
): Promise<BookingBranchData> {
  const [{ city: chosen }, areas] = await Promise.all([loadLayout(), api.soft(branchCalls.areas)]);
  const cityGroups = areas ? groupCities(areas) : [{ provinceName: '', cities: [{ isocode: chosen.cityIsocode, name: chosen.name }] }];
  const known = new Map(cityGroups.flatMap((g) => g.cities).map((c) => [c.isocode, c] as const));
  const candidates = [requestedCity && isCityIsocode(requestedCity) ? requestedCity : undefined, chosen.cityIsocode, FALLBACK_CITY];
  const cityIso = candidates.find((c): c is string => c !== undefined && known.has(c)) ?? cityGroups[0]?.cities[0]?.isocode ?? FALLBACK_CITY;
  const initialCity = known.get(cityIso) ?? { isocode: cityIso, name: chosen.name };
  const filters = Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== '')) as Record<string, string>;
  const branches = await api.soft(bookingCalls.branches, { query: { kind, cityCode: initialCity.isocode, ...filters } });
  return { cityGroups, initialCity, initialBranches: (branches ?? []).map(branchView), query: filters };
}

// ---------------------------------------------------------------------------------------------
// Test drive
// ---------------------------------------------------------------------------------------------

export interface TestDriveVariant {
  code: string;
  name: string;
  detail: string;
}

export interface NewCarTestDrivePage {
  customer: BookingCustomer | null;
  modelCode: string;
  modelName: string;
  imageUrl: string | null;
  variants: TestDriveVariant[];
  initialVariant: string;
  branch: BookingBranchData;
}

/** /testdrive/new-car/{model}: the model and its variants (an unknown model is the page's 404), the visitor, the branches. */
export async function loadNewCarTestDrive(model: string, query: { city?: string | undefined; variant?: string | undefined }): Promise<NewCarTestDrivePage> {
  const api = await getApi();
  const { city } = await loadLayout();
  const [detail, customer] = await Promise.all([
    api.require(catalogueCalls.productDetail, { query: { code: model, category: 'NEWCAR', cityCode: city.cityIsocode } }, { data: NewCarDetail }),
    loadVisitor(api),
  ]);
  const modelCode = detail.product.code;
  const variants = detail.detailCar.variantOptions
    .flatMap((o) => o.variants)
    .map((v) => ({ code: v.code, name: v.name, detail: [v.engine, v.transmission, v.fuel].filter(Boolean).join(' · ') }));
  const branch = await loadBranchData(api, 'test-drive', { modelCode }, query.city);
  return {
    customer: bookingCustomerOf(customer),
    modelCode,
    modelName: detail.name,
    imageUrl: detail.product.imageUrl ?? null,
    variants,
    initialVariant: variants.find((v) => v.code === query.variant)?.code ?? detail.detailCar.lowestPriceVariant.code,
    branch,
  };
}

/** The head of /testdrive/new-car/{model}: the model's name (404 for an unknown model). */
export async function loadNewCarTestDriveHead(model: string): Promise<{ modelCode: string; modelName: string }> {
  const [api, { city }] = await Promise.all([getApi(), loadLayout()]);
  const detail = await api.require(catalogueCalls.productDetail, { query: { code: model, category: 'NEWCAR', cityCode: city.cityIsocode } }, { data: NewCarDetail });
  return { modelCode: detail.product.code, modelName: detail.name };
}

export interface UsedCarTestDrivePage {
  customer: BookingCustomer | null;
  car: UsedCarDetail['usedCar'];
  carBranch: UsedCarDetail['branch'];
  /** The car is still on offer (a sold car cannot be test-driven). */
  available: boolean;
  branch: BookingBranchData;
}

/** /testdrive/used-car/{code}: the certified used car (404 when unknown), the visitor, the branch that holds it. */
export async function loadUsedCarTestDrive(code: string, query: { city?: string | undefined }): Promise<UsedCarTestDrivePage> {
  const api = await getApi();
  const [detail, customer] = await Promise.all([
    api.require(catalogueCalls.productDetail, { query: { code, category: 'USEDCAR' } }, { data: UsedCarDetail }),
    loadVisitor(api),
  ]);
  const branch = await loadBranchData(api, 'used-car-test-drive', { usedCarCode: detail.usedCar.code }, query.city ?? detail.branch.cityCode);
  const holds = branch.initialBranches.find((b) => b.slug === detail.branch.slug);
  return {
    customer: bookingCustomerOf(customer),
    car: detail.usedCar,
    carBranch: detail.branch,
    // The car page offers a test drive unless the car is sold (a car 'booked' by a buyer may still be seen).
    available: detail.usedCar.status !== 'sold',
    branch: holds ? { ...branch, initialSlug: holds.slug } : branch,
  };
}

/** The head of /testdrive/used-car/{code} (404 for an unknown car). */
export async function loadUsedCarTestDriveHead(code: string): Promise<{ code: string; name: string; year: number }> {
  const detail = await (await getApi()).require(catalogueCalls.productDetail, { query: { code, category: 'USEDCAR' } }, { data: UsedCarDetail });
  return { code: detail.usedCar.code, name: detail.usedCar.name, year: detail.usedCar.year };
}

// ---------------------------------------------------------------------------------------------
// Workshop service
// ---------------------------------------------------------------------------------------------

/** A coupon or service package the customer bought (a paid order's item). */
export interface OwnedServiceProduct {
  code: string;
  name: string;
  kind: 'coupon' | 'package';
}

const OWNED_STATUSES = new Set(['paid', 'processing', 'ready', 'completed']);
/** How many of the newest paid orders are read for their coupons and packages. */
const OWNED_ORDERS_READ = 10;

/** The coupons and packages of the customer's paid orders (newest first, each once); empty when they cannot be read. */
export async function loadOwnedServiceProducts(api: Api): Promise<OwnedServiceProduct[]> {
  const list = await api.soft(orderCalls.list);
  const paid = (list?.orders ?? [])
    .filter((o) => o.kind === 'products' && OWNED_STATUSES.has(o.status))
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))
    .slice(0, OWNED_ORDERS_READ);
  const details = await Promise.all(paid.map((o) => api.soft(orderCalls.detail, { params: { orderNo: o.orderNo } })));
  const owned = new Map<string, OwnedServiceProduct>();
  for (const order of details) {
    for (const item of order?.items ?? []) {
      if ((item.kind === 'coupon' || item.kind === 'package') && !owned.has(item.code)) owned.set(item.code, { code: item.code, name: item.name, kind: item.kind });
    }
  }
  return [...owned.values()];
}

export interface ServiceBookingForm {
  customer: BookingCustomer | null;
  /** The customer's cars (My Cars); empty for a guest or when they cannot be read. */
  cars: CustomerCar[];
  /** ?car= when it names one of them. */
  initialCarId: string | null;
  owned: OwnedServiceProduct[];
  branch: BookingBranchData;
}

/** The booking form of /services-toyota/booking-service: the visitor, their cars and owned coupons/packages, the workshops. */
export async function loadServiceBookingForm(query: { city?: string | undefined; car?: string | undefined }): Promise<ServiceBookingForm> {
  const api = await getApi();
  const customer = await loadVisitor(api);
  const [cars, owned, branch] = await Promise.all([
    customer ? api.soft(customerCalls.cars) : null,
    customer ? loadOwnedServiceProducts(api) : [],
    loadBranchData(api, 'service', {}, query.city),
  ]);
  const list = cars?.cars ?? [];
  return {
    customer: bookingCustomerOf(customer),
    cars: list,
    initialCarId: list.find((c) => c.id === query.car)?.id ?? null,
    owned,
    branch,
  };
}

// ---------------------------------------------------------------------------------------------
// My Account › Booking Saya
// ---------------------------------------------------------------------------------------------

export type MyBookingItem = z.output<typeof bookingCalls.mine.data>[number];

/** Upcoming first by creation, newest first (sorted again so the page never depends on the API's order). */
export function newestBookingsFirst(list: readonly MyBookingItem[]): MyBookingItem[] {
  return [...list].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}

/** The list is the page: a failure to read it fails the page (error.tsx). */
export async function loadMyBookings(returnTo: string): Promise<{ customer: CurrentCustomer; bookings: MyBookingItem[] }> {
  const { api, customer } = await requireCustomer(returnTo);
  const bookings = await api.call(bookingCalls.mine);
  return { customer, bookings: newestBookingsFirst(bookings) };
}

/**
 * Issue 29: the overview's "Booking Servis" card reads the same list as Booking Saya (every kind:
 * service, test drive, T-CARE…), newest first, cut to `count`. A failed call is null: the card says
 * the list cannot be shown and links to Booking Saya, the rest of the overview still renders.
 */
export async function loadRecentBookings(returnTo: string, count: number): Promise<{ bookings: MyBookingItem[]; total: number } | null> {
  const { api } = await requireCustomer(returnTo);
  const list = await api.soft(bookingCalls.mine);
  return list ? { bookings: newestBookingsFirst(list).slice(0, count), total: list.length } : null;
}

/** The booking number of a route's [bookingNo] segment as the API knows it, or null when it cannot be one. */
export function bookingNoOf(param: string): string | null {
  let value = param;
  try {
    value = decodeURIComponent(param);
  } catch {
    // Not percent-encoded after all: taken as it is.
  }
  return normalizeBookingNo(value);
}

/** One of the customer's bookings; a number that cannot be one is a 404 without asking, another customer's is the API's 404. */
export async function loadMyBooking(param: string, returnTo: string): Promise<Booking> {
  const bookingNo = bookingNoOf(param);
  if (!bookingNo) notFound();
  const { api } = await requireCustomer(returnTo);
  return api.require(bookingCalls.myBooking, { params: { bookingNo } });
}

/**
 * What the reschedule's slot picker asks the availability call for (issue 13): the API's own
 * `slotQuery` of the booking (its branch, the test-drive model or used car, the home-service city),
 * without the kind (the picker adds it). Null when the booking has none (reschedule is not offered).
 */
export function rescheduleQueryOf(booking: Pick<Booking, 'slotQuery'>): Record<string, string> | null {
  if (!booking.slotQuery) return null;
  const { kind: _kind, ...filters } = booking.slotQuery;
  const query: Record<string, string> = {};
  for (const [name, value] of Object.entries(filters)) if (typeof value === 'string' && value !== '') query[name] = value;
  return query;
}

export interface MyBookingPage {
  booking: Booking;
  rescheduleQuery: Record<string, string> | null;
}

/** A booking of the customer with what its reschedule asks the slots for. */
export async function loadMyBookingPage(param: string, returnTo: string): Promise<MyBookingPage> {
  const booking = await loadMyBooking(param, returnTo);
  return { booking, rescheduleQuery: booking.canReschedule ? rescheduleQueryOf(booking) : null };
}

// ---------------------------------------------------------------------------------------------
// /tracking-order: a booking by its number and phone
// ---------------------------------------------------------------------------------------------

export type TrackedBookingData = z.output<typeof TrackedBooking>;

export type BookingLookup =
  | { kind: 'booking'; data: TrackedBookingData }
  | { kind: 'failed'; status: number; message: string; retryAfter: number | null };

const LOOKUP_FAILED = 'Maaf, status booking belum dapat ditampilkan. Silakan coba lagi.';

/**
 * Looks a booking up by its number (already normalised) and the phone it was made with (08…), as
 * a guest with the visitor's address (the API counts guesses per address). The API's 404 and 429
 * are passed on with their own words.
 */
export async function trackBooking(input: { bookingNo: string; phoneNumber: string }): Promise<BookingLookup> {
  try {
    const api = await getGuestRouteApi();
    return { kind: 'booking', data: await api.call(bookingCalls.tracking, { body: input }) };
  } catch (err) {
    if (err instanceof ApiError) return { kind: 'failed', status: err.status, message: err.message || LOOKUP_FAILED, retryAfter: err.retryAfter ?? null };
    console.error('tracking-order: unexpected failure looking up a booking', err);
    return { kind: 'failed', status: 502, message: LOOKUP_FAILED, retryAfter: null };
  }
}

/**
 * Without script the tracking form posts to /api/tracking-order, which sends the browser back to
 * the page (post/redirect/get). A booking's outcome travels in this short-lived cookie (the orders'
 * own cookie holds an order's), sent only to /tracking-order.
 */
export const BOOKING_TRACKING_COOKIE = 'kemudi_lacak_booking';
const BOOKING_TRACKING_MAX_AGE_S = 120;

const StoredBookingLookup = z.object({
  bookingNo: z.string(),
  outcome: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('booking'), data: TrackedBooking }),
    z.object({ kind: z.literal('failed'), status: z.number(), message: z.string(), retryAfter: z.number().nullable() }),
  ]),
  /** The phone as typed, kept only when the lookup failed (to correct it). */
  phoneNumber: z.string().optional(),
});
export type StoredBookingLookup = z.infer<typeof StoredBookingLookup>;

export async function storeBookingLookup(bookingNo: string, phoneNumber: string, outcome: BookingLookup): Promise<void> {
  const stored: StoredBookingLookup = { bookingNo, outcome, ...(outcome.kind === 'failed' ? { phoneNumber: phoneNumber.slice(0, 30) } : {}) };
  (await cookies()).set(BOOKING_TRACKING_COOKIE, Buffer.from(JSON.stringify(stored), 'utf8').toString('base64url'), {
    httpOnly: true,
    sameSite: 'lax',
    secure: secureCookies(),
    path: ROUTES.tracking(),
    maxAge: BOOKING_TRACKING_MAX_AGE_S,
  });
}

/** The stored outcome of the last booking lookup when it is about `number` (the page's ?orderNo=); null otherwise. */
export async function readBookingLookup(number: string | undefined): Promise<StoredBookingLookup | null> {
  const raw = (await cookies()).get(BOOKING_TRACKING_COOKIE)?.value;
  const bookingNo = number === undefined ? null : normalizeBookingNo(number);
  if (!raw || !bookingNo) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const stored = StoredBookingLookup.safeParse(parsed);
  return stored.success && stored.data.bookingNo === bookingNo ? stored.data : null;
}
