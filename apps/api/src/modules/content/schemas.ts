import { PAGE_SIZE } from '@kemudi/domain/constants';
import { z } from 'zod';
import { pageOf, pageParam, sizeParam } from '../../lib/query';
import { PromoCard } from '@kemudi/domain/contracts/promos';

// ---------------------------------------------------------------------------------------------
// Shared pieces
// ---------------------------------------------------------------------------------------------

/** A code or slug in a path or query: short, no control characters. */
const code = (label: string) => z.string().trim().min(1).max(100).describe(label);

/** Optional true/false filter: absent means "do not filter" (unlike `boolParam`, which defaults). */
const optionalBool = z
  .enum(['true', 'false', 'TRUE', 'FALSE', 'True', 'False', '1', '0'])
  .optional()
  .transform((v) => (v === undefined ? undefined : v === '1' || v.toLowerCase() === 'true'));

/** An enum the caller must give: a missing value reads 'wajib diisi', not the list of allowed values. */
const requiredEnum = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: (issue) => (issue.input === undefined ? 'wajib diisi' : undefined) });

const rupiah = z.number().int().describe('Rupiah');

// ---------------------------------------------------------------------------------------------
// FAQ
// ---------------------------------------------------------------------------------------------

/** The FAQ types the seed and the site use (schema: faqs.type). */
export const FAQ_TYPES = ['umum', 'mobil-baru', 'mobil-bekas', 'servis', 'aksesoris', 'kupon', 'akun', 'pembayaran', 'product'] as const;

export const FaqQuery = z.object({
  type: z.enum(FAQ_TYPES).optional().describe('FAQ type; absent = every type'),
  code: z.string().trim().max(100).optional().describe("Page or product code; exact match ('' rows belong to the whole type)"),
  isLandingPage: optionalBool.describe('true = only landing-page questions, false = only the others, absent = both'),
  q: z.string().trim().max(100).optional().describe('Words searched in the question and the answer (every word must occur; case-insensitive)'),
  page: pageParam,
  size: sizeParam(PAGE_SIZE.FAQ),
});

export const FaqItem = z.object({
  id: z.number().int(),
  type: z.string(),
  code: z.string(),
  question: z.string(),
  answer: z.string(),
});
export const FaqPage = pageOf(FaqItem);

// ---------------------------------------------------------------------------------------------
// Trending cars
// ---------------------------------------------------------------------------------------------

/** Exactly the fields the web app's home page reads. */
export const TrendingCar = z.object({
  code: z.string(),
  name: z.string(),
  bodyType: z.string(),
  tagline: z.string(),
  imageUrl: z.string(),
  lowestPrice: rupiah,
  url: z.string(),
});
export const TrendingCars = z.array(TrendingCar);

// ---------------------------------------------------------------------------------------------
// Service content, services, plan
// ---------------------------------------------------------------------------------------------

export const ServiceContentQuery = z.object({
  serviceType: code('Service content type, e.g. booking-service, home-service, body-paint'),
  carModel: code('Model code: adds the service packages for that model').optional(),
  couponCode: code('Service coupon code: adds that coupon').optional(),
  vehicleCode: code('Variant code of the customer’s car; selects its model when carModel is absent').optional(),
});

export const PackageSummary = z.object({
  code: z.string(),
  name: z.string(),
  type: z.string(),
  kmInterval: z.number().int().nullable(),
  description: z.string(),
  price: rupiah,
  normalPrice: rupiah.nullable(),
  discountPercent: z.number().int().nullable(),
  durationMinutes: z.number().int(),
  url: z.string(),
});

export const CouponDetail = z.object({
  code: z.string(),
  title: z.string(),
  description: z.string(),
  serviceType: z.string(),
  modelCodes: z.array(z.string()),
  price: rupiah,
  normalPrice: rupiah,
  discountPercent: z.number().int().nullable(),
  validFrom: z.string(),
  validUntil: z.string(),
  /** Whether app.now() falls inside validFrom…validUntil (WIB calendar days). */
  isActive: z.boolean(),
  usableDays: z.number().int(),
  terms: z.array(z.string()),
  imageUrl: z.string(),
  url: z.string(),
});

export const ServiceContentData = z.object({
  serviceType: z.string(),
  title: z.string(),
  summary: z.string(),
  body: z.string(),
  benefits: z.array(z.string()),
  steps: z.array(z.object({ title: z.string(), description: z.string() })),
  priceNote: z.string().nullable(),
  url: z.string(),
  carModel: z.object({ code: z.string(), name: z.string() }).nullable(),
  packages: z.array(PackageSummary),
  coupon: CouponDetail.nullable(),
});

/** Kinds of priced services (content/v1/service); cubain = the short-term rental rates (per day). */
export const SERVICE_TYPES = ['bengkel', 'body-paint', 'home-service', 'cubain'] as const;

export const ServiceListQuery = z.object({
  serviceType: requiredEnum(SERVICE_TYPES).describe('Kind of workshop service'),
  serviceCategory: z.string().trim().min(1).max(50).optional().describe('e.g. berkala, perbaikan; absent = every category'),
});

export const ServiceItem = z.object({
  id: z.number().int(),
  serviceType: z.string(),
  serviceCategory: z.string(),
  name: z.string(),
  description: z.string(),
  priceFrom: rupiah,
  durationMinutes: z.number().int(),
});
export const ServiceList = z.array(ServiceItem);

export const ServicePlanQuery = z.object({
  carModel: code('Model code; absent = packages of every model').optional(),
});

export const ServicePlanStep = z.object({
  kmInterval: z.number().int(),
  months: z.number().int(),
  packages: z.array(
    z.object({
      code: z.string(),
      name: z.string(),
      modelCodes: z.array(z.string()),
      price: rupiah,
      normalPrice: rupiah.nullable(),
      url: z.string(),
    }),
  ),
});
export const ServicePlan = z.array(ServicePlanStep);

// Spare parts of /services-toyota/suku-cadang (issue 4): filter by model and category, search by name or part number.
export const SPARE_PART_PAGE_SIZE = 12;
export const SparePartQuery = z.object({
  model: code('Model code: only parts that fit it').optional(),
  category: z.string().trim().min(1).max(50).optional().describe('Part category, e.g. Filter, Rem (any letter case)'),
  q: z.string().trim().max(100).optional().describe('Words that must all appear in the part name or part number (case-insensitive)'),
  page: pageParam,
  size: sizeParam(SPARE_PART_PAGE_SIZE),
});

export const SparePartItem = z.object({
  code: z.string().describe('Toyota part number'),
  name: z.string(),
  category: z.string(),
  description: z.string(),
  price: rupiah,
  replaceEveryKm: z.number().int().nullable(),
  fittingModels: z.array(z.object({ code: z.string(), name: z.string() })),
  imageUrl: z.string(),
  url: z.string(),
});
export const SparePartPage = pageOf(SparePartItem).extend({
  categories: z.array(z.string()).describe('Every part category, by name (for the filter)'),
  models: z.array(z.object({ code: z.string(), name: z.string() })).describe('Every model some part fits, by name (for the filter)'),
});

// ---------------------------------------------------------------------------------------------
// Terms, static pages, banners, menu
// ---------------------------------------------------------------------------------------------

export const TermQuery = z.object({ type: code('Terms type') });
export const TermData = z.object({
  type: z.string(),
  title: z.string(),
  items: z.array(z.string()),
  updatedDate: z.string(),
});

export const StaticPageQuery = z
  .object({
    pageId: code('Page id').optional(),
    componentId: code('Component id').optional(),
  })
  .refine((q) => (q.pageId === undefined) !== (q.componentId === undefined), {
    message: "harus berisi tepat satu dari 'pageId' atau 'componentId'",
  });

export const StaticPageData = z.object({
  pageId: z.string(),
  componentId: z.string(),
  title: z.string(),
  description: z.string(),
  sections: z.array(z.object({ heading: z.string(), paragraphs: z.array(z.string()) })),
  updatedDate: z.string(),
});

export const BannerParams = z.object({ location: code('Banner location, e.g. home, login-page') });
export const BannerData = z.object({
  location: z.string(),
  bannerUrl: z.string(),
  title: z.string(),
  subtitle: z.string(),
  linkUrl: z.string(),
  color: z.string(),
});
export const LoginBannerData = z.object({
  title: z.string(),
  subtitle: z.string(),
  linkUrl: z.string(),
  bannerUrl: z.string(),
});

export const MENU_LOCATIONS = ['header', 'purna-jual', 'quick-menu', 'home-tile', 'footer'] as const;
export const MenuQuery = z.object({
  location: z.enum(MENU_LOCATIONS).optional().describe('Absent = every location, flat, ordered by location then position'),
});
export const MenuItem = z.object({
  id: z.number().int(),
  location: z.string(),
  name: z.string(),
  url: z.string(),
  icon: z.string(),
  iconUrl: z.string(),
  hideOnMobile: z.boolean(),
  sortOrder: z.number().int(),
});
export const MenuList = z.array(MenuItem);

// ---------------------------------------------------------------------------------------------
// After-sales catalogue: trending, flash sale, accessories
// ---------------------------------------------------------------------------------------------

export const AftersalesCard = z.object({
  kind: z.enum(['accessory', 'coupon']),
  code: z.string(),
  name: z.string(),
  price: rupiah,
  strikeThroughPrice: rupiah.nullable(),
  imageUrl: z.string(),
  url: z.string(),
});
export const AftersalesCards = z.array(AftersalesCard);

export const FLASH_SALE_CATEGORIES = ['aksesoris', 'kupon', 'paket', 'suku-cadang'] as const;
export const FlashSaleQuery = z.object({
  userId: z.string().trim().max(100).optional().describe('Accepted and ignored: §7 shows no personalisation'),
  category: z.enum(FLASH_SALE_CATEGORIES).optional().describe('Absent = every category'),
  city: z
    .string()
    .trim()
    .regex(/^\d{4}$/)
    .optional()
    .describe('City isocode (4 digits, e.g. 0080); absent = sales of every city'),
});
export const FlashSaleItem = z.object({
  id: z.number().int(),
  kind: z.enum(['accessory', 'coupon', 'package', 'part']),
  code: z.string(),
  category: z.string(),
  name: z.string(),
  normalPrice: rupiah,
  salePrice: rupiah,
  discountPercent: z.number().int().nullable(),
  quota: z.number().int(),
  remainingQuota: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string(),
  imageUrl: z.string(),
  url: z.string(),
});
export const FlashSaleList = z.array(FlashSaleItem);

export const ACCESSORY_SORTS = ['price-asc', 'price-desc', 'name'] as const;
export const AccessoryListQuery = z
  .object({
    model: code('Model code the accessory must fit').optional(),
    category: z.string().trim().min(1).max(50).optional(),
    brand: z.string().trim().min(1).max(50).optional(),
    minPrice: z.coerce.number().int().min(0).optional(),
    maxPrice: z.coerce.number().int().min(0).optional(),
    q: z.string().trim().min(1).max(100).optional().describe('Words searched in name, brand and description'),
    sort: z.enum(ACCESSORY_SORTS).default('name'),
    page: pageParam,
    size: sizeParam(12),
  })
  .refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice, {
    message: "'minPrice' tidak boleh lebih besar dari 'maxPrice'",
  });

export const AccessoryCard = z.object({
  code: z.string(),
  name: z.string(),
  brand: z.string(),
  category: z.string(),
  price: rupiah,
  strikeThroughPrice: rupiah.nullable(),
  discountPercent: z.number().int().nullable(),
  isTrending: z.boolean(),
  imageUrl: z.string(),
  url: z.string(),
});
export const AccessoryPage = pageOf(AccessoryCard);

export const RatingSummary = z.object({
  /** Mean rating rounded to one decimal; 0 when there are no reviews. */
  average: z.number(),
  count: z.number().int(),
  distribution: z.object({ 1: z.number().int(), 2: z.number().int(), 3: z.number().int(), 4: z.number().int(), 5: z.number().int() }),
});

export const AccessoryDetail = AccessoryCard.extend({
  description: z.string(),
  installMinutes: z.number().int().nullable(),
  warrantyMonths: z.number().int().nullable(),
  fittingModels: z.array(z.object({ code: z.string(), name: z.string(), url: z.string() })),
  rating: RatingSummary,
  related: z.array(AccessoryCard),
});

export const AccessoryParams = z.object({ code: code('Accessory code') });

// ---------------------------------------------------------------------------------------------
// Branches, salesmen, reviews
// ---------------------------------------------------------------------------------------------

export const BranchIdParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

export const ScheduleDay = z.object({
  /** 1 = Senin … 7 = Minggu. */
  day: z.number().int(),
  dayName: z.string(),
  open: z.string().nullable(),
  close: z.string().nullable(),
  /** '08:00 - 17:00' or 'Tutup'. */
  hours: z.string(),
  isToday: z.boolean(),
});
export const WorkingSchedule = z.object({
  timeZone: z.enum(['Asia/Jakarta', 'Asia/Makassar', 'Asia/Jayapura']),
  zoneLabel: z.enum(['WIB', 'WITA', 'WIT']),
  /** Local time at the branch when answered, 'HH:mm'. */
  localTime: z.string(),
  today: z.string(),
  openNow: z.boolean(),
  days: z.array(ScheduleDay),
});
export const BranchSchedule = WorkingSchedule.extend({
  branchId: z.number().int(),
  slug: z.string(),
  name: z.string(),
});

export const SlugParams = z.object({ slug: code('Salesman slug') });

/** The article card every news list answers (service-news.ts toArticleCard). */
export const ArticleCard = z.object({
  slug: z.string(),
  title: z.string(),
  category: z.string(),
  summary: z.string(),
  author: z.string(),
  publishedDate: z.string(),
  readingMinutes: z.number().int(),
  imageUrl: z.string(),
  url: z.string(),
});

export const SalesmanNews = z.object({
  salesman: z.object({ slug: z.string(), name: z.string() }),
  promos: z.array(PromoCard),
  articles: z.array(ArticleCard),
});

export const SalesmanBranch = z.object({
  salesman: z.object({ slug: z.string(), name: z.string(), position: z.string(), whatsapp: z.string() }),
  branch: z.object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    address: z.string(),
    city: z.object({ isocode: z.string(), name: z.string() }),
    province: z.object({ isocode: z.string(), name: z.string() }),
    phone: z.string(),
    whatsapp: z.string(),
    email: z.string(),
    latitude: z.number(),
    longitude: z.number(),
    services: z.array(z.string()),
    schedule: WorkingSchedule,
    url: z.string(),
  }),
});

/** A branch page by its slug (content/v1/branch-detail/{slug}; §7 does not show a by-slug call). */
export const BranchSlugParams = z.object({ slug: code('Branch slug, e.g. kemudi-toyota-sunter') });
export const BranchDetail = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  address: z.string(),
  city: z.object({ isocode: z.string(), name: z.string() }),
  province: z.object({ isocode: z.string(), name: z.string() }),
  phone: z.string(),
  /** International digits, e.g. 6281290102001. */
  whatsapp: z.string(),
  email: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  services: z.array(z.enum(['sales', 'bengkel', 'body-paint', 'home-service'])),
  /** Hidden branches (e.g. closed for renovation) are answered, flagged, so their links keep working. */
  hidden: z.boolean(),
  schedule: WorkingSchedule,
  /** How many sales consultants work here (salesman/branch/{slug} totalElements). */
  salesmanCount: z.number().int(),
  url: z.string(),
});

export const REVIEW_TYPES = ['NEWCAR', 'USEDCAR', 'ACCESSORY', 'SERVICE', 'COUPON'] as const;
export const ReviewQuery = z.object({
  type: requiredEnum(REVIEW_TYPES),
  code: code('Code of the reviewed object: model, used car, accessory, service type (e.g. booking-service) or coupon'),
  page: pageParam,
  size: sizeParam(10),
});
export const ReviewItem = z.object({
  id: z.number().int(),
  type: z.string(),
  objectCode: z.string(),
  reviewerName: z.string(),
  reviewerCity: z.string(),
  rating: z.number().int(),
  title: z.string(),
  message: z.string(),
  createdDate: z.string(),
  verifiedPurchase: z.boolean(),
});
export const ReviewPage = pageOf(ReviewItem).extend({ summary: RatingSummary });

/** /review-produk: reviews across the objects of one type (service-news.ts listReviewFeed). */
export const ReviewFeedQuery = z.object({
  type: z.enum(['NEWCAR', 'SERVICE']).default('NEWCAR').describe('NEWCAR (models) or SERVICE (after-sales services)'),
  code: code('Model code (NEWCAR) or service type (SERVICE); absent = every object of the type').optional(),
  rating: z.coerce.number().int().min(1).max(5).optional().describe('Only reviews with this rating (1–5)'),
  page: pageParam,
  size: sizeParam(10, 50),
});
export const ReviewFeedItem = ReviewItem.extend({ objectName: z.string(), objectUrl: z.string() });
export const ReviewFeedObject = z.object({
  code: z.string(),
  name: z.string(),
  url: z.string(),
  count: z.number().int(),
  average: z.number(),
});
export const ReviewFeedPage = pageOf(ReviewFeedItem).extend({
  /** Every review of the type (and code), whatever the rating filter. */
  summary: RatingSummary,
  /** Objects of the type that have reviews, by name: the model filter. */
  objects: z.array(ReviewFeedObject),
});

export type RatingSummary = z.infer<typeof RatingSummary>;
export type AccessoryCard = z.infer<typeof AccessoryCard>;
export type WorkingSchedule = z.infer<typeof WorkingSchedule>;
export type AccessoryListQuery = z.infer<typeof AccessoryListQuery>;
export type ServicePlanStep = z.infer<typeof ServicePlanStep>;

// ---------------------------------------------------------------------------------------------
// News and tips (§3 Article)
// ---------------------------------------------------------------------------------------------

export const NEWS_CATEGORIES = ['Berita', 'Tips'] as const;
export const NewsQuery = z.object({
  category: z.enum(NEWS_CATEGORIES).optional().describe('Berita or Tips; both when absent'),
  page: pageParam,
  size: sizeParam(6, 50),
});
export const NewsPage = pageOf(ArticleCard);
export const ArticleParams = z.object({ slug: code('Article slug') });
export const ArticleDetail = ArticleCard.extend({
  body: z.string().describe("Paragraphs separated by blank lines; lines starting with '## ' are subheadings"),
  tags: z.array(z.string()),
  relatedModelCodes: z.array(z.string()),
});
