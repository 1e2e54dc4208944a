/**
 * One contract per call (issue 9): the API and the web app share the schemas of
 * packages/domain/src/contracts. This suite keeps the two sides honest:
 * - every call of every contract file is served by the API with the same method and path, and
 *   every JSON operation the API documents has a contract (no call without its shape);
 * - real answers to the requests the web makes are parsed with the schemas the web parses them
 *   with (the call's `data`, and the member shapes it picks, e.g. UsedCarDetail for product-detail
 *   category USEDCAR) — decoding exactly as the web does, so a drift between what the API sends and
 *   what the web reads fails here.
 */
import { readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { accountCalls, devCalls } from '@kemudi/domain/contracts/account';
import { aftersalesCalls, AccessoryItemDetail, CouponItemDetail, PackageItemDetail, SparePartItemDetail } from '@kemudi/domain/contracts/aftersales';
import { branchCalls } from '@kemudi/domain/contracts/branches';
import { cartCalls } from '@kemudi/domain/contracts/cart';
import { pathOf, queryOf, type Call, type CallInput } from '@kemudi/domain/contracts/call';
import { AftersalesProductsData, catalogueCalls, NewCarListData, UsedCarListData } from '@kemudi/domain/contracts/catalogue';
import { chatCalls } from '@kemudi/domain/contracts/chat';
import { envelope } from '@kemudi/domain/contracts/common';
import { customerCalls } from '@kemudi/domain/contracts/customer';
import { editorialCalls } from '@kemudi/domain/contracts/editorial';
import { geoCalls } from '@kemudi/domain/contracts/geo';
import { newCarCalls, NewCarDetail } from '@kemudi/domain/contracts/new-cars';
import { promoCalls } from '@kemudi/domain/contracts/promos';
import { searchCalls } from '@kemudi/domain/contracts/search';
import { siteCalls } from '@kemudi/domain/contracts/site';
import { usedCarCalls, UsedCarDetail } from '@kemudi/domain/contracts/used-cars';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createTestContext, type TestContext } from './helpers';

const CONTRACTS_DIR = fileURLToPath(new URL('../../../packages/domain/src/contracts/', import.meta.url));

/**
 * Calls whose contract exists before the API serves them: the web already calls them and treats a
 * failure as the spec says (a guest, no cart badge, no refresh). Each names the issue that serves it;
 * when it is served, it leaves this list (the test below insists).
 */
const NOT_SERVED_YET: Readonly<Record<string, string>> = {
  // Issue 11, served as its parts land (each line leaves when its call is served).
};

/**
 * Calls whose real answers are parsed with their contract in their own suite, because a sample
 * made with the system token cannot succeed: they need a customer token, a code from the outbox
 * or a link token (apps/api/test/accounts.test.ts and profile.test.ts parse every answer with the call's schema).
 */
const SAMPLED_IN_OWN_SUITE: Readonly<Record<string, string>> = Object.fromEntries(
  [
    'accountCalls.generateOtpSms',
    'accountCalls.generateOtpWhatsApp',
    'accountCalls.validateOtpSms',
    'accountCalls.validateOtpWhatsApp',
    'accountCalls.login',
    'accountCalls.logout',
    'accountCalls.validateForgotPassword',
    'accountCalls.resetPassword',
    'accountCalls.emailActivation',
    'accountCalls.loginSocialMedia',
    'accountCalls.dacCheckAccount',
    'accountCalls.dacToken',
    'accountCalls.dacRegister',
    'accountCalls.dacChangePhone',
    'authCalls.refreshToken',
    'customerCalls.current',
  ]
    .map((name) => [name, 'accounts.test.ts'])
    .concat(
      ['customerCalls.profile', 'customerCalls.updateProfile', 'customerCalls.cars', 'customerCalls.addCar', 'customerCalls.updateCar', 'customerCalls.removeCar'].map(
        (name) => [name, 'profile.test.ts'],
      ),
      // Issue 29: My Account › Keamanan Akun, with a customer token and a code from the outbox.
      ['accountCalls.changePassword', 'accountCalls.changePhoneCode', 'accountCalls.changePhone'].map((name) => [name, 'account-security.test.ts']),
      ['dealerSyncCalls.singleId', 'dealerSyncCalls.submitModal', 'dealerSyncCalls.submitGuestConsent', 'consentCalls.check', 'consentCalls.mine', 'consentCalls.decide'].map(
        (name) => [name, 'single-id.test.ts'],
      ),
      [
        'loyaltyCalls.checkLoyaltyProgram',
        'loyaltyCalls.getBalance',
        'loyaltyCalls.linkAccount',
        'loyaltyCalls.unlinkAccount',
        'loyaltyCalls.astraPoints',
        'loyaltyCalls.phoneUpdated',
        'loyaltyCalls.resetEarnPoint',
      ].map((name) => [name, 'loyalty.test.ts']),
      ['pushCalls.publicKey', 'pushCalls.subscribe', 'pushCalls.unsubscribe'].map((name) => [name, 'push.test.ts']),
      [
        'orderCalls.preview',
        'orderCalls.slots',
        'orderCalls.create',
        'orderCalls.createNewCar',
        'orderCalls.list',
        'orderCalls.detail',
        'orderCalls.cancel',
        'orderCalls.paymentStatus',
        'orderCalls.changePayment',
        'orderCalls.tracking',
        'orderCalls.financeSimulation',
        'orderCalls.simulatorPay',
      ].map((name) => [name, 'orders.test.ts']),
      // Issue 29: a used car reserved with a booking fee (each car can be reserved once; its suite parses every answer).
      [['orderCalls.createUsedCar', 'used-car-reservation.test.ts']],
      // Issue 24: the simulator's lapse and late payment, and the staff orders queue (its session cookie and Origin).
      [
        'orderCalls.simulatorExpire',
        'orderCalls.simulatorPayLate',
        ...['list', 'detail', 'process', 'ready', 'complete', 'cancel', 'refund'].map((name) => `staffOrderCalls.${name}`),
      ].map((name) => [name, 'staff-orders.test.ts']),
      // Issue 13: the lead forms need a captcha token and distinct addresses; leads.test.ts parses every answer.
      [
        'leadCalls.captcha',
        'leadCalls.submit',
        'leadCalls.submitV3',
        'leadCalls.whatsapp',
        'leadCalls.contact',
        'leadCalls.tradeInOptions',
        'leadCalls.tradeInEstimate',
        'crmDevCalls.outbox',
      ].map((name) => [name, 'leads.test.ts']),
      // Issue 13: a booking needs a code from the outbox or a customer token; bookings.test.ts parses every answer.
      [
        'bookingCalls.branches',
        'bookingCalls.availability',
        'bookingCalls.rentalAvailability',
        'bookingCalls.coverage',
        'bookingCalls.sendCode',
        'bookingCalls.upload',
        'bookingCalls.create',
        'bookingCalls.mine',
        'bookingCalls.myBooking',
        'bookingCalls.cancel',
        'bookingCalls.reschedule',
        'bookingCalls.tracking',
        'bookingCalls.dealerUpdate',
      ].map((name) => [name, 'bookings.test.ts']),
      // The dealer system's price list needs its X-Dealer-Key (and would change the prices other samples read).
      [['newCarCalls.dealerPrices', 'dealer-prices.test.ts']],
      // Issue 16: confirming needs the token of an emailed link; newsletter.test.ts parses every answer.
      [['customerCalls.subscribeConfirm', 'newsletter.test.ts']],
      // Issue 24: the staff console's calls need its session cookie and Origin; staff-auth and staff-admin parse every answer.
      ['login', 'secondFactor', 'startEnrolment', 'confirmEnrolment', 'me', 'logout', 'changePassword', 'forgotPassword', 'passwordLink', 'resetPassword'].map(
        (name) => [`staffCalls.${name}`, 'staff-auth.test.ts'],
      ),
      ['branches', 'list', 'create', 'detail', 'update', 'deactivate', 'activate', 'resetSecondFactor', 'resendInvite', 'audit'].map(
        (name) => [`staffCalls.${name}`, 'staff-admin.test.ts'],
      ),
      ['list', 'detail', 'slots', 'confirm', 'reschedule', 'cancel', 'stage', 'answer', 'complete', 'noShow', 'assign'].map((name) => [
        `staffBookingCalls.${name}`,
        'staff-bookings.test.ts',
      ]),
      // Issue 24: the Leads and Tiket queues; staff-leads and staff-tickets parse every answer.
      ['list', 'detail', 'assign', 'status', 'note'].map((name) => [`staffLeadCalls.${name}`, 'staff-leads.test.ts']),
      ['list', 'detail', 'reply', 'close', 'reopen'].map((name) => [`staffTicketCalls.${name}`, 'staff-tickets.test.ts']),
      [['staffSummaryCalls.summary', 'staff-summary.test.ts']],
      // Issue 25: the Dasbor needs a manager's session; staff-dashboard.test.ts parses every answer.
      [['staffDashboardCalls.dashboard', 'staff-dashboard.test.ts']],
      // Issue 25: the console's prices need a staff session; staff-prices.test.ts parses every answer.
      ['list', 'options', 'update', 'colors', 'updateColor', 'history', 'importPreview', 'importDetail', 'importApply'].map(
        (name) => [`staffPriceCalls.${name}`, 'staff-prices.test.ts'],
      ),
      // Issue 25: promos in the console; staff-promos.test.ts parses every answer.
      ['list', 'flashSales', 'targets', 'preview', 'detail', 'create', 'update', 'publish', 'unpublish', 'uploadImage'].map((name) => [`staffPromoCalls.${name}`, 'staff-promos.test.ts']),
      // Issue 25: flash sales in the console; staff-flash-sales.test.ts parses every answer.
      ['flashSaleItems', 'createFlashSale', 'updateFlashSale', 'endFlashSale'].map((name) => [`staffPromoCalls.${name}`, 'staff-flash-sales.test.ts']),
      // Issue 25: branches and salesmen in the console; staff-branches.test.ts parses every answer.
      ['list', 'detail', 'updateSchedule', 'addClosure', 'removeClosure', 'updateSalesman', 'uploadPhoto', 'updateTestDriveCars', 'updateRentalFleet'].map((name) => [
        `staffBranchCalls.${name}`,
        'staff-branches.test.ts',
      ]),
      // Issue 25: stock in the console; staff-stock.test.ts parses every answer.
      ['list', 'update'].map((name) => [`staffStockCalls.${name}`, 'staff-stock.test.ts']),
      // Issue 25: articles, FAQs and static pages in the console; staff-content.test.ts parses every answer.
      ['articles', 'article', 'createArticle', 'updateArticle', 'publishArticle', 'unpublishArticle', 'faqs', 'createFaq', 'updateFaq', 'deleteFaq', 'reorderFaqs', 'pages', 'page', 'updatePage'].map(
        (name) => [`staffContentCalls.${name}`, 'staff-content.test.ts'],
      ),
    ),
);

/**
 * Operations that are not the web's calls, so they have no contract: a payment provider posts its
 * notifications in its own format (Midtrans' or the simulator's), and the dealer system moves
 * orders along (issue 12).
 */
const NOT_WEB_CALLS: ReadonlySet<string> = new Set([
  'POST /api/payment/v1/notifications/{provider}',
  'POST /api/payment/v1/webhooks/{provider}',
  'POST /api/order/v1/dealer/orders/{orderNo}/status',
  // Issue 13: a booking's photo or document, bytes rather than JSON (contracts/bookings.ts BOOKING_FILE_PATH).
  'GET /api/booking/v1/my-bookings/{bookingNo}/files/{fileId}',
  // Issue 25: an uploaded promo picture for the console, bytes rather than JSON (contracts/staff-promos.ts PROMO_IMAGE_PATH).
  'GET /api/staff/v1/promo-images/{id}',
  // Issue 25: an uploaded salesman photo for the console, bytes (contracts/staff-branches.ts SALESMAN_PHOTO_PATH).
  'GET /api/staff/v1/salesman-photos/{id}',
]);

type AnyCall = Call & { name: string };

/** Every `<area>Calls` object of every contract file, each call named `<area>Calls.<key>`. */
async function allCalls(): Promise<AnyCall[]> {
  const calls: AnyCall[] = [];
  for (const file of readdirSync(CONTRACTS_DIR).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts')).sort()) {
    const module = (await import(pathToFileURL(`${CONTRACTS_DIR}${file}`).href)) as Record<string, unknown>;
    for (const [group, value] of Object.entries(module)) {
      if (!group.endsWith('Calls') || typeof value !== 'object' || value === null) continue;
      for (const [key, call] of Object.entries(value as Record<string, Call>)) calls.push({ ...call, name: `${group}.${key}` });
    }
  }
  return calls;
}

interface Sample {
  call: Call;
  input: { params?: object; query?: object; body?: unknown };
  /** The member shapes the web parses this answer with, besides the call's `data`. */
  members: z.ZodType[];
}

/** A request the web makes, typed by the call's contract, and the member shapes it reads the answer with. */
function sample<C extends Call>(call: C, input: CallInput<C>, ...members: z.ZodType[]): Sample {
  return { call, input: input as Sample['input'], members };
}

// One or more requests per call, as the pages and islands send them (the seed's codes and slugs).
const SAMPLES: Sample[] = [
  // Catalogue
  sample(catalogueCalls.productList, { query: { slug: 'mobil-baru-toyota', cityCode: '3273', sort: 'price-asc', size: '12' } }, NewCarListData),
  sample(catalogueCalls.productList, { query: { slug: 'mobil-baru-toyota', bodyType: 'suv', fuel: 'Hybrid' } }, NewCarListData),
  sample(
    catalogueCalls.productList,
    { query: { slug: 'certified-used-car-toyota', minYear: '2020', maxYear: '2023', sort: 'mileage-asc' } },
    UsedCarListData,
  ),
  sample(catalogueCalls.productList, { query: { slug: 'testdrive-toyota' } }, NewCarListData),
  sample(
    catalogueCalls.products,
    { query: { category: 'ACCESSORY', q: 'karpet', sort: 'recommended', page: '0', size: '12' } },
    AftersalesProductsData,
  ),
  sample(catalogueCalls.products, { query: { category: 'COUPON' } }, AftersalesProductsData),
  sample(catalogueCalls.products, { query: { category: 'PACKAGE', model: 'avanza' } }, AftersalesProductsData),
  sample(catalogueCalls.products, { query: { category: 'SPAREPART' } }),
  sample(catalogueCalls.facets, { query: { category: 'ACCESSORY' } }),
  sample(catalogueCalls.facets, { query: { category: 'COUPON' } }),
  sample(catalogueCalls.productDetail, { query: { code: 'avanza', cityCode: '3273' } }, NewCarDetail),
  sample(catalogueCalls.productDetail, { query: { code: 'UC-26101', category: 'USEDCAR' } }, UsedCarDetail),
  sample(catalogueCalls.productDetail, { query: { code: 'ACC-1001', category: 'ACCESSORY' } }, AccessoryItemDetail),
  sample(catalogueCalls.productDetail, { query: { code: '90915-YZZN1', category: 'SPAREPART' } }, SparePartItemDetail),
  sample(catalogueCalls.productDetail, { query: { code: 'KPN-3001', category: 'COUPON' } }, CouponItemDetail),
  sample(catalogueCalls.productDetail, { query: { code: 'PKT-2001', category: 'PACKAGE' } }, PackageItemDetail),
  // New cars
  sample(newCarCalls.trending, {}),
  sample(newCarCalls.information, { params: { code: 'avanza' }, query: { cityCode: '0080' } }),
  sample(newCarCalls.specification, { params: { code: 'avanza' } }),
  sample(newCarCalls.superiority, { params: { code: 'avanza' } }),
  sample(newCarCalls.similar, { params: { code: 'avanza' }, query: { cityCode: '0080' } }),
  sample(newCarCalls.similarDetails, { query: { codes: 'avanza,veloz' } }),
  sample(newCarCalls.gallery, { params: { code: 'avanza' } }),
  sample(newCarCalls.allGallery, { params: { code: 'avanza' } }),
  sample(newCarCalls.content, { params: { a: 'avanza', b: 'price' }, query: { cityCode: '3273' } }),
  sample(newCarCalls.content, { params: { a: 'avanza', b: 'promo' } }),
  sample(newCarCalls.content, { params: { a: 'avanza', b: 'video' } }),
  sample(newCarCalls.content, { params: { a: 'avanza', b: 'gallery' } }),
  sample(newCarCalls.compare, { query: { codes: 'avanza,veloz,rush' } }),
  sample(newCarCalls.compareOptions, {}),
  sample(newCarCalls.creditCalculator, { body: { otrPrice: 300_000_000, downPaymentPercent: 30, tenorMonths: 48 } }),
  // Used cars
  sample(usedCarCalls.facets, {}),
  sample(usedCarCalls.similar, { params: { code: 'UC-26101' } }),
  // After-sales
  sample(aftersalesCalls.serviceContent, { query: { serviceType: 'booking-service' } }),
  sample(aftersalesCalls.serviceContent, { query: { serviceType: 'body-paint' } }),
  sample(aftersalesCalls.servicePlan, {}),
  sample(aftersalesCalls.services, { query: { serviceType: 'bengkel', serviceCategory: 'berkala' } }),
  sample(aftersalesCalls.spareParts, { query: { page: '0', size: '12' } }),
  sample(aftersalesCalls.trending, {}),
  sample(aftersalesCalls.flashSale, {}),
  sample(aftersalesCalls.accessories, { query: { category: 'Elektronik', model: 'avanza', size: '50' } }),
  sample(aftersalesCalls.accessoryDetail, { params: { code: 'ACC-1009' } }),
  sample(aftersalesCalls.accessory, { params: { code: 'ACC-1009' } }),
  sample(aftersalesCalls.couponProduct, { query: { productCode: 'avanza' } }),
  // Branches and salesmen
  sample(branchCalls.ofCity, { params: { iso: '0080' } }),
  sample(branchCalls.areas, {}),
  sample(branchCalls.search, { body: { city: '3273', service: 'bengkel' } }),
  sample(branchCalls.nearest, { body: { latitude: -6.2, longitude: 106.8 } }),
  sample(branchCalls.schedule, { params: { id: '10' } }),
  sample(branchCalls.detail, { params: { slug: 'kemudi-toyota-cikini' } }),
  sample(branchCalls.salesmen, { params: { name: 'kemudi-toyota-cikini' }, query: { page: '0', size: '3' } }),
  sample(branchCalls.salesmanBySlug, { params: { slug: 'budi-santoso-sunter' } }),
  sample(branchCalls.salesmanById, { params: { id: '1' } }),
  sample(branchCalls.salesmanServices, { params: { slug: 'budi-santoso-sunter' } }),
  sample(branchCalls.salesmanGallery, { params: { slug: 'budi-santoso-sunter' }, query: { page: '0', size: '6' } }),
  sample(branchCalls.customerGallery, { params: { slug: 'budi-santoso-sunter' }, query: { page: '0', size: '6' } }),
  sample(branchCalls.valuePropositions, {}),
  sample(branchCalls.salesmanNews, { params: { slug: 'budi-santoso-sunter' } }),
  sample(branchCalls.salesmanBranch, { params: { slug: 'budi-santoso-sunter' } }),
  // Editorial
  sample(editorialCalls.faq, { query: { page: '0', size: '10' } }),
  sample(editorialCalls.termCondition, { query: { type: 'booking-service' } }),
  sample(editorialCalls.staticPage, { query: { pageId: 'tentang-kami' } }),
  sample(editorialCalls.loginBanner, {}),
  sample(editorialCalls.banner, { params: { location: 'home-hero' } }),
  sample(editorialCalls.reviews, { query: { type: 'NEWCAR', code: 'avanza' } }),
  sample(editorialCalls.reviewFeed, { query: { type: 'NEWCAR', page: '0', size: '10' } }),
  sample(editorialCalls.news, { query: { category: 'Tips', page: '0', size: '9' } }),
  sample(editorialCalls.article, { params: { slug: 'kemudi-raih-penghargaan-dealer-terbaik-2026' } }),
  // Promos
  sample(promoCalls.hero, {}),
  sample(promoCalls.heroV2, {}),
  sample(promoCalls.national, { query: { page: '0', size: '4', category: 'Mobil Baru' } }),
  sample(promoCalls.filter, { query: { city: '0080', all: 'true', page: '0', size: '4' } }),
  sample(promoCalls.filter, { query: { branchSlug: 'kemudi-toyota-cikini' } }),
  sample(promoCalls.bySlug, { params: { slug: 'akhir-pekan-hemat-jakarta' } }),
  sample(promoCalls.bySalesman, { params: { slug: 'budi-santoso-sunter' }, query: { page: '0', size: '4' } }),
  // Cart (a guest with the system token; customers, merges and refusals in cart.test.ts)
  sample(cartCalls.globalCart, { query: { doUpdateHiddenEntries: 'false' } }),
  sample(cartCalls.updateGlobalCart, { query: { cityCode: '0080' }, body: { products: [{ code: 'PKT-2001', quantity: 1 }] } }),
  sample(cartCalls.productStock, { body: { codes: ['ACC-1009', 'PKT-2001', 'KPN-3001'] } }),
  // Search, chat, site, places, customer
  sample(searchCalls.globalSearch, { body: { text: 'ava', limit: 4 } }),
  sample(searchCalls.globalSearch, { body: { text: 'kupon' } }),
  sample(chatCalls.ask, { body: { question: 'Berapa harga Avanza?' } }),
  sample(chatCalls.ask, { body: { question: 'Dealer terdekat', latitude: -6.2, longitude: 106.8 } }),
  sample(siteCalls.menu, {}),
  sample(siteCalls.menu, { query: { location: 'quick-menu' } }),
  sample(siteCalls.sitemap, {}),
  sample(siteCalls.dataVersion, {}),
  sample(geoCalls.provinces, {}),
  sample(geoCalls.province, { params: { iso: 'jawa_barat' } }),
  sample(geoCalls.cities, {}),
  sample(geoCalls.citiesOfProvince, { body: { province: 'jawa_barat' } }),
  sample(geoCalls.updateLocation, { body: { city_name: 'Bandung', city_iso: '3273' } }),
  sample(customerCalls.subscribe, { query: { email: 'kontrak.uji@contoh.com' } }),
  sample(customerCalls.subscribeForm, { body: { email: 'kontrak.form@contoh.com' } }),
  sample(customerCalls.pdpConsent, { query: { isAll: 'true' } }),
  sample(customerCalls.config, { params: { key: 'promo-period-end' } }),
  // Accounts (the calls that need a customer, a code or a link are sampled in accounts.test.ts)
  sample(accountCalls.checkPhoneVerified, { body: { phoneNumber: '+62 812-9000-0001' } }),
  sample(accountCalls.checkAccount, { body: { phoneNumber: '081290000001' } }),
  sample(accountCalls.register, { body: { name: 'Kontrak Uji', phoneNumber: '081290000001', email: 'kontrak.daftar@contoh.com', password: 'rahasia123' } }),
  sample(accountCalls.forgotPassword, { query: { userId: 'kontrak.daftar@contoh.com' } }),
  // Development outbox (served in outbox mode, which the tests run in)
  sample(devCalls.outbox, { query: { to: '081290000001' } }),
];

/** A contract path as a route pattern of the OpenAPI document (`:code` → `{code}`). */
const openApiPath = (path: string) => path.replace(/:([A-Za-z]\w*)/g, '{$1}');

describe('contracts and the API that serves them', () => {
  let ctx: TestContext;
  let calls: AnyCall[];
  beforeAll(async () => {
    ctx = await createTestContext();
    calls = await allCalls();
  });
  afterAll(() => ctx.close());

  it('serves every call of every contract with its method and path (or says which issue will)', () => {
    expect(calls.length).toBeGreaterThan(70);
    const missing = calls.filter((c) => !NOT_SERVED_YET[c.name] && !ctx.app.hasRoute({ method: c.method, url: c.path }));
    expect(missing.map((c) => `${c.name} ${c.method} ${c.path}`)).toEqual([]);
    const servedAlready = calls.filter((c) => NOT_SERVED_YET[c.name] && ctx.app.hasRoute({ method: c.method, url: c.path }));
    expect(servedAlready.map((c) => c.name), 'served now: take them off NOT_SERVED_YET').toEqual([]);
    for (const name of Object.keys(NOT_SERVED_YET)) expect(calls.map((c) => c.name)).toContain(name);
  });

  // The pictures (SVG) and the staff lists' CSV exports (lib/csv-export.ts) are not JSON calls.
  it('has a contract for every JSON operation it documents', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{ paths: Record<string, Record<string, unknown>> }>();
    const contracted = new Set(calls.map((c) => `${c.method} ${openApiPath(c.path)}`));
    const operations = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/api/') && !path.startsWith('/api/media/') && !path.endsWith('.csv'))
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`));
    expect(operations.length).toBeGreaterThanOrEqual(70);
    expect(operations.filter((op) => !contracted.has(op) && !NOT_WEB_CALLS.has(op))).toEqual([]);
  });

  it('has a sample request for every call it serves', () => {
    const sampled = new Set(SAMPLES.map((s) => s.call));
    const unsampled = calls.filter(
      (c) => !NOT_SERVED_YET[c.name] && !SAMPLED_IN_OWN_SUITE[c.name] && ![...sampled].some((s) => s.method === c.method && s.path === c.path),
    );
    expect(unsampled.map((c) => c.name)).toEqual([]);
  });

  it.each(SAMPLES.map((s) => [`${s.call.method} ${pathOf(s.call, s.input.params as Record<string, string>)}${queryOf(s.input.query)}`, s] as const))(
    '%s: the answer parses with the schemas the web reads it with',
    async (_label, { call, input, members }) => {
      const url = `${pathOf(call, input.params as Record<string, string> | undefined)}${queryOf(input.query)}`;
      const answer = await ctx.app.inject({
        method: call.method,
        url,
        headers: { authorization: `Bearer ${ctx.token}` },
        ...(input.body !== undefined ? { payload: input.body as object } : {}),
      });
      expect(answer.statusCode, answer.body).toBe(200);
      const body: unknown = answer.json();
      const parsed = envelope(call.data).safeParse(body);
      expect(parsed.success, parsed.error?.message).toBe(true);
      for (const member of members) {
        const own = member.safeParse((body as { data: unknown }).data);
        expect(own.success, own.error?.message).toBe(true);
      }
    },
  );
});
