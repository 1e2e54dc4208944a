import 'server-only';

import { PAGE_SIZE } from '@kemudi/domain/constants';
import { cache } from 'react';
import { z } from 'zod';
import { apiClient } from './api-client';
import { requireData, softData } from './fetch-data';
import { Branch } from '@kemudi/domain/contracts/branches';
import { PromoCard } from '@kemudi/domain/contracts/promos';
import { BRANCH_SERVICE_CODES, type BranchFilter } from '@/components/dealers/branch-filter';
import { LinkUrl, SitePath } from './schemas';

export { BRANCH_SERVICE_CODES, type BranchFilter, readBranchFilter } from '@/components/dealers/branch-filter';

/*
 * Loaders of the dealer pages (/dealer-toyota, a branch, a salesman): §7 Parameter, Salesman,
 * Content and Promo calls, parsed at the edge (only the fields the pages read).
 */


const Service = z.enum(BRANCH_SERVICE_CODES);

/** How many branches one page of the dealer search lists. */
export const BRANCH_PAGE_SIZE = 10;
/** How many nearest branches "Gunakan lokasi saya" lists. */
export const NEAREST_LIMIT = 5;
/** The salesman page's galleries: two rows of three. */
export const GALLERY_SIZE = 6;

const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.object({
      content: z.array(item),
      page: z.number().int(),
      totalElements: z.number().int(),
      totalPages: z.number().int(),
    }),
  });

// ---------------------------------------------------------------------------------------------
// The dealer list
// ---------------------------------------------------------------------------------------------

export const BranchArea = z.object({
  isocode: z.string(),
  name: z.string(),
  branchCount: z.number().int(),
  cities: z.array(z.object({ isocode: z.string(), name: z.string(), branchCount: z.number().int() })),
});
export type BranchArea = z.infer<typeof BranchArea>;

/** The provinces and cities that hold branches (parameter/v1/branch/areas); none when the call fails. */
export const loadBranchAreas = cache(async (): Promise<BranchArea[]> => {
  return (await softData('/api/parameter/v1/branch/areas', z.object({ data: z.array(BranchArea) })))?.data ?? [];
});

/** The API's one branch shape (parameter Branch): the home page's card plus where it is and how to reach it. */
export const BranchCard = Branch.pick({ slug: true, name: true, address: true, cityName: true, phone: true }).extend({
  cityIsocode: z.string(),
  provinceIsocode: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  whatsapp: z.string(),
  services: z.array(Service),
  url: SitePath,
});
export type BranchCard = z.infer<typeof BranchCard>;

export const NearbyBranch = BranchCard.extend({ distanceKm: z.number() });
export type NearbyBranch = z.infer<typeof NearbyBranch>;

const BranchPage = pageOf(BranchCard);
export type BranchPage = z.infer<typeof BranchPage>['data'];

/** §7 POST branch: the branches matching the filter (hidden ones left out, §9), by name. */
export async function searchBranches(filter: BranchFilter): Promise<BranchPage> {
  const body = {
    ...(filter.province ? { province: filter.province.isocode } : {}),
    ...(filter.city ? { city: filter.city.isocode } : {}),
    ...(filter.service ? { service: filter.service } : {}),
    page: filter.page,
    size: BRANCH_PAGE_SIZE,
  };
  return BranchPage.parse(await apiClient.post<unknown>('/api/parameter/v1/branch', body)).data;
}

// ---------------------------------------------------------------------------------------------
// A branch
// ---------------------------------------------------------------------------------------------

const ScheduleDay = z.object({
  day: z.number().int(),
  dayName: z.string(),
  open: z.string().nullable(),
  close: z.string().nullable(),
  hours: z.string(),
  isToday: z.boolean(),
});
export type ScheduleDay = z.infer<typeof ScheduleDay>;

export const WorkingSchedule = z.object({
  zoneLabel: z.string(),
  localTime: z.string(),
  today: z.string(),
  openNow: z.boolean(),
  days: z.array(ScheduleDay),
});
export type WorkingSchedule = z.infer<typeof WorkingSchedule>;

const BranchDetail = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  address: z.string(),
  city: z.object({ isocode: z.string(), name: z.string() }),
  province: z.object({ isocode: z.string(), name: z.string() }),
  phone: z.string(),
  whatsapp: z.string(),
  email: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  services: z.array(Service),
  hidden: z.boolean(),
  schedule: WorkingSchedule,
  salesmanCount: z.number().int(),
  url: SitePath,
});
export type BranchDetail = z.infer<typeof BranchDetail>;

/** content/v1/branch-detail/{slug}; an unknown branch is this page's 404. */
export const loadBranch = cache(async (slug: string): Promise<BranchDetail> => {
  return (await requireData(`/api/content/v1/branch-detail/${encodeURIComponent(slug)}`, z.object({ data: BranchDetail }))).data;
});

export const SalesmanCard = z.object({
  slug: z.string().min(1),
  name: z.string(),
  position: z.string(),
  whatsapp: z.string(),
  waLink: LinkUrl,
  yearsOfService: z.number().int(),
  specialties: z.array(z.object({ code: z.string(), name: z.string() })),
  imageUrl: LinkUrl,
  url: SitePath,
});
export type SalesmanCard = z.infer<typeof SalesmanCard>;
const SalesmanPage = pageOf(SalesmanCard);
export type SalesmanPage = z.infer<typeof SalesmanPage>['data'];

/** §7 salesman/branch/{name}, §9 3 a page. */
export async function loadBranchSalesmen(slug: string, page: number): Promise<SalesmanPage> {
  const path = `/api/product/v1/salesman/branch/${encodeURIComponent(slug)}`;
  return (await requireData(path, SalesmanPage, { page, size: PAGE_SIZE.SALESMAN_BY_BRANCH })).data;
}

const PromoPage = pageOf(PromoCard);
export type PromoList = z.infer<typeof PromoPage>['data'];

/** §7 promo?branchSlug (the branch's promos and its city's), first page of 4 (§9); left out when the call fails. */
export async function loadBranchPromos(slug: string): Promise<PromoList | null> {
  return (await softData('/api/promo/v1/promo', PromoPage, { branchSlug: slug, page: 0, size: PAGE_SIZE.PROMO }))?.data ?? null;
}

// ---------------------------------------------------------------------------------------------
// A salesman
// ---------------------------------------------------------------------------------------------

const SalesmanProfile = SalesmanCard.extend({
  bio: z.string(),
  languages: z.array(z.string()),
  branch: z.object({
    slug: z.string(),
    name: z.string(),
    address: z.string(),
    cityIsocode: z.string(),
    cityName: z.string(),
    provinceIsocode: z.string(),
    phone: z.string(),
    hidden: z.boolean(),
    url: SitePath,
  }),
  galleryCount: z.number().int(),
  customerGalleryCount: z.number().int(),
  promoCount: z.number().int(),
});
export type SalesmanProfile = z.infer<typeof SalesmanProfile>;

/** §7 salesman-slug/{slug}; an unknown salesman is this page's 404. */
export const loadSalesman = cache(async (slug: string): Promise<SalesmanProfile> => {
  const path = `/api/product/v1/salesman/salesman-slug/${encodeURIComponent(slug)}`;
  return (await requireData(path, z.object({ data: SalesmanProfile }))).data;
});

export const GalleryItem = z.object({
  id: z.number().int(),
  title: z.string(),
  caption: z.string(),
  modelName: z.string().nullable(),
  date: z.string(),
  imageUrl: LinkUrl,
});
export type GalleryItem = z.infer<typeof GalleryItem>;
const GalleryPage = pageOf(GalleryItem);
export type GalleryPage = z.infer<typeof GalleryPage>['data'];

/** §7 gallery by salesman (their own photos), first page; left out when the call fails. */
export async function loadProfileGallery(slug: string): Promise<GalleryPage | null> {
  const path = `/api/product/v1/salesman/gallery/${encodeURIComponent(slug)}`;
  return (await softData(path, GalleryPage, { page: 0, size: GALLERY_SIZE }))?.data ?? null;
}

/** §7 customer-galleries by salesman (handovers), paginated by the page's ?page=. */
export async function loadCustomerGallery(slug: string, page: number): Promise<GalleryPage> {
  const path = `/api/product/v1/salesman/customer-galleries/${encodeURIComponent(slug)}`;
  return (await requireData(path, GalleryPage, { page, size: GALLERY_SIZE })).data;
}

/** §7 promo/salesman/{slug}: their own promos and their branch's, first page of 4 (§9). */
export async function loadSalesmanPromos(slug: string): Promise<PromoList | null> {
  const path = `/api/promo/v1/promo/salesman/${encodeURIComponent(slug)}`;
  return (await softData(path, PromoPage, { page: 0, size: PAGE_SIZE.PROMO }))?.data ?? null;
}
