import 'server-only';

import { MEDIA } from '@kemudi/domain/media';
import { SERVICE_ROUTES } from '@kemudi/domain/routes';
import type { Metadata } from 'next';
import { z } from 'zod';
import { pageMetadata } from '@/lib/metadata';
import { requireData, softData, softPost } from './fetch-data';
import { loadSiteOrigin } from './site';
import { type LayoutCity, loadLayout } from './layout';
import { LinkUrl, envelope } from './schemas';

/*
 * Loaders of the Purna Jual (after-sales) pages of issue 4: the service landing, the workshop,
 * home service, body & paint, booking, trade-in, spare parts, Cubain rental and order tracking.
 * Page → loader → API client → API; every answer parsed here with only the fields the pages read.
 * The page's own content is required (an unknown service is the page's 404); the sections around
 * it (prices, branches, FAQs) fail soft and are left out when their call fails.
 */

/** A site path (`/…`, not `//…`) or an absolute http(s) URL — never `javascript:` and the like. */
const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ content: z.array(item), page: z.number().int(), size: z.number().int(), totalElements: z.number().int(), totalPages: z.number().int() });

const CONTENT = '/api/content/v1';
const PARAMETER = '/api/parameter/v1';
const PRODUCT = '/api/product/v1';

// ---------------------------------------------------------------------------------------------
// Service content (§7 service/content)
// ---------------------------------------------------------------------------------------------

export const ServicePackage = z.object({
  code: z.string().min(1),
  name: z.string(),
  type: z.string(),
  kmInterval: z.number().int().nullable(),
  description: z.string(),
  price: z.number(),
  normalPrice: z.number().nullable(),
  discountPercent: z.number().int().nullable(),
  durationMinutes: z.number().int(),
  url: LinkUrl,
});
export type ServicePackage = z.infer<typeof ServicePackage>;

export const ServiceContent = z.object({
  serviceType: z.string(),
  title: z.string(),
  summary: z.string(),
  body: z.string(),
  benefits: z.array(z.string()),
  steps: z.array(z.object({ title: z.string(), description: z.string() })),
  priceNote: z.string().nullable(),
  url: LinkUrl,
  carModel: z.object({ code: z.string(), name: z.string() }).nullable(),
  packages: z.array(ServicePackage),
});
export type ServiceContent = z.infer<typeof ServiceContent>;

/** The content of one service page; an unknown service or model is the page's 404. */
export async function loadServiceContent(serviceType: string, carModel?: string): Promise<ServiceContent> {
  return (await requireData(`${CONTENT}/service/content`, envelope(ServiceContent), { serviceType, carModel })).data;
}

/** The summaries of every service for the landing page (a service whose call fails is left out). */
export async function loadServiceSummaries(): Promise<ServiceContent[]> {
  const all = await Promise.all(
    Object.keys(SERVICE_ROUTES).map((serviceType) => softData(`${CONTENT}/service/content`, envelope(ServiceContent), { serviceType })),
  );
  return all.flatMap((a) => (a ? [a.data] : []));
}

// ---------------------------------------------------------------------------------------------
// Priced services (§7 service?serviceType&serviceCategory)
// ---------------------------------------------------------------------------------------------

export const PricedService = z.object({
  id: z.number().int(),
  serviceCategory: z.string(),
  name: z.string(),
  description: z.string(),
  priceFrom: z.number(),
  durationMinutes: z.number().int(),
});
export type PricedService = z.infer<typeof PricedService>;

export type PricedServiceType = 'bengkel' | 'body-paint' | 'home-service' | 'cubain';

export async function loadPricedServices(serviceType: PricedServiceType, serviceCategory?: string): Promise<PricedService[] | null> {
  return (await softData(`${CONTENT}/service`, envelope(z.array(PricedService)), { serviceType, serviceCategory }))?.data ?? null;
}

// ---------------------------------------------------------------------------------------------
// Periodic maintenance plan (§7 service/plan)
// ---------------------------------------------------------------------------------------------

export const PlanStep = z.object({
  kmInterval: z.number().int(),
  months: z.number().int(),
  packages: z.array(z.object({ code: z.string(), name: z.string(), price: z.number(), normalPrice: z.number().nullable(), url: LinkUrl })),
});
export type PlanStep = z.infer<typeof PlanStep>;

export async function loadServicePlan(carModel: string): Promise<PlanStep[] | null> {
  return (await softData(`${CONTENT}/service/plan`, envelope(z.array(PlanStep)), { carModel }))?.data ?? null;
}

// ---------------------------------------------------------------------------------------------
// FAQ (§7 faq?type&code, §9 size 10)
// ---------------------------------------------------------------------------------------------

export const Faq = z.object({ id: z.number().int(), question: z.string(), answer: z.string() });
export type Faq = z.infer<typeof Faq>;

/** A service page's own questions (type servis, code = the page's service type). */
export async function loadServiceFaqs(code: string): Promise<Faq[]> {
  return (await softData(`${CONTENT}/faq`, envelope(pageOf(Faq)), { type: 'servis', code, size: 10 }))?.data.content ?? [];
}

/** The landing's questions: the landing-page question of every service page (type servis, isLandingPage). */
export async function loadLandingFaqs(): Promise<Faq[]> {
  return (await softData(`${CONTENT}/faq`, envelope(pageOf(Faq)), { type: 'servis', isLandingPage: true, size: 10 }))?.data.content ?? [];
}

// ---------------------------------------------------------------------------------------------
// Where a service is offered (§7 POST branch, branch/working-schedules/{id})
// ---------------------------------------------------------------------------------------------

export const BranchService = z.enum(['sales', 'bengkel', 'body-paint', 'home-service']);
export type BranchService = z.infer<typeof BranchService>;

export const ServiceBranch = z.object({
  id: z.number().int(),
  slug: z.string().min(1),
  name: z.string(),
  address: z.string(),
  cityName: z.string(),
  phone: z.string(),
  whatsapp: z.string().regex(/^\d{8,15}$/),
  services: z.array(z.string()),
  url: LinkUrl,
});
export type ServiceBranch = z.infer<typeof ServiceBranch>;

const ScheduleAnswer = envelope(
  z.object({
    zoneLabel: z.string(),
    openNow: z.boolean(),
    days: z.array(z.object({ day: z.number().int(), dayName: z.string(), hours: z.string(), isToday: z.boolean() })),
  }),
);
export type BranchSchedule = z.infer<typeof ScheduleAnswer>['data'];

export interface ServiceBranches {
  /** The city the visitor chose (layout). */
  city: LayoutCity;
  /** True when the chosen city has no branch offering the service and branches elsewhere are shown. */
  isFallback: boolean;
  /** How many branches offer the service where shown (the list holds the first BRANCH_LIMIT). */
  total: number;
  branches: (ServiceBranch & { schedule: BranchSchedule | null })[];
}

/** How many branches a service page lists before linking to the dealer page. */
export const BRANCH_LIMIT = 6;

const BranchSearchAnswer = envelope(pageOf(ServiceBranch));

/**
 * The branches offering `service` in the visitor's city, else in every city (so a visitor from a
 * city without one still learns where to go), each with its weekly schedule.
 */
export async function loadServiceBranches(service: BranchService): Promise<ServiceBranches | null> {
  const { city } = await loadLayout();
  const search = (body: Record<string, unknown>) => softPost(`${PARAMETER}/branch`, BranchSearchAnswer, { ...body, size: BRANCH_LIMIT });
  let answer = await search({ city: city.cityIsocode, service });
  let isFallback = false;
  if (answer && answer.data.totalElements === 0) {
    answer = await search({ service });
    isFallback = true;
  }
  if (!answer) return null;
  const page = answer.data;
  const schedules = await Promise.all(
    page.content.map((b) => softData(`${CONTENT}/branch/working-schedules/${b.id}`, ScheduleAnswer).then((a) => a?.data ?? null)),
  );
  return {
    city,
    isFallback,
    total: page.totalElements,
    branches: page.content.map((b, i) => ({ ...b, schedule: schedules[i] ?? null })),
  };
}

// ---------------------------------------------------------------------------------------------
// Car models (for the model filters) and new cars (trade-in)
// ---------------------------------------------------------------------------------------------

export const ModelOption = z.object({ code: z.string().min(1), name: z.string() });
export type ModelOption = z.infer<typeof ModelOption>;

export const TrendingCar = z.object({
  code: z.string().min(1),
  name: z.string(),
  bodyType: z.string(),
  imageUrl: LinkUrl,
  lowestPrice: z.number(),
  url: LinkUrl,
});
export type TrendingCar = z.infer<typeof TrendingCar>;

/** Every model, by name (products?category=NEWCAR). */
export async function loadModelOptions(): Promise<ModelOption[]> {
  const answer = await softData(`${PRODUCT}/products`, envelope(pageOf(ModelOption)), { category: 'NEWCAR', size: 100, sort: 'name' });
  return answer?.data.content ?? [];
}

export async function loadTrendingCars(): Promise<TrendingCar[] | null> {
  return (await softData(`${CONTENT}/page/trending-cars`, envelope(z.array(TrendingCar))))?.data ?? null;
}

// ---------------------------------------------------------------------------------------------
// Spare parts (content/v1/service/spare-parts)
// ---------------------------------------------------------------------------------------------

export const SPARE_PART_PAGE_SIZE = 12;

export const SparePart = z.object({
  code: z.string().min(1),
  name: z.string(),
  category: z.string(),
  description: z.string(),
  price: z.number(),
  replaceEveryKm: z.number().int().nullable(),
  fittingModels: z.array(ModelOption),
  imageUrl: LinkUrl,
  url: LinkUrl,
});
export type SparePart = z.infer<typeof SparePart>;

const SparePartAnswer = envelope(pageOf(SparePart).extend({ categories: z.array(z.string()), models: z.array(ModelOption) }));
export type SparePartPage = z.infer<typeof SparePartAnswer>['data'];

export interface SparePartFilters {
  model?: string | undefined;
  category?: string | undefined;
  q?: string | undefined;
  page: number;
}

/** A page of spare parts; an unknown model is the page's 404 (a link nobody should follow). */
export async function loadSpareParts(filters: SparePartFilters): Promise<SparePartPage> {
  return (
    await requireData(`${CONTENT}/service/spare-parts`, SparePartAnswer, {
      model: filters.model,
      category: filters.category,
      q: filters.q,
      page: filters.page,
      size: SPARE_PART_PAGE_SIZE,
    })
  ).data;
}

// ---------------------------------------------------------------------------------------------
// One service page: what every page shows around its own sections, and its metadata
// ---------------------------------------------------------------------------------------------

/** A service's route (its canonical path), e.g. 'home-service' → '/ths-home-service'. */
export function servicePath(serviceType: string): string {
  const path = SERVICE_ROUTES[serviceType];
  if (!path) throw new Error(`No route for service type "${serviceType}"`);
  return path;
}

export interface ServicePageData {
  /** The request's public origin: canonical and JSON-LD URLs are absolute. */
  origin: string;
  path: string;
  content: ServiceContent;
  branches: ServiceBranches | null;
  faqs: Faq[];
}

/**
 * The frame of a service page (components/services/service-page.tsx): its content (of one model for
 * booking), the branches of `branchService` near the visitor and the page's questions, in parallel.
 */
export async function loadServicePage(serviceType: string, branchService: BranchService, carModel?: string): Promise<ServicePageData> {
  const [content, origin, branches, faqs] = await Promise.all([
    loadServiceContent(serviceType, carModel),
    loadSiteOrigin(),
    loadServiceBranches(branchService),
    loadServiceFaqs(serviceType),
  ]);
  return { origin, path: servicePath(serviceType), content, branches, faqs };
}

/** A service page's title, description, canonical URL and link-preview icon, from its content. */
export async function loadServiceMetadata(serviceType: string, icon: string, options: { noIndex?: boolean } = {}): Promise<Metadata> {
  const [content, origin] = await Promise.all([loadServiceContent(serviceType), loadSiteOrigin()]);
  return pageMetadata({ title: content.title, description: content.summary, path: servicePath(serviceType), origin, image: MEDIA.icon(icon), ...options });
}
