import 'server-only';

import { FALLBACK_CITY, PAGE_SIZE } from '@kemudi/domain/constants';
import {
  type Branch,
  BRANCH_SEARCH_PAGE_SIZE,
  branchCalls,
  type BranchArea,
  type BranchDetail,
  type BranchPage,
  GALLERY_PAGE_SIZE,
  type SalesmanGalleryPage,
  type SalesmanPage,
  type SalesmanProfile,
} from '@kemudi/domain/contracts/branches';
import { promoCalls, type PromoPage } from '@kemudi/domain/contracts/promos';
import { cache } from 'react';
import type { BranchFilter } from '@/lib/dealers-filter';
import { getApi } from '../api';
import { ApiError } from '../api-client';
import { loadLayout } from '../layout';

/*
 * Loaders of the dealer pages (/dealer-toyota, a branch, a salesman) and of Hubungi Kami's branch
 * list: §7 Parameter, Salesman, Content and Promo calls, each parsed with its contract
 * (packages/domain/src/contracts/branches.ts, promos.ts).
 */

// ---------------------------------------------------------------------------------------------
// The dealer list
// ---------------------------------------------------------------------------------------------

/** The provinces and cities that hold branches (parameter/v1/branch/areas); none when the call fails. */
export const loadBranchAreas = cache(async (): Promise<BranchArea[]> => {
  return (await (await getApi()).soft(branchCalls.areas)) ?? [];
});

/** §7 POST branch: the branches matching the filter (hidden ones left out, §9), by name, 10 a page. */
export async function searchBranches(filter: BranchFilter): Promise<BranchPage> {
  return (await getApi()).call(branchCalls.search, {
    body: {
      ...(filter.province ? { province: filter.province.isocode } : {}),
      ...(filter.city ? { city: filter.city.isocode } : {}),
      ...(filter.service ? { service: filter.service } : {}),
      page: filter.page,
      size: BRANCH_SEARCH_PAGE_SIZE,
    },
  });
}

// ---------------------------------------------------------------------------------------------
// A branch
// ---------------------------------------------------------------------------------------------

/** content/v1/branch-detail/{slug}; an unknown branch is this page's 404. */
export const loadBranch = cache(async (slug: string): Promise<BranchDetail> => {
  return (await getApi()).require(branchCalls.detail, { params: { slug } });
});

/** §7 salesman/branch/{name}, §9 3 a page. */
export async function loadBranchSalesmen(slug: string, page: number): Promise<SalesmanPage> {
  return (await getApi()).require(branchCalls.salesmen, { params: { name: slug }, query: { page, size: PAGE_SIZE.SALESMAN_BY_BRANCH } });
}

/** §7 promo?branchSlug (the branch's promos and its city's), first page of 4 (§9); left out when the call fails. */
export async function loadBranchPromos(slug: string): Promise<PromoPage | null> {
  return (await getApi()).soft(promoCalls.filter, { query: { branchSlug: slug, page: 0, size: PAGE_SIZE.PROMO } });
}

// ---------------------------------------------------------------------------------------------
// A salesman
// ---------------------------------------------------------------------------------------------

/** §7 salesman-slug/{slug}; an unknown salesman is this page's 404. */
export const loadSalesman = cache(async (slug: string): Promise<SalesmanProfile> => {
  return (await getApi()).require(branchCalls.salesmanBySlug, { params: { slug } });
});

/** §7 gallery by salesman (their own photos), first page of two rows of three; left out when the call fails. */
export async function loadProfileGallery(slug: string): Promise<SalesmanGalleryPage | null> {
  return (await getApi()).soft(branchCalls.salesmanGallery, { params: { slug }, query: { page: 0, size: GALLERY_PAGE_SIZE } });
}

/** §7 customer-galleries by salesman (handovers), paginated by the page's ?page=. */
export async function loadCustomerGallery(slug: string, page: number): Promise<SalesmanGalleryPage> {
  return (await getApi()).require(branchCalls.customerGallery, { params: { slug }, query: { page, size: GALLERY_PAGE_SIZE } });
}

/** §7 promo/salesman/{slug}: their own promos and their branch's, first page of 4 (§9); left out when the call fails. */
export async function loadSalesmanPromos(slug: string): Promise<PromoPage | null> {
  return (await getApi()).soft(promoCalls.bySalesman, { params: { slug }, query: { page: 0, size: PAGE_SIZE.PROMO } });
}

// ---------------------------------------------------------------------------------------------
// Hubungi Kami: the visitor's nearest branches
// ---------------------------------------------------------------------------------------------

/** How many branches Hubungi Kami lists. */
export const CONTACT_BRANCH_LIMIT = 4;

/** §7 branch/get-branch-list/city/{iso} (hidden branches left out by the §9 default); a city the API does not know has none. */
async function branchesOf(cityIso: string): Promise<Branch[]> {
  try {
    return await (await getApi()).call(branchCalls.ofCity, { params: { iso: cityIso } });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return [];
    throw error;
  }
}

/**
 * The city's branches or, when it has none (or the API does not know it), those of the §9 fallback
 * city 0080 (Jakarta Pusat). Shared by the home page and Hubungi Kami.
 */
export async function loadBranchesOrFallback(cityIso: string): Promise<{ branches: Branch[]; isFallback: boolean }> {
  const own = await branchesOf(cityIso);
  if (own.length > 0 || cityIso === FALLBACK_CITY) return { branches: own, isFallback: false };
  return { branches: await branchesOf(FALLBACK_CITY), isFallback: true };
}

/**
 * The first branches of the visitor's city or, when it has none, of the §9 fallback city 0080
 * (Jakarta Pusat), named by the city shown; null (logged) when the calls fail.
 */
export async function loadContactBranches(): Promise<{ cityName: string; branches: Branch[] } | null> {
  try {
    const { city } = await loadLayout();
    const { branches, isFallback } = await loadBranchesOrFallback(city.cityIsocode);
    const cityName = isFallback ? (branches[0]?.cityName ?? 'Jakarta Pusat') : city.name;
    return { cityName, branches: branches.slice(0, CONTACT_BRANCH_LIMIT) };
  } catch (error) {
    console.warn(`[page] nearby branches left out: ${(error as Error).message}`);
    return null;
  }
}
