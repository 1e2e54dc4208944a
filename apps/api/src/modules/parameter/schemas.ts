import { BRANCH_LIST_HIDDEN_DEFAULT } from '@kemudi/domain/constants';
import { z } from 'zod';
import { boolParam, pageOf } from '../../lib/query';

/** An isocode in a path, query or body: short, no surrounding spaces. */
const iso = (label: string) => z.string().trim().min(1).max(60).describe(label);

const provinceIso = iso('Province isocode (§3), e.g. dki_jakarta');
const cityIso = iso('City isocode (§3), e.g. 3273 (Kota Bandung) or 0080 (Jakarta Pusat)');

export const BRANCH_SERVICES = ['sales', 'bengkel', 'body-paint', 'home-service'] as const;
const service = z.enum(BRANCH_SERVICES).describe('Only branches offering this service');

// ---------------------------------------------------------------------------------------------
// Provinces and cities (§3 Geolocation: entries hold isocode and name)
// ---------------------------------------------------------------------------------------------

export const Province = z.object({ isocode: z.string(), name: z.string() });
export const ProvinceList = z.array(Province);

export const ProvinceParams = z.object({ iso: provinceIso });
export const ProvinceDetail = Province.extend({
  cities: z.array(z.object({ isocode: z.string(), name: z.string() })),
});

export const City = z.object({ isocode: z.string(), name: z.string(), provinceIsocode: z.string() });
export const CityList = z.array(City);

export const CitiesQuery = z.object({ province: provinceIso.optional() });
export const CityBody = z.object({ province: provinceIso });

// ---------------------------------------------------------------------------------------------
// Branches
// ---------------------------------------------------------------------------------------------

export const CityParams = z.object({ iso: cityIso });
export const BranchListQuery = z.object({
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
  whatsapp: z.string(),
  services: z.array(z.enum(BRANCH_SERVICES)),
  hidden: z.boolean(),
  /** The branch's page on the site. */
  url: z.string(),
});
export type Branch = z.infer<typeof Branch>;
export const BranchList = z.array(Branch);

/** Where the dealer has branches: the provinces, each with its cities, that hold at least one visible branch. */
export const BranchArea = z.object({
  isocode: z.string(),
  name: z.string(),
  branchCount: z.number().int(),
  cities: z.array(z.object({ isocode: z.string(), name: z.string(), branchCount: z.number().int() })),
});
export const BranchAreaList = z.array(BranchArea);

export const BRANCH_SEARCH_PAGE_SIZE = 10;
export const BranchSearchBody = z.object({
  province: provinceIso.optional(),
  city: cityIso.optional(),
  service: service.optional(),
  q: z.string().trim().max(100).optional().describe('Words that must all appear in the branch name, address or city name (case-insensitive)'),
  hidden: z.boolean().default(BRANCH_LIST_HIDDEN_DEFAULT).describe('As on get-branch-list: true (default) leaves hidden branches out'),
  page: z.number().int().min(0).max(10_000).default(0),
  size: z.number().int().min(1).max(100).default(BRANCH_SEARCH_PAGE_SIZE),
});
export const BranchPage = pageOf(Branch);

// §3 Geolocation; bounds of Indonesia with a margin: 11° S–6° N, 95°–141° E.
export const DistanceBody = z.object({
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
export const NearbyBranchList = z.array(NearbyBranch);

// ---------------------------------------------------------------------------------------------
// Save city (§7: city_name, city_iso, optional sync → data.isRefresh)
// ---------------------------------------------------------------------------------------------

export const UpdateLocationBody = z.object({
  city_name: z.string().trim().min(1).max(100).describe('The name the city picker showed'),
  city_iso: cityIso,
  sync: z.boolean().optional().describe('true when the page shows city prices and must re-read them'),
});
export const UpdateLocationData = z.object({
  cityIso: z.string(),
  /** The city's name as the geolocation data holds it (not the echoed city_name). */
  cityName: z.string(),
  provinceIsocode: z.string(),
  provinceName: z.string(),
  /** §4 City: on a car product page the page reloads when this is true. */
  isRefresh: z.boolean(),
});

// ---------------------------------------------------------------------------------------------
// Sitemap
// ---------------------------------------------------------------------------------------------

export const SITEMAP_KINDS = [
  'static',
  'model',
  'used-car',
  'accessory',
  'coupon',
  'package',
  'promo',
  'article',
  'branch',
  'salesman',
] as const;
export const SitemapEntry = z.object({
  /** Site path, e.g. /mobil-baru-toyota/p/avanza. */
  url: z.string(),
  lastModified: z.string().describe('YYYY-MM-DD: the latest dated thing the page shows, never after today'),
  kind: z.enum(SITEMAP_KINDS),
});
export const SitemapList = z.array(SitemapEntry);
