import 'server-only';

import { FALLBACK_CITY, FIRST_PAGE, HEADER_CITY_OPTIONS, PAGE_SIZE } from '@kemudi/domain/constants';
import { z } from 'zod';
import { ApiError, apiClient } from './api-client';
import { type LayoutCity, loadLayout } from './layout';
import { LinkUrl, SitePath, envelope } from './schemas';

/*
 * Home page loader (STYLE "One data path": page → loader → API client → API). The answers are
 * parsed here, at the edge, so the page renders only what it has checked.
 *
 * Every section fails soft: a call that fails (or answers something we cannot read) is logged and
 * its section is left out of the page (`null`); the rest of the page still renders. The hero is the
 * one exception: it renders 'Belum ada promo saat ini' instead (an empty list).
 */

/** A site path (`/…`, not `//…`) or an absolute http(s) URL — never `javascript:` and the like. */

/** §9: how many articles the home page teases, newest first. */
export const HOME_NEWS_SIZE = 3;
/** How many branches of the chosen city the home page lists before 'Lihat semua dealer'. */
export const HOME_BRANCH_LIMIT = 6;

// ---------------------------------------------------------------------------------------------
// Answer shapes (apps/api/src/modules/*/schemas.ts), only the fields the page reads
// ---------------------------------------------------------------------------------------------

export const PromoCard = z.object({
  slug: z.string().min(1),
  title: z.string(),
  summary: z.string(),
  imageUrl: LinkUrl,
  validFrom: z.string(),
  validUntil: z.string(),
  category: z.string(),
});
export type PromoCard = z.infer<typeof PromoCard>;
/** Hero slides are promo cards (§7 promo/hero); the name the existing components use. */
export type HeroPromo = PromoCard;

export const TrendingCar = z.object({
  code: z.string().min(1),
  name: z.string(),
  bodyType: z.string(),
  tagline: z.string(),
  imageUrl: LinkUrl,
  lowestPrice: z.number(),
  url: LinkUrl,
});
export type TrendingCar = z.infer<typeof TrendingCar>;

export const HomeTile = z.object({
  name: z.string().min(1),
  url: SitePath,
  icon: z.string().min(1),
});
export type HomeTile = z.infer<typeof HomeTile>;

export const AftersalesCard = z.object({
  kind: z.enum(['accessory', 'coupon']),
  code: z.string().min(1),
  name: z.string(),
  price: z.number(),
  strikeThroughPrice: z.number().nullable(),
  imageUrl: LinkUrl,
  url: LinkUrl,
});
export type AftersalesCard = z.infer<typeof AftersalesCard>;

export const HighlightVideo = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  url: LinkUrl,
  durationSeconds: z.number().int().min(0),
  uploadDate: z.string(),
  thumbnailUrl: LinkUrl,
});
export type HighlightVideo = z.infer<typeof HighlightVideo> & { modelName: string };

export const BranchCard = z.object({
  slug: z.string().min(1),
  name: z.string(),
  address: z.string(),
  cityName: z.string(),
  phone: z.string(),
  services: z.array(z.string()),
});
export type BranchCard = z.infer<typeof BranchCard>;

export const ArticleCard = z.object({
  slug: z.string().min(1),
  title: z.string(),
  category: z.string(),
  summary: z.string(),
  publishedDate: z.string(),
  readingMinutes: z.number().int(),
  imageUrl: LinkUrl,
  url: LinkUrl,
});
export type ArticleCard = z.infer<typeof ArticleCard>;

const pageOf = <T extends z.ZodType>(item: T) => envelope(z.object({ content: z.array(item) }));

const HeroAnswer = envelope(z.array(PromoCard));
const PromoPageAnswer = pageOf(PromoCard);
const TrendingCarAnswer = envelope(z.array(TrendingCar));
const MenuAnswer = envelope(z.array(HomeTile));
const AftersalesAnswer = envelope(z.array(AftersalesCard));
const GalleryAnswer = envelope(z.object({ videos: z.array(HighlightVideo) }));
const NewsAnswer = pageOf(ArticleCard);

// ---------------------------------------------------------------------------------------------
// What the page gets
// ---------------------------------------------------------------------------------------------

export interface CityPromos {
  city: LayoutCity;
  promos: PromoCard[];
}

export interface NearbyBranches {
  /** The city the visitor chose. */
  city: LayoutCity;
  /** Where the listed branches are: the chosen city, or the §9 fallback city when it has none. */
  shownCityName: string;
  isFallback: boolean;
  branches: BranchCard[];
}

export interface HomeData {
  /** Hero slides; empty when there are none or the call failed ('Belum ada promo saat ini'). */
  promos: PromoCard[];
  tiles: HomeTile[] | null;
  cars: TrendingCar[] | null;
  accessories: AftersalesCard[] | null;
  coupons: AftersalesCard[] | null;
  video: HighlightVideo | null;
  cityPromos: CityPromos | null;
  branches: NearbyBranches | null;
  news: ArticleCard[] | null;
}

/** Runs one section's calls; a failure is logged and the section left out (null). */
async function softly<T>(section: string, load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (err) {
    console.error('home: section "%s" left out:', section, err);
    return null;
  }
}

const get = (path: string, query?: Record<string, string | number>) => apiClient.get<unknown>(path, query ? { query } : {});

/** §7 Promo "promo/hero". */
async function loadHero(): Promise<PromoCard[]> {
  return HeroAnswer.parse(await get('/api/promo/v1/promo/hero')).data;
}

/**
 * §7 "promo?city", §9 page size 4: the promos a visitor in the chosen city can use. The national
 * promos that lead every city's list are the hero's slides already, so the slides are skipped and
 * the page size is widened by as many — what is left is what this city adds (e.g. 'Siaga Musim
 * Hujan Bandung') instead of the hero's slides a second time.
 */
async function loadCityPromos(city: LayoutCity, hero: Promise<PromoCard[] | null>): Promise<CityPromos> {
  const shown = new Set((await hero)?.map((p) => p.slug) ?? []);
  const size = Math.min(PAGE_SIZE.PROMO + shown.size, 100);
  const answer = await get('/api/promo/v1/promo', { city: city.cityIsocode, page: FIRST_PAGE, size });
  const promos = PromoPageAnswer.parse(answer).data.content.filter((p) => !shown.has(p.slug));
  return { city, promos: promos.slice(0, PAGE_SIZE.PROMO) };
}

/** §7 Content "page/trending-cars". */
async function loadTrendingCars(): Promise<TrendingCar[]> {
  return TrendingCarAnswer.parse(await get('/api/content/v1/page/trending-cars')).data;
}

/** §7 Content "menu category", the home-tile menu: the 12 category tiles. */
async function loadTiles(): Promise<HomeTile[]> {
  return MenuAnswer.parse(await get('/api/content/v1/menu/category', { location: 'home-tile' })).data;
}

/** §7 Content "contentCatalog/trending-product-aftersales": accessories, then coupons. */
async function loadAftersales(): Promise<AftersalesCard[]> {
  return AftersalesAnswer.parse(await get('/api/content/v1/contentCatalog/trending-product-aftersales')).data;
}

/**
 * §7 Product "v2 all-gallery" of the most trending model: its newest video is the highlight.
 * No model or no video → no section.
 */
async function loadHighlightVideo(cars: Promise<TrendingCar[] | null>): Promise<HighlightVideo | null> {
  const top = (await cars)?.[0];
  if (!top) return null;
  const { videos } = GalleryAnswer.parse(await get(`/api/product/v1/v2/all-gallery/${encodeURIComponent(top.code)}`)).data;
  const newest = videos.reduce<z.infer<typeof HighlightVideo> | undefined>(
    (best, v) => (best === undefined || v.uploadDate > best.uploadDate ? v : best),
    undefined,
  );
  return newest ? { ...newest, modelName: top.name } : null;
}

/** Branches of a city, read by `item`; a city the API does not know (404) has none. */
async function branchesOf<T>(cityIso: string, item: z.ZodType<T>): Promise<T[]> {
  try {
    const answer = await get(`/api/parameter/v1/branch/get-branch-list/city/${encodeURIComponent(cityIso)}`);
    return envelope(z.array(item)).parse(answer).data;
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return [];
    throw err;
  }
}

/**
 * §7 Parameter "branch/get-branch-list/city/{iso}" (hidden branches left out by the §9 default): the
 * city's branches or, when it has none (or the API does not know it), those of the §9 fallback city
 * 0080 (Jakarta Pusat). Shared by the home page and Hubungi Kami, which read different fields.
 */
export async function loadBranchesOrFallback<T>(cityIso: string, item: z.ZodType<T>): Promise<{ branches: T[]; isFallback: boolean }> {
  const own = await branchesOf(cityIso, item);
  if (own.length > 0 || cityIso === FALLBACK_CITY) return { branches: own, isFallback: false };
  return { branches: await branchesOf(FALLBACK_CITY, item), isFallback: true };
}

/** The chosen city's branches, else the fallback city's, named as the header's city list names it. */
async function loadBranches(city: LayoutCity): Promise<NearbyBranches> {
  const { branches, isFallback } = await loadBranchesOrFallback(city.cityIsocode, BranchCard);
  const shownCityName = isFallback
    ? (HEADER_CITY_OPTIONS.find((o) => o.cityIso === FALLBACK_CITY)?.label ?? branches[0]?.cityName ?? FALLBACK_CITY)
    : city.name;
  return { city, shownCityName, isFallback, branches: branches.slice(0, HOME_BRANCH_LIMIT) };
}

/** Content "news" (the list behind /berita-dan-tips): the newest articles. */
async function loadNews(): Promise<ArticleCard[]> {
  return NewsAnswer.parse(await get('/api/content/v1/news', { page: FIRST_PAGE, size: HOME_NEWS_SIZE })).data.content;
}

/** Every section's calls side by side; the video waits only for the trending cars, the city promos for the hero. */
export async function loadHome(): Promise<HomeData> {
  const { city } = await loadLayout();
  const hero = softly('hero', loadHero);
  const cars = softly('trending-cars', loadTrendingCars);
  const [promos, tiles, carList, aftersales, video, cityPromos, branches, news] = await Promise.all([
    hero,
    softly('tiles', loadTiles),
    cars,
    softly('aftersales', loadAftersales),
    softly('video', () => loadHighlightVideo(cars)),
    softly('city-promos', () => loadCityPromos(city, hero)),
    softly('branches', () => loadBranches(city)),
    softly('news', loadNews),
  ]);
  return {
    promos: promos ?? [],
    tiles,
    cars: carList,
    accessories: aftersales?.filter((a) => a.kind === 'accessory') ?? null,
    coupons: aftersales?.filter((a) => a.kind === 'coupon') ?? null,
    video,
    cityPromos,
    branches,
    news,
  };
}
