import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok, responses } from '../../lib/reply';
import {
  AccessoryCard,
  AccessoryDetail,
  AccessoryListQuery,
  AccessoryPage,
  AccessoryParams,
  AftersalesCards,
  BannerData,
  BannerParams,
  BranchDetail,
  BranchIdParams,
  BranchSchedule,
  BranchSlugParams,
  FaqPage,
  FaqQuery,
  FlashSaleList,
  FlashSaleQuery,
  LoginBannerData,
  MenuList,
  MenuQuery,
  ReviewFeedPage,
  ReviewFeedQuery,
  ReviewPage,
  ReviewQuery,
  SalesmanBranch,
  SalesmanNews,
  ServiceContentData,
  ServiceContentQuery,
  ServiceList,
  ServiceListQuery,
  SparePartPage,
  SparePartQuery,
  ServicePlan,
  ServicePlanQuery,
  SlugParams,
  StaticPageData,
  StaticPageQuery,
  TermData,
  TermQuery,
  TrendingCars,
  ArticleDetail,
  ArticleParams,
  NewsPage,
  NewsQuery,
} from './schemas';
import {
  getBanner,
  getLoginPageBanner,
  getStaticPage,
  getTermCondition,
  listFaqs,
  listMenuCategories,
  listReviews,
} from './service';
import { getBranchBySlug, getBranchSchedule, getSalesmanBranch, getSalesmanNews } from './service-branch';
import { getNewsArticle, listNews, listReviewFeed } from './service-news';
import {
  getAccessoryCard,
  getAccessoryDetail,
  listAccessories,
  listFlashSales,
  listTrendingAftersales,
  listTrendingCars,
} from './service-catalog';
import { getServiceContent, getServicePlan, listServices, listSpareParts } from './service-workshop';

const tags = ['content'];

/** /api/content/v1 — §7 "Content" calls. */
export async function contentRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/faq',
    {
      schema: {
        tags,
        summary: 'Frequently asked questions (§7 faq?type&code[&isLandingPage&page&size], §9 size 10)',
        description:
          'Paginated. Questions stay in their (type, code) group: by type (umum, mobil-baru, mobil-bekas, servis, aksesoris, kupon, akun, pembayaran, product), ' +
          "then code ('' first), then the editors' sortOrder. `type` is optional but must be a known FAQ type; `code` matches exactly " +
          "(questions for the whole type have code ''); `isLandingPage` true/false narrows to landing-page questions or the others, absent = both; " +
          '`q` keeps the questions whose question or answer contains every word of it (any case).',
        querystring: FaqQuery,
        response: responses(FaqPage),
      },
    },
    async (request) => ok(await listFaqs(app.db, request.query)),
  );

  app.get(
    '/page/trending-cars',
    {
      schema: {
        tags,
        summary: 'Trending car models for the home page (§7 page/trending-cars)',
        description:
          'Models with a trending rank, by rank. lowestPrice is the lowest default (DKI Jakarta) OTR of the model’s variants; ' +
          'imageUrl draws the model in its first colour; a model without variants is left out.',
        response: responses(TrendingCars),
      },
    },
    async () => ok(await listTrendingCars(app.db)),
  );

  app.get(
    '/service/content',
    {
      schema: {
        tags,
        summary: 'Content of an after-sales service page (§7 service/content?serviceType&carModel&couponCode[&vehicleCode])',
        description:
          '404 for an unknown serviceType, carModel, vehicleCode or couponCode. `packages` lists the service packages of carModel ' +
          '(empty when no model is given). vehicleCode is read as a variant code and selects its model when carModel is absent ' +
          '(§7 does not say what it is). `url` is the site page of the service.',
        querystring: ServiceContentQuery,
        response: responses(ServiceContentData),
      },
    },
    async (request) => ok(await getServiceContent(app.db, app.now(), request.query)),
  );

  app.get(
    '/service/plan',
    {
      schema: {
        tags,
        summary: 'Periodic maintenance plan (§7 service/plan)',
        description:
          "Derived from the 'Servis Berkala' service packages: one step per kmInterval, ascending, with the packages of that interval by price. " +
          'months = kmInterval / 10,000 × 6 rounded (every 10,000 km or 6 months, whichever comes first), at least 1 (1,000 km → 1 month). ' +
          'With carModel only that model’s packages (404 for an unknown model); without it, every model’s (see each package’s modelCodes).',
        querystring: ServicePlanQuery,
        response: responses(ServicePlan),
      },
    },
    async (request) => ok(await getServicePlan(app.db, request.query.carModel)),
  );

  app.get(
    '/service',
    {
      schema: {
        tags,
        summary: 'Workshop services (§7 service?serviceType&serviceCategory)',
        description:
          'serviceType is required (bengkel, body-paint, home-service, or cubain: the daily rental rates, priceFrom per day and durationMinutes the length of a rental day); ' +
          'serviceCategory optional. In the workshop’s order; not paginated.',
        querystring: ServiceListQuery,
        response: responses(ServiceList),
      },
    },
    async (request) => ok(await listServices(app.db, request.query)),
  );

  app.get(
    '/service/spare-parts',
    {
      schema: {
        tags,
        summary: 'Spare parts of the suku-cadang page (issue 4; §7 names only products?category)',
        description:
          'Filters combine: model (parts fitting that model code; 404 for an unknown model), category (case-insensitive exact), ' +
          'q (every word must appear in the part name or part number, case-insensitive). By category, then name. ' +
          'Paginated from page 0, default size 12. categories and models list every value the filters accept.',
        querystring: SparePartQuery,
        response: responses(SparePartPage),
      },
    },
    async (request) => ok(await listSpareParts(app.db, request.query)),
  );

  app.get(
    '/termcondition',
    {
      schema: {
        tags,
        summary: 'Terms and conditions by type (§7 termcondition?type)',
        description: '404 for an unknown type.',
        querystring: TermQuery,
        response: responses(TermData),
      },
    },
    async (request) => ok(await getTermCondition(app.db, request.query.type)),
  );

  app.get(
    '/page/static-page',
    {
      schema: {
        tags,
        summary: 'A static page (§7 page/static-page?pageId|componentId)',
        description: 'Exactly one of pageId and componentId is required (400 otherwise); 404 when no page has it.',
        querystring: StaticPageQuery,
        response: responses(StaticPageData),
      },
    },
    async (request) => ok(await getStaticPage(app.db, request.query)),
  );

  app.get(
    '/contentCatalog/trending-product-aftersales',
    {
      schema: {
        tags,
        summary: 'Trending after-sales products (§7 contentCatalog/trending-product-aftersales)',
        description:
          'Cards of the trending accessories (by name), then the trending service coupons valid today (by title; expired or not yet valid coupons are left out). ' +
          'For a coupon, strikeThroughPrice is its normal price.',
        response: responses(AftersalesCards),
      },
    },
    async () => ok(await listTrendingAftersales(app.db, app.now())),
  );

  app.get(
    '/contentCatalog/login-page-banner',
    {
      schema: {
        tags,
        summary: 'Banner of the login page (§7 contentCatalog/login-page-banner)',
        description: "The 'login-page' banner; bannerUrl is its drawn image.",
        response: responses(LoginBannerData),
      },
    },
    async () => ok(await getLoginPageBanner(app.db)),
  );

  app.get(
    '/contentCatalog/flash-sale',
    {
      schema: {
        tags,
        summary: 'Running flash sales (§7 contentCatalog/flash-sale?userId&category&city)',
        description:
          'Sales running now (startsAt ≤ now < endsAt), ending soonest first. A sale without cities runs in every city; without `city` all running sales are listed. ' +
          'normalPrice is the item’s regular selling price and discountPercent follows §9. Sold-out sales stay listed with remainingQuota 0. ' +
          '`userId` is accepted and ignored: §7 shows no personalisation.',
        querystring: FlashSaleQuery,
        response: responses(FlashSaleList),
      },
    },
    async (request) => ok(await listFlashSales(app.db, app.now(), request.query)),
  );

  app.get(
    '/accessories',
    {
      schema: {
        tags,
        summary: 'Accessory list (§2 /aksesoris; list call not named in §7)',
        description:
          'Filters: model (fits that model code), category and brand (case-insensitive), minPrice/maxPrice (inclusive; 400 when min > max), ' +
          'q (every word in the name, brand or description). sort: name (default), price-asc, price-desc. Default size 12.',
        querystring: AccessoryListQuery,
        response: responses(AccessoryPage),
      },
    },
    async (request) => ok(await listAccessories(app.db, request.query)),
  );

  app.get(
    '/accessories/detail/:code',
    {
      schema: {
        tags,
        summary: 'Accessory detail (§7 accessories/detail/{code})',
        description:
          'The card plus description, install time, warranty, the models it fits (with names), the rating summary of its ACCESSORY reviews ' +
          '(average 0 and count 0 when there are none) and up to 4 related accessories of the same category (trending first, then by name).',
        params: AccessoryParams,
        response: responses(AccessoryDetail),
      },
    },
    async (request) => ok(await getAccessoryDetail(app.db, request.params.code)),
  );

  app.get(
    '/accessories/:code',
    {
      schema: {
        tags,
        summary: 'Accessory card (§7 accessories/{code})',
        description: 'The short form used by cards and the cart.',
        params: AccessoryParams,
        response: responses(AccessoryCard),
      },
    },
    async (request) => ok(await getAccessoryCard(app.db, request.params.code)),
  );

  app.get(
    '/branch/working-schedules/:id',
    {
      schema: {
        tags,
        summary: 'Weekly working schedule of a branch (§7 branch/working-schedules/{id})',
        description:
          "Days Senin … Minggu with hours 'HH:mm - HH:mm' or 'Tutup'. openNow is judged at the current time in the branch's own zone, chosen by its province: " +
          'WIB (UTC+7) for Sumatra (Aceh, Medan, Palembang), Java and West/Central Kalimantan; WITA (UTC+8) for Bali, Nusa Tenggara, ' +
          'South/East/North Kalimantan (Balikpapan) and Sulawesi (Makassar); WIT (UTC+9) for Maluku and Papua. Hidden branches are answered too.',
        params: BranchIdParams,
        response: responses(BranchSchedule),
      },
    },
    async (request) => ok(await getBranchSchedule(app.db, app.now(), request.params.id)),
  );

  app.get(
    '/review',
    {
      schema: {
        tags,
        summary: 'Customer reviews of an object (§7 review?type&code, §3 Customer review)',
        description:
          'Newest first, paginated (default size 10; §9 gives none). summary covers every review of the object: average to one decimal ' +
          '(0 when there are none), count and the count per rating 1–5. 404 when no object of that type has the code ' +
          '(NEWCAR = model code, USEDCAR = used-car code, ACCESSORY, SERVICE = service type such as booking-service, COUPON).',
        querystring: ReviewQuery,
        response: responses(ReviewPage),
      },
    },
    async (request) => ok(await listReviews(app.db, request.query)),
  );

  app.get(
    '/review/feed',
    {
      schema: {
        tags,
        summary: 'Reviews across models or services, for /review-produk (§2; §3 Customer review, §9 rating 1 to 5)',
        description:
          'type NEWCAR (default: every model) or SERVICE (every after-sales service); `code` narrows to one object (404 when unknown) and ' +
          '`rating` to one star value. Newest first, default size 10. summary covers every review of the type (and code), whatever `rating`; ' +
          '`objects` lists the objects of the type that have reviews (name, page, count, average), by name, for the filter.',
        querystring: ReviewFeedQuery,
        response: responses(ReviewFeedPage),
      },
    },
    async (request) => ok(await listReviewFeed(app.db, request.query)),
  );

  app.get(
    '/menu/category',
    {
      schema: {
        tags,
        summary: 'Menu categories (§7 menu category)',
        description:
          'A flat list. With `location` only that menu; without it every menu, ordered header, purna-jual, quick-menu, home-tile, footer, then by position. ' +
          'hideOnMobile marks items the mobile drawer hides (§2: only Mobil Baru).',
        querystring: MenuQuery,
        response: responses(MenuList),
      },
    },
    async (request) => ok(await listMenuCategories(app.db, request.query.location)),
  );

  app.get(
    '/banner/location/:location',
    {
      schema: {
        tags,
        summary: 'Banner of a page location (§7 "Banner location returns data.bannerUrl")',
        description: '404 for an unknown location. The web app caches the answer in session storage (§7).',
        params: BannerParams,
        response: responses(BannerData),
      },
    },
    async (request) => ok(await getBanner(app.db, request.params.location)),
  );

  app.get(
    '/news',
    {
      schema: {
        tags,
        summary: 'News and tips, newest first (§3 Article; the list §7 implies for /berita-dan-tips)',
        description:
          'Articles published by today (WIB), newest first; category Berita or Tips narrows the list. Default page size 6 (§9 gives none).',
        querystring: NewsQuery,
        response: responses(NewsPage),
      },
    },
    async (request) => ok(await listNews(app.db, app.now(), request.query.category, request.query.page, request.query.size)),
  );

  app.get(
    '/news/slug/:slug',
    {
      schema: {
        tags,
        summary: 'One news or tips article with its body (§3 Article)',
        description: 'An article not yet published (publishedDate after today, WIB) answers 404 like an unknown slug.',
        params: ArticleParams,
        response: responses(ArticleDetail),
      },
    },
    async (request) => ok(await getNewsArticle(app.db, app.now(), request.params.slug)),
  );

  app.get(
    '/branch-detail/:slug',
    {
      schema: {
        tags,
        summary: 'One branch by its slug, for its page /dealer-toyota/{slug} (§7 "not shown")',
        description:
          '§7 names "branch-detail by salesman slug" and branch/working-schedules/{id}; a call for a branch by its own slug is not shown, ' +
          'so this one serves the branch page: address, city and province, coordinates, phone, WhatsApp and e-mail, the description, ' +
          'services (sales, bengkel, body-paint, home-service), the week as branch/working-schedules answers it (openNow in the branch’s zone), ' +
          'salesmanCount and url. A hidden branch (closed for renovation) is answered with hidden: true so its links keep working. ' +
          '404 for an unknown slug.',
        params: BranchSlugParams,
        response: responses(BranchDetail),
      },
    },
    async (request) => ok(await getBranchBySlug(app.db, app.now(), request.params.slug)),
  );

  app.get(
    '/news/salesman/:slug',
    {
      schema: {
        tags,
        summary: 'News for a salesman page (§7 "news … by salesman slug")',
        description:
          "The salesman's own promos running today (validFrom ≤ today ≤ validUntil, WIB) in promo order, plus the 3 newest articles published by today. 404 for an unknown salesman.",
        params: SlugParams,
        response: responses(SalesmanNews),
      },
    },
    async (request) => ok(await getSalesmanNews(app.db, app.now(), request.params.slug)),
  );

  app.get(
    '/branch-detail/salesman/:slug',
    {
      schema: {
        tags,
        summary: 'Branch of a salesman (§7 "branch-detail by salesman slug")',
        description: 'The branch the salesman works at, with its schedule (as branch/working-schedules) and page URL. 404 for an unknown salesman.',
        params: SlugParams,
        response: responses(SalesmanBranch),
      },
    },
    async (request) => ok(await getSalesmanBranch(app.db, app.now(), request.params.slug)),
  );
}
