/*
 * The home page's constants and the shape of what its loader hands the page (each section's data
 * from its §7 contract), plus the video length it prints: pure, for the page, the loader and its
 * components.
 */
import type { AftersalesCard } from '@kemudi/domain/contracts/aftersales';
import type { Branch } from '@kemudi/domain/contracts/branches';
import type { ArticleCard } from '@kemudi/domain/contracts/editorial';
import type { TrendingCar, Video } from '@kemudi/domain/contracts/new-cars';
import type { HeroPromo, PromoCard } from '@kemudi/domain/contracts/promos';
import type { MenuItem } from '@kemudi/domain/contracts/site';

/** §9: how many articles the home page teases, newest first. */
export const HOME_NEWS_SIZE = 3;
/** How many branches of the chosen city the home page lists before 'Lihat semua dealer'. */
export const HOME_BRANCH_LIMIT = 6;

/** The visitor's chosen city, as the layout reads it from its cookie. */
export interface HomeCity {
  cityIsocode: string;
  name: string;
}

export interface CityPromos {
  city: HomeCity;
  promos: PromoCard[];
}

export interface NearbyBranches {
  /** The city the visitor chose. */
  city: HomeCity;
  /** Where the listed branches are: the chosen city, or the §9 fallback city when it has none. */
  shownCityName: string;
  isFallback: boolean;
  branches: Branch[];
}

/** The newest video of the most trending model, with that model's name. */
export type HighlightVideo = Video & { modelName: string };

export interface HomeData {
  /** Hero slides; empty when there are none or the call failed ('Belum ada promo saat ini'). */
  promos: HeroPromo[];
  tiles: MenuItem[] | null;
  cars: TrendingCar[] | null;
  accessories: AftersalesCard[] | null;
  coupons: AftersalesCard[] | null;
  video: HighlightVideo | null;
  cityPromos: CityPromos | null;
  branches: NearbyBranches | null;
  news: ArticleCard[] | null;
}

/**
 * A video's length as players print it, from seconds: 1:36, 12:05. Not formatDuration of
 * @kemudi/domain/format, which words a workshop job's minutes ('± 1 jam 30 menit').
 */
export function formatVideoLength(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}
