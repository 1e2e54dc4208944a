import 'server-only';

import { FALLBACK_CITY, FIRST_PAGE, HEADER_CITY_OPTIONS, PAGE_SIZE } from '@kemudi/domain/constants';
import { aftersalesCalls } from '@kemudi/domain/contracts/aftersales';
import { editorialCalls } from '@kemudi/domain/contracts/editorial';
import { newCarCalls, type TrendingCar, type Video } from '@kemudi/domain/contracts/new-cars';
import { promoCalls, type HeroPromo } from '@kemudi/domain/contracts/promos';
import { siteCalls } from '@kemudi/domain/contracts/site';
import { type CityPromos, type HighlightVideo, HOME_BRANCH_LIMIT, HOME_NEWS_SIZE, type HomeCity, type HomeData, type NearbyBranches } from '@/lib/home';
import { type Api, getApi } from '../api';
import { loadBranchesOrFallback } from '../dealers';
import { loadLayout } from '../layout';

/*
 * Home page loader (STYLE "One data path": page → loader → API client → API). Each answer is parsed
 * with its call's contract, so the page renders only what it has checked.
 *
 * Every section fails soft: a call that fails (or answers something its contract refuses) is logged
 * and its section is left out of the page (`null`); the rest of the page still renders. The hero
 * is the one exception: it renders 'Belum ada promo saat ini' instead (an empty list).
 */

/** Runs one section's calls; a failure is logged and the section left out (null). */
async function softly<T>(section: string, load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (err) {
    console.error('home: section "%s" left out:', section, err);
    return null;
  }
}

/**
 * §7 "promo?city", §9 page size 4: the promos a visitor in the chosen city can use. The national
 * promos that lead every city's list are the hero's slides already, so the slides are skipped and
 * the page size is widened by as many — what is left is what this city adds (e.g. 'Siaga Musim
 * Hujan Bandung') instead of the hero's slides a second time.
 */
async function loadCityPromos(api: Api, city: HomeCity, hero: Promise<HeroPromo[] | null>): Promise<CityPromos> {
  const shown = new Set((await hero)?.map((p) => p.slug) ?? []);
  const size = Math.min(PAGE_SIZE.PROMO + shown.size, 100);
  const answer = await api.call(promoCalls.filter, { query: { city: city.cityIsocode, page: FIRST_PAGE, size } });
  const promos = answer.content.filter((p) => !shown.has(p.slug));
  return { city, promos: promos.slice(0, PAGE_SIZE.PROMO) };
}

/**
 * §7 Product "v2 all-gallery" of the most trending model: its newest video is the highlight.
 * No model or no video → no section.
 */
async function loadHighlightVideo(api: Api, cars: Promise<TrendingCar[] | null>): Promise<HighlightVideo | null> {
  const top = (await cars)?.[0];
  if (!top) return null;
  const { videos } = await api.call(newCarCalls.allGallery, { params: { code: top.code } });
  const newest = videos.reduce<Video | undefined>((best, v) => (best === undefined || v.uploadDate > best.uploadDate ? v : best), undefined);
  return newest ? { ...newest, modelName: top.name } : null;
}

/** The chosen city's branches, else the fallback city's, named as the header's city list names it. */
async function loadBranches(city: HomeCity): Promise<NearbyBranches> {
  const { branches, isFallback } = await loadBranchesOrFallback(city.cityIsocode);
  const shownCityName = isFallback
    ? (HEADER_CITY_OPTIONS.find((o) => o.cityIso === FALLBACK_CITY)?.label ?? branches[0]?.cityName ?? FALLBACK_CITY)
    : city.name;
  return { city, shownCityName, isFallback, branches: branches.slice(0, HOME_BRANCH_LIMIT) };
}

/** Every section's calls side by side; the video waits only for the trending cars, the city promos for the hero. */
export async function loadHome(): Promise<HomeData> {
  const [api, { city }] = await Promise.all([getApi(), loadLayout()]);
  // §7 Promo "promo/hero": the slides of the visitor's city (issue 25: promos target cities and branches).
  const hero = softly('hero', () => api.call(promoCalls.hero, { query: { city: city.cityIsocode } }));
  // §7 Content "page/trending-cars".
  const cars = softly('trending-cars', () => api.call(newCarCalls.trending));
  const [promos, tiles, carList, aftersales, video, cityPromos, branches, news] = await Promise.all([
    hero,
    // §7 Content "menu category", the home-tile menu: the 12 category tiles.
    softly('tiles', () => api.call(siteCalls.menu, { query: { location: 'home-tile' } })),
    cars,
    // §7 Content "contentCatalog/trending-product-aftersales": accessories, then coupons, priced for
    // the visitor's city as the cart prices them (issue 29).
    softly('aftersales', () => api.call(aftersalesCalls.trending, { query: { cityCode: city.cityIsocode } })),
    softly('video', () => loadHighlightVideo(api, cars)),
    softly('city-promos', () => loadCityPromos(api, city, hero)),
    softly('branches', () => loadBranches(city)),
    // Content "news" (the list behind /berita-dan-tips): the newest articles.
    softly('news', async () => (await api.call(editorialCalls.news, { query: { page: FIRST_PAGE, size: HOME_NEWS_SIZE } })).content),
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
