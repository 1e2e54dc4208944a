/**
 * Dealer branches and their sales consultants (§2 /dealer-toyota, §7 "Parameter and location",
 * "Content" branch calls and "Salesman"): branch lists, search and distance, a branch's page and
 * week, and everything about a salesman (profile, services, galleries, news, branch).
 */
import { z } from 'zod';
import { BRANCH_LIST_HIDDEN_DEFAULT, PAGE_SIZE } from '../constants';
import { defineCall } from './call';
import { ArticleCard } from './editorial';
import { boolParam, codeParam, pageOf, pageParam, SitePath, sizeParam, WhatsAppNumber, WhatsAppMessageUrl } from './common';
import { cityIsoParam, provinceIsoParam } from './geo';
import { BRANCH_SERVICES } from '../vocabulary';
import { PromoCard } from './promos';

export { BRANCH_SERVICES, type BranchService } from '../vocabulary';
const service = z.enum(BRANCH_SERVICES).describe('Only branches offering this service');

const IsoCode = z.object({ isocode: z.string(), name: z.string() });

// ---------------------------------------------------------------------------------------------
// Branch lists, search and distance
// ---------------------------------------------------------------------------------------------

const CityParams = z.object({ iso: cityIsoParam });
const BranchListQuery = z.object({
  hidden: boolParam(BRANCH_LIST_HIDDEN_DEFAULT).describe(
    '§9 default true: true leaves hidden branches out, false includes them',
  ),
});

export const Branch = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  address: z.string(),
  cityIsocode: z.string(),
  cityName: z.string(),
  provinceIsocode: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  phone: z.string(),
  /** International digits, e.g. 6281290102001. */
  whatsapp: WhatsAppNumber,
  services: z.array(z.enum(BRANCH_SERVICES)),
  hidden: z.boolean(),
  /** The branch's page on the site. */
  url: SitePath,
});
export type Branch = z.infer<typeof Branch>;
export const BranchList = z.array(Branch);

/** Where the dealer has branches: the provinces, each with its cities, that hold at least one visible branch. */
export const BranchArea = z.object({
  isocode: z.string(),
  name: z.string(),
  branchCount: z.number().int(),
  cities: z.array(
    z.object({
      isocode: z.string(),
      name: z.string(),
      branchCount: z.number().int(),
      /**
       * The middle of the city's dealers (the mean of their coordinates): where "nearest first from the
       * chosen city" is measured from (checkout, issue 12), so the city's dealers come first and the
       * neighbouring cities' follow by distance.
       */
      centre: z.object({ latitude: z.number(), longitude: z.number() }),
    }),
  ),
});
export type BranchArea = z.infer<typeof BranchArea>;
export const BranchAreaList = z.array(BranchArea);

export const BRANCH_SEARCH_PAGE_SIZE = 10;
const BranchSearchBody = z.object({
  province: provinceIsoParam.optional(),
  city: cityIsoParam.optional(),
  service: service.optional(),
  q: z.string().trim().max(100).optional().describe('Words that must all appear in the branch name, address or city name (case-insensitive)'),
  hidden: z.boolean().default(BRANCH_LIST_HIDDEN_DEFAULT).describe('As on get-branch-list: true (default) leaves hidden branches out'),
  page: z.number().int().min(0).max(10_000).default(0),
  size: z.number().int().min(1).max(100).default(BRANCH_SEARCH_PAGE_SIZE),
});
export const BranchPage = pageOf(Branch);
export type BranchPage = z.infer<typeof BranchPage>;

// §3 Geolocation; bounds of Indonesia with a margin: 11° S–6° N, 95°–141° E.
const DistanceBody = z.object({
  latitude: z
    .number()
    .min(-11, 'harus di antara -11 dan 6 (wilayah Indonesia)')
    .max(6, 'harus di antara -11 dan 6 (wilayah Indonesia)'),
  longitude: z
    .number()
    .min(95, 'harus di antara 95 dan 141 (wilayah Indonesia)')
    .max(141, 'harus di antara 95 dan 141 (wilayah Indonesia)'),
  service: service.optional(),
  limit: z.number().int().min(1).max(50).default(5).describe('How many branches, nearest first (default 5, at most 50)'),
});
export const NearbyBranch = Branch.extend({ distanceKm: z.number().describe('Great-circle distance, km, 1 decimal') });
export type NearbyBranch = z.infer<typeof NearbyBranch>;
export const NearbyBranchList = z.array(NearbyBranch);

// ---------------------------------------------------------------------------------------------
// A branch's week and page
// ---------------------------------------------------------------------------------------------

const BranchIdParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

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
export type ScheduleDay = z.infer<typeof ScheduleDay>;
export const WorkingSchedule = z.object({
  timeZone: z.enum(['Asia/Jakarta', 'Asia/Makassar', 'Asia/Jayapura']),
  zoneLabel: z.enum(['WIB', 'WITA', 'WIT']),
  /** Local time at the branch when answered, 'HH:mm'. */
  localTime: z.string(),
  today: z.string(),
  openNow: z.boolean(),
  days: z.array(ScheduleDay),
  /** Issue 25: closed days (holidays) within the next 30 days, soonest first; "Jumat, 25 Desember 2026". */
  closures: z.array(z.object({ date: z.string(), label: z.string(), reason: z.string() })).optional(),
});
export type WorkingSchedule = z.infer<typeof WorkingSchedule>;
export const BranchSchedule = WorkingSchedule.extend({
  branchId: z.number().int(),
  slug: z.string(),
  name: z.string(),
});
export type BranchSchedule = z.infer<typeof BranchSchedule>;

/** A branch page by its slug (content/v1/branch-detail/{slug}; §7 does not show a by-slug call). */
const BranchSlugParams = z.object({ slug: codeParam('Branch slug, e.g. kemudi-toyota-sunter') });
export const BranchDetail = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  address: z.string(),
  city: IsoCode,
  province: IsoCode,
  phone: z.string(),
  /** International digits, e.g. 6281290102001. */
  whatsapp: WhatsAppNumber,
  email: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  services: z.array(z.enum(BRANCH_SERVICES)),
  /** Hidden branches (e.g. closed for renovation) are answered, flagged, so their links keep working. */
  hidden: z.boolean(),
  schedule: WorkingSchedule,
  /** How many sales consultants work here (salesman/branch/{slug} totalElements). */
  salesmanCount: z.number().int(),
  url: SitePath,
});
export type BranchDetail = z.infer<typeof BranchDetail>;

// ---------------------------------------------------------------------------------------------
// Salesmen (§7 "Salesman"; news and branch-detail by salesman slug of §7 "Content")
// ---------------------------------------------------------------------------------------------

const BranchNameParams = z.object({ name: codeParam('Branch slug (§7 calls it {name}), e.g. kemudi-toyota-sunter') });
const SalesmanSlugParams = z.object({ slug: codeParam('Salesman slug, e.g. budi-santoso-sunter') });
const SalesmanIdParams = z.object({
  // int4 range: a larger number could never be an id.
  id: z.coerce.number().int().min(1).max(2_147_483_647).describe('Numeric salesman id'),
});
const ContentSlugParams = z.object({ slug: codeParam('Salesman slug') });

const SalesmanListQuery = z.object({
  page: pageParam,
  size: sizeParam(PAGE_SIZE.SALESMAN_BY_BRANCH),
});

/** Gallery pages: §9 names no size; 6 fills two rows of three on the profile page. */
export const GALLERY_PAGE_SIZE = 6;
const GalleryQuery = z.object({
  page: pageParam,
  size: sizeParam(GALLERY_PAGE_SIZE, 50),
});

const ModelRef = z.object({ code: z.string(), name: z.string() });

export const SalesmanCard = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  /** Sales Consultant | Senior Sales Consultant | Sales Supervisor */
  position: z.string(),
  /** International digits, e.g. 6281231000000. */
  whatsapp: WhatsAppNumber,
  /** wa.me link with the greeting prefilled. */
  waLink: WhatsAppMessageUrl,
  yearsOfService: z.number().int(),
  specialties: z.array(ModelRef),
  /** Their drawn avatar (MEDIA.avatar). */
  imageUrl: SitePath,
  url: SitePath,
});
export type SalesmanCard = z.infer<typeof SalesmanCard>;
export const SalesmanPage = pageOf(SalesmanCard);
export type SalesmanPage = z.infer<typeof SalesmanPage>;

export const SalesmanProfile = SalesmanCard.extend({
  bio: z.string(),
  languages: z.array(z.string()),
  branch: z.object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    address: z.string(),
    cityIsocode: z.string(),
    cityName: z.string(),
    provinceIsocode: z.string(),
    phone: z.string(),
    whatsapp: WhatsAppNumber,
    hidden: z.boolean(),
    url: SitePath,
  }),
  /** Items of GET gallery/{slug} (kind profile). */
  galleryCount: z.number().int(),
  /** Items of GET customer-galleries/{slug} (kind customer). */
  customerGalleryCount: z.number().int(),
  /** Promos running today for this salesman (GET promo/v1/promo/salesman/{slug} totalElements). */
  promoCount: z.number().int(),
});
export type SalesmanProfile = z.infer<typeof SalesmanProfile>;

const NamedPage = z.object({ slug: z.string(), name: z.string(), url: SitePath });

export const SalesmanServices = z.object({
  salesman: NamedPage,
  branch: NamedPage,
  services: z.array(
    z.object({
      code: z.enum(BRANCH_SERVICES),
      label: z.string(),
      description: z.string(),
      url: SitePath,
    }),
  ),
});
export type SalesmanServices = z.infer<typeof SalesmanServices>;

export const SalesmanGalleryItem = z.object({
  /** Position in the salesman's whole gallery (1-based), stable across pages. */
  id: z.number().int(),
  kind: z.enum(['profile', 'customer']),
  title: z.string(),
  caption: z.string(),
  modelCode: z.string().nullable(),
  modelName: z.string().nullable(),
  date: z.string().describe('YYYY-MM-DD'),
  imageUrl: SitePath,
});
export type SalesmanGalleryItem = z.infer<typeof SalesmanGalleryItem>;
export const SalesmanGalleryPage = pageOf(SalesmanGalleryItem);
export type SalesmanGalleryPage = z.infer<typeof SalesmanGalleryPage>;

export const ValueProposition = z.object({
  code: z.string(),
  title: z.string(),
  description: z.string(),
  icon: z.string(),
  iconUrl: SitePath,
});
export type ValueProposition = z.infer<typeof ValueProposition>;
export const ValuePropositions = z.array(ValueProposition);

export const SalesmanNews = z.object({
  salesman: z.object({ slug: z.string(), name: z.string() }),
  promos: z.array(PromoCard),
  articles: z.array(ArticleCard),
});
export type SalesmanNews = z.infer<typeof SalesmanNews>;

export const SalesmanBranch = z.object({
  salesman: z.object({ slug: z.string(), name: z.string(), position: z.string(), whatsapp: WhatsAppNumber }),
  branch: z.object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    address: z.string(),
    city: IsoCode,
    province: IsoCode,
    phone: z.string(),
    whatsapp: WhatsAppNumber,
    email: z.string(),
    latitude: z.number(),
    longitude: z.number(),
    services: z.array(z.string()),
    schedule: WorkingSchedule,
    url: SitePath,
  }),
});
export type SalesmanBranch = z.infer<typeof SalesmanBranch>;

// ---------------------------------------------------------------------------------------------
// Calls
// ---------------------------------------------------------------------------------------------

export const branchCalls = {
  /** §7 branch/get-branch-list/city/{iso}?hidden */
  ofCity: defineCall({
    method: 'GET',
    shared: true,
    path: '/api/parameter/v1/branch/get-branch-list/city/:iso',
    params: CityParams,
    query: BranchListQuery,
    data: BranchList,
  }),
  /** Provinces and cities that have branches, for the dealer page pickers. */
  areas: defineCall({ method: 'GET', shared: true, path: '/api/parameter/v1/branch/areas', data: BranchAreaList }),
  /** §7 POST branch: the dealer page's search */
  search: defineCall({ method: 'POST', path: '/api/parameter/v1/branch', body: BranchSearchBody, data: BranchPage }),
  /** §7 POST location/distance */
  nearest: defineCall({ method: 'POST', path: '/api/parameter/v1/location/distance', body: DistanceBody, data: NearbyBranchList }),
  /** §7 branch/working-schedules/{id} */
  schedule: defineCall({ method: 'GET', shared: true, path: '/api/content/v1/branch/working-schedules/:id', params: BranchIdParams, data: BranchSchedule }),
  /** One branch by its slug, for its page /dealer-toyota/{slug}. */
  detail: defineCall({ method: 'GET', shared: true, path: '/api/content/v1/branch-detail/:slug', params: BranchSlugParams, data: BranchDetail }),
  /** §7 salesman/branch/{name} */
  salesmen: defineCall({
    method: 'GET',
    shared: true,
    path: '/api/product/v1/salesman/branch/:name',
    params: BranchNameParams,
    query: SalesmanListQuery,
    data: SalesmanPage,
  }),
  /** §7 salesman-slug/{slug} */
  salesmanBySlug: defineCall({
    method: 'GET',
    shared: true,
    path: '/api/product/v1/salesman/salesman-slug/:slug',
    params: SalesmanSlugParams,
    data: SalesmanProfile,
  }),
  /** §7 salesman/{id} */
  salesmanById: defineCall({ method: 'GET', shared: true, path: '/api/product/v1/salesman/:id', params: SalesmanIdParams, data: SalesmanProfile }),
  /** §7 layanan/{slug} */
  salesmanServices: defineCall({
    method: 'GET',
    shared: true,
    path: '/api/product/v1/salesman/layanan/:slug',
    params: SalesmanSlugParams,
    data: SalesmanServices,
  }),
  /** §7 gallery by salesman */
  salesmanGallery: defineCall({
    method: 'GET',
    shared: true,
    path: '/api/product/v1/salesman/gallery/:slug',
    params: SalesmanSlugParams,
    query: GalleryQuery,
    data: SalesmanGalleryPage,
  }),
  /** §7 customer-galleries by salesman */
  customerGallery: defineCall({
    method: 'GET',
    shared: true,
    path: '/api/product/v1/salesman/customer-galleries/:slug',
    params: SalesmanSlugParams,
    query: GalleryQuery,
    data: SalesmanGalleryPage,
  }),
  /** §7 value-propositions */
  valuePropositions: defineCall({ method: 'GET', shared: true, path: '/api/product/v1/salesman/value-propositions', data: ValuePropositions }),
  /** §7 "news … by salesman slug" */
  salesmanNews: defineCall({ method: 'GET', shared: true, path: '/api/content/v1/news/salesman/:slug', params: ContentSlugParams, data: SalesmanNews }),
  /** §7 "branch-detail by salesman slug" */
  salesmanBranch: defineCall({
    method: 'GET',
    shared: true,
    path: '/api/content/v1/branch-detail/salesman/:slug',
    params: ContentSlugParams,
    data: SalesmanBranch,
  }),
} as const;
