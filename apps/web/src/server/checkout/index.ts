import 'server-only';

import { CART_MAX_QUANTITY_PER_LINE, COMMERCE_MESSAGES } from '@kemudi/domain/commerce';
import { FALLBACK_CITY } from '@kemudi/domain/constants';
import { type Branch, branchCalls, type BranchArea, type BranchService } from '@kemudi/domain/contracts/branches';
import { catalogueCalls } from '@kemudi/domain/contracts/catalogue';
import type { CurrentCustomer } from '@kemudi/domain/contracts/customer';
import { NewCarDetail } from '@kemudi/domain/contracts/new-cars';
import { UsedCarDetail } from '@kemudi/domain/contracts/used-cars';
import { orderCalls, type CheckoutPreview, type OrderDetail } from '@kemudi/domain/contracts/orders';
import QRCode from 'qrcode';
import { isCityIsocode } from '@/lib/city';
import type { Api } from '../api';
import { ApiError } from '../api-client';
import { requireCustomer } from '../account/myaccount';
import { loadLayout } from '../layout';
import type { CityGroup, CityOption } from '@/lib/city-options';

/*
 * Loaders of the checkout pages (issue 12): /checkout (the cart or one item bought now),
 * /checkout/pembayaran/{orderNo} (paying, then the confirmation) and a new car's booking with a
 * booking fee (/mobil-baru-toyota/p/{model}/booking) and a used car's (issue 29). Every one needs a logged-in customer: a guest
 * is sent to /login?redirect=<base64 of the page and its query> (§2) by requireCustomer. Amounts,
 * prices, stock and slots are the API's (contracts/orders.ts): the pages never add anything up.
 */

// ---------------------------------------------------------------------------------------------
// Cities and dealers
// ---------------------------------------------------------------------------------------------

export interface DealerChoice {
  /** The city whose dealers are listed. */
  city: CityOption;
  /** The cities that have dealers, by province, for the city picker. */
  cityGroups: CityGroup[];
  /**
   * The dealers that serve this kind of order, nearest first from the city (its own, then the
   * neighbouring cities', with distanceKm); by name when the distance call fails. The page can also
   * sort them from the customer's own location.
   */
  branches: (Branch & { distanceKm?: number })[];
}

function groupCities(areas: BranchArea[]): CityGroup[] {
  return areas
    .filter((a) => a.cities.length > 0)
    .map((a) => ({ provinceName: a.name, cities: a.cities.filter((c) => c.branchCount > 0).map((c) => ({ isocode: c.isocode, name: c.name })) }));
}

/**
 * The dealers the customer chooses from: of `?city=` when it names a city with dealers, else of the
 * city chosen in the header (§4 City), else of the §9 fallback city (0080). Only dealers offering
 * `service` are listed (a workshop for items and slots, a showroom for a new car).
 */
async function loadDealerChoice(api: Api, requestedCity: string | undefined, service: BranchService): Promise<DealerChoice> {
  const [{ city: chosen }, areas] = await Promise.all([loadLayout(), api.soft(branchCalls.areas)]);
  // Without the list of cities (a failed call) the picker offers the chosen city alone.
  const cityGroups = areas ? groupCities(areas) : [{ provinceName: '', cities: [{ isocode: chosen.cityIsocode, name: chosen.name }] }];
  const known = new Map(cityGroups.flatMap((g) => g.cities).map((c) => [c.isocode, c] as const));
  const candidates = [requestedCity && isCityIsocode(requestedCity) ? requestedCity : undefined, chosen.cityIsocode, FALLBACK_CITY];
  const cityIso = candidates.find((c): c is string => c !== undefined && known.has(c)) ?? cityGroups[0]?.cities[0]?.isocode ?? FALLBACK_CITY;
  const city = known.get(cityIso) ?? { isocode: cityIso, name: cityIso === chosen.cityIsocode ? chosen.name : cityIso };
  // Nearest first from the chosen city: measured from the middle of its dealers (the areas call), so
  // its own dealers come first and those of the neighbouring cities follow by distance.
  const centre = areas?.flatMap((a) => a.cities).find((c) => c.isocode === city.isocode)?.centre;
  if (centre) {
    const nearest = await api.soft(branchCalls.nearest, { body: { ...centre, service, limit: NEAREST_DEALERS } });
    if (nearest && nearest.length > 0) return { city, cityGroups, branches: nearest };
  }
  let branches: Branch[];
  try {
    branches = await api.call(branchCalls.ofCity, { params: { iso: city.isocode } });
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 404) throw error;
    branches = [];
  }
  return { city, cityGroups, branches: branches.filter((b) => b.services.includes(service)) };
}

/** Dealers offered at checkout, nearest first. */
const NEAREST_DEALERS = 8;

// ---------------------------------------------------------------------------------------------
// /checkout
// ---------------------------------------------------------------------------------------------

export interface BuyNowItem {
  code: string;
  quantity: number;
}

/** §2 buy-now path (`?item=CODE&qty=N`): the one item, its quantity a whole number from 1 (1 when unreadable). */
export function readBuyNow(item: string | undefined, qty: string | undefined): BuyNowItem | null {
  const code = item?.trim();
  if (!code || code.length > 60) return null;
  const n = Number(qty ?? '1');
  const quantity = Number.isInteger(n) && n >= 1 ? Math.min(n, CART_MAX_QUANTITY_PER_LINE) : 1;
  return { code, quantity };
}

export type CheckoutPageData =
  | {
      kind: 'ready';
      customer: CurrentCustomer;
      buyNow: BuyNowItem | null;
      preview: CheckoutPreview;
      dealers: DealerChoice;
    }
  /** Nothing to order: the cart is empty. */
  | { kind: 'empty'; customer: CurrentCustomer }
  /** The API refused what was asked (an unknown item, …): its Indonesian message. */
  | { kind: 'refused'; customer: CurrentCustomer; message: string; buyNow: BuyNowItem | null };

/**
 * The customer's checkout: the server's preview of the cart, or of the one item bought now, and the
 * dealers to choose from. A refused preview (4xx) is told as the API words it; an outage fails the
 * page (error.tsx).
 */
export async function loadCheckoutPage(
  returnTo: string,
  query: { item?: string | undefined; qty?: string | undefined; city?: string | undefined },
): Promise<CheckoutPageData> {
  const { api, customer } = await requireCustomer(returnTo);
  const buyNow = readBuyNow(query.item, query.qty);
  // The checkout's city (chosen on the page, else the visitor's): the preview is priced for it, as
  // the order placed from this page will be (issue 29: one price on every page).
  const dealers = await loadDealerChoice(api, query.city, 'bengkel');
  let preview: CheckoutPreview;
  try {
    preview = await api.call(orderCalls.preview, { body: { ...(buyNow ? { items: [buyNow] } : {}), cityCode: dealers.city.isocode } });
  } catch (error) {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401) {
      return buyNow ? { kind: 'refused', customer, message: error.message, buyNow } : { kind: 'empty', customer };
    }
    throw error;
  }
  if (preview.items.length === 0) {
    // Nothing the API could price: an empty cart, or an item bought now that it does not sell.
    return buyNow
      ? { kind: 'refused', customer, message: preview.problems[0] ?? COMMERCE_MESSAGES.PRODUCT_UNKNOWN(buyNow.code), buyNow }
      : { kind: 'empty', customer };
  }
  return { kind: 'ready', customer, buyNow, preview, dealers };
}

// ---------------------------------------------------------------------------------------------
// /checkout/pembayaran/{orderNo}
// ---------------------------------------------------------------------------------------------

export interface PaymentPageData {
  customer: CurrentCustomer;
  order: OrderDetail;
  /** QRIS drawn as SVG markup (the qrcode package), while the order waits for a QRIS payment. */
  qrSvg: string | null;
  /** The same QR code as a PNG data URL, for "Simpan kode QR" (a phone pays by uploading the image in its banking app). */
  qrPng: string | null;
  /** This server's clock when rendered (ms): the countdown corrects the device's clock with it. */
  renderedAt: number;
}

/** The QRIS payload as an SVG QR code (error correction M, a quiet zone of 2 modules). */
export async function drawQrSvg(qrString: string): Promise<string> {
  return QRCode.toString(qrString, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}

/** The QRIS payload as a PNG data URL (720 px, a quiet zone of 4 modules): what banking apps accept from the gallery. */
export async function drawQrPng(qrString: string): Promise<string> {
  return QRCode.toDataURL(qrString, { type: 'image/png', errorCorrectionLevel: 'M', margin: 4, width: 720 });
}

/** The customer's order; another customer's (or an unknown) order is the API's 404 and this page's. */
export async function loadPaymentPage(returnTo: string, orderNo: string): Promise<PaymentPageData> {
  const { api, customer } = await requireCustomer(returnTo);
  const order = await api.require(orderCalls.detail, { params: { orderNo } });
  const payment = order.payment;
  const qrString = order.status === 'pending_payment' && payment?.method === 'qris' && payment.qrString ? payment.qrString : null;
  const [qrSvg, qrPng] = qrString ? await Promise.all([drawQrSvg(qrString), drawQrPng(qrString)]) : [null, null];
  return { customer, order, qrSvg, qrPng, renderedAt: Date.now() };
}

// ---------------------------------------------------------------------------------------------
// /mobil-baru-toyota/p/{model}/booking
// ---------------------------------------------------------------------------------------------

export interface BookingPageData {
  customer: CurrentCustomer;
  /** The model with the OTR prices of `dealers.city`. */
  detail: NewCarDetail;
  dealers: DealerChoice;
}

/** The model priced for the chosen city (404 for an unknown model) and that city's showrooms. */
export async function loadBookingPage(returnTo: string, model: string, query: { city?: string | undefined }): Promise<BookingPageData> {
  const { api, customer } = await requireCustomer(returnTo);
  const dealers = await loadDealerChoice(api, query.city, 'sales');
  const detail = await api.require(
    catalogueCalls.productDetail,
    { query: { code: model, category: 'NEWCAR', cityCode: dealers.city.isocode } },
    { data: NewCarDetail },
  );
  return { customer, detail, dealers };
}

// ---------------------------------------------------------------------------------------------
// /c/certified-used-car-toyota/p/{code}/booking
// ---------------------------------------------------------------------------------------------

export interface UsedCarBookingPageData {
  customer: CurrentCustomer;
  /** The car as it is now (its status too: only an available car can be reserved) and its dealer. */
  detail: UsedCarDetail;
}

/** The used car to reserve (404 for an unknown code), for a logged-in customer (issue 29). */
export async function loadUsedCarBookingPage(returnTo: string, code: string): Promise<UsedCarBookingPageData> {
  const { api, customer } = await requireCustomer(returnTo);
  const detail = await api.require(catalogueCalls.productDetail, { query: { code, category: 'USEDCAR' } }, { data: UsedCarDetail });
  return { customer, detail };
}
