import 'server-only';

import { PAGE_SIZE } from '@kemudi/domain/constants';
import {
  aftersalesCalls,
  SPARE_PART_PAGE_SIZE,
  type ServiceContentData,
  type ServiceItem,
  type ServicePlanStep,
  type SparePartPage,
} from '@kemudi/domain/contracts/aftersales';
import { branchCalls, type BranchService } from '@kemudi/domain/contracts/branches';
import { catalogueCalls } from '@kemudi/domain/contracts/catalogue';
import { editorialCalls, type FaqItem } from '@kemudi/domain/contracts/editorial';
import { newCarCalls, type TrendingCar } from '@kemudi/domain/contracts/new-cars';
import { SERVICE_ROUTES } from '@kemudi/domain/routes';
import {
  type ModelOption,
  type PricedServiceType,
  SERVICE_BRANCH_LIMIT,
  type ServiceBranches,
  type ServiceHead,
  servicePath,
  type SparePartFilters,
} from '@/lib/services';
import { getApi } from '../api';
import { loadLayout } from '../layout';
import { loadSiteOrigin } from '../site';

/*
 * Loaders of the Purna Jual (after-sales) pages of issue 4: the service landing, the workshop,
 * home service, body & paint, booking, trade-in, spare parts, Cubain rental and order tracking.
 * Each answer is parsed with its call's contract (packages/domain/src/contracts). The page's own
 * content is required (an unknown service is the page's 404); the sections around it (prices,
 * branches, FAQs) fail soft and are left out when their call fails.
 */

// ---------------------------------------------------------------------------------------------
// Service content (§7 service/content)
// ---------------------------------------------------------------------------------------------

/** The content of one service page (with one model's packages for booking); an unknown service or model is the page's 404. */
export async function loadServiceContent(serviceType: string, carModel?: string): Promise<ServiceContentData> {
  // Priced for the page's city (its HTML is cached per city), as the cart prices a package (issue 29).
  const [api, { city }] = await Promise.all([getApi(), loadLayout()]);
  return api.require(aftersalesCalls.serviceContent, { query: { serviceType, carModel, cityCode: city.cityIsocode } });
}

/** The summaries of every service for the landing page (a service whose call fails is left out). */
export async function loadServiceSummaries(): Promise<ServiceContentData[]> {
  const api = await getApi();
  const all = await Promise.all(Object.keys(SERVICE_ROUTES).map((serviceType) => api.soft(aftersalesCalls.serviceContent, { query: { serviceType } })));
  return all.filter((content) => content !== null);
}

// ---------------------------------------------------------------------------------------------
// Priced services (§7 service?serviceType&serviceCategory) and the plan (§7 service/plan)
// ---------------------------------------------------------------------------------------------

/** The priced services of one kind (and category); null when the call fails. */
export async function loadPricedServices(serviceType: PricedServiceType, serviceCategory?: string): Promise<ServiceItem[] | null> {
  return (await getApi()).soft(aftersalesCalls.services, { query: { serviceType, serviceCategory } });
}

/** One model's periodic maintenance plan; null when the call fails. */
export async function loadServicePlan(carModel: string): Promise<ServicePlanStep[] | null> {
  const [api, { city }] = await Promise.all([getApi(), loadLayout()]);
  return api.soft(aftersalesCalls.servicePlan, { query: { carModel, cityCode: city.cityIsocode } });
}

// ---------------------------------------------------------------------------------------------
// FAQ (§7 faq?type&code, §9 size 10)
// ---------------------------------------------------------------------------------------------

/** A service page's own questions (type servis, code = the page's service type). */
export async function loadServiceFaqs(code: string): Promise<FaqItem[]> {
  const page = await (await getApi()).soft(editorialCalls.faq, { query: { type: 'servis', code, size: PAGE_SIZE.FAQ } });
  return page?.content ?? [];
}

/** The landing's questions: the landing-page question of every service page (type servis, isLandingPage). */
export async function loadLandingFaqs(): Promise<FaqItem[]> {
  const page = await (await getApi()).soft(editorialCalls.faq, { query: { type: 'servis', isLandingPage: 'true', size: PAGE_SIZE.FAQ } });
  return page?.content ?? [];
}

// ---------------------------------------------------------------------------------------------
// Where a service is offered (§7 POST branch, branch/working-schedules/{id})
// ---------------------------------------------------------------------------------------------

/**
 * The branches offering `service` in the visitor's city, else in every city (so a visitor from a
 * city without one still learns where to go), each with its weekly schedule; null when the search fails.
 */
export async function loadServiceBranches(service: BranchService): Promise<ServiceBranches | null> {
  const [api, { city }] = await Promise.all([getApi(), loadLayout()]);
  const search = (body: { city?: string; service: BranchService }) =>
    api.soft(branchCalls.search, { body: { ...body, size: SERVICE_BRANCH_LIMIT } });
  let page = await search({ city: city.cityIsocode, service });
  let isFallback = false;
  if (page && page.totalElements === 0) {
    page = await search({ service });
    isFallback = true;
  }
  if (!page) return null;
  const schedules = await Promise.all(page.content.map((b) => api.soft(branchCalls.schedule, { params: { id: b.id } })));
  return {
    city,
    isFallback,
    total: page.totalElements,
    branches: page.content.map((b, i) => ({ ...b, schedule: schedules[i] ?? null })),
  };
}

// ---------------------------------------------------------------------------------------------
// Car models (the booking page's picker) and new cars (trade-in)
// ---------------------------------------------------------------------------------------------

/** Every model, by name (products?category=NEWCAR); none when the call fails. */
export async function loadModelOptions(): Promise<ModelOption[]> {
  const page = await (await getApi()).soft(catalogueCalls.products, { query: { category: 'NEWCAR', size: 100, sort: 'name' } });
  return (page?.content ?? []).flatMap((card) => (card.kind === 'NEWCAR' ? [{ code: card.code, name: card.name }] : []));
}

/** §7 page/trending-cars; null when the call fails. */
export async function loadTrendingCars(): Promise<TrendingCar[] | null> {
  return (await getApi()).soft(newCarCalls.trending);
}

// ---------------------------------------------------------------------------------------------
// Spare parts (content/v1/service/spare-parts)
// ---------------------------------------------------------------------------------------------

/** A page of spare parts; an unknown model is the page's 404 (a link nobody should follow). */
export async function loadSpareParts(filters: SparePartFilters): Promise<SparePartPage> {
  return (await getApi()).require(aftersalesCalls.spareParts, {
    query: { model: filters.model, category: filters.category, q: filters.q, page: filters.page, size: SPARE_PART_PAGE_SIZE },
  });
}

// ---------------------------------------------------------------------------------------------
// One service page: what every page shows around its own sections
// ---------------------------------------------------------------------------------------------

export interface ServicePageData {
  /** The request's public origin: canonical and JSON-LD URLs are absolute. */
  origin: string;
  path: string;
  content: ServiceContentData;
  branches: ServiceBranches | null;
  faqs: FaqItem[];
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

/** What a service page's metadata is built from (lib/services serviceMetadata): its content, path and the origin. */
export async function loadServiceHead(serviceType: string): Promise<ServiceHead> {
  const [content, origin] = await Promise.all([loadServiceContent(serviceType), loadSiteOrigin()]);
  return { content, origin, path: servicePath(serviceType) };
}
