/** Promos (§7 "Promo"): the cards every list answers, one promo's page, and the calls. */
import { z } from 'zod';
import { PAGE_SIZE } from '../constants';
import { defineCall } from './call';
import { boolParam, codeParam, isoDate, pageOf, pageParam, SitePath, sizeParam } from './common';

// ---------------------------------------------------------------------------------------------
// Shapes
// ---------------------------------------------------------------------------------------------

/** The promo categories of the seed and the site (promos.category). */
export const PROMO_CATEGORIES = ['Mobil Baru', 'Purna Jual', 'Mobil Bekas', 'Aksesoris'] as const;
export type PromoCategory = (typeof PROMO_CATEGORIES)[number];

/** The promo card every list answers. */
export const PromoCard = z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  /** Drawn promo image (MEDIA.promo). */
  imageUrl: SitePath,
  validFrom: isoDate,
  validUntil: isoDate,
  /** Mobil Baru | Purna Jual | Mobil Bekas | Aksesoris */
  category: z.string(),
  /** Site page of the promo (ROUTES.promo). */
  url: SitePath,
});
export type PromoCard = z.infer<typeof PromoCard>;

export const PromoPage = pageOf(PromoCard);
export type PromoPage = z.infer<typeof PromoPage>;

/** Hero slide: a card plus the accent colour the hero is drawn with. */
export const HeroPromo = PromoCard.extend({ heroColor: z.string() });
export type HeroPromo = z.infer<typeof HeroPromo>;

const scope = z.string().describe('national | city | branch | product | salesman');

/** v2 hero slide: the v1 slide plus where the promo applies, so the client can filter for its city. */
export const HeroPromoV2 = HeroPromo.extend({
  scope,
  cityIsocodes: z.array(z.string()),
  branchSlugs: z.array(z.string()),
  productCodes: z.array(z.string()),
  salesmanSlugs: z.array(z.string()),
});

const NamedLink = z.object({ name: z.string(), url: SitePath });

export const PromoDetail = PromoCard.extend({
  body: z.string().describe('Paragraphs separated by blank lines'),
  terms: z.array(z.string()),
  heroColor: z.string(),
  isHero: z.boolean(),
  publishedDate: isoDate,
  scope,
  /** validUntil is before today: the page still shows it, marked as ended. */
  isExpired: z.boolean(),
  cities: z.array(z.object({ isocode: z.string(), name: z.string() })),
  branches: z.array(NamedLink.extend({ slug: z.string() })),
  products: z.array(NamedLink.extend({ code: z.string() })),
  salesmen: z.array(NamedLink.extend({ slug: z.string() })),
  /** §9 another-promo list: page 0, size 4, of the other promos running today. */
  anotherPromos: z.array(PromoCard),
});
export type PromoDetail = z.infer<typeof PromoDetail>;

// ---------------------------------------------------------------------------------------------
// Requests
// ---------------------------------------------------------------------------------------------

const PagingQuery = z.object({ page: pageParam, size: sizeParam(PAGE_SIZE.PROMO) });
const category = z.enum(PROMO_CATEGORIES).optional().describe('Only promos of this category');

const PromoFilterQuery = z
  .object({
    city: codeParam('City isocode (§3), e.g. 3273; national promos are included').optional(),
    all: boolParam(false).describe(
      'With city: also the promos of the branches in that city and the model promos that apply everywhere (default false)',
    ),
    category,
    branchSlug: codeParam('Branch slug; promos of its city are included').optional(),
    productCode: codeParam('Car model code (or a variant code of it)').optional(),
    page: pageParam,
    size: sizeParam(PAGE_SIZE.PROMO),
  })
  .refine((q) => [q.city, q.branchSlug, q.productCode].filter((v) => v !== undefined).length === 1, {
    message: "harus berisi tepat satu dari 'city', 'branchSlug' atau 'productCode'",
  });

// ---------------------------------------------------------------------------------------------
// Calls
// ---------------------------------------------------------------------------------------------

export const promoCalls = {
  /** §7 promo/hero */
  hero: defineCall({
    method: 'GET',
    shared: true,
    path: '/api/promo/v1/promo/hero',
    query: z.object({
      city: codeParam('City isocode (§3): only the slides a visitor there can use (issue 25: promos target cities and branches)').optional(),
    }),
    data: z.array(HeroPromo),
  }),
  /** §7 "v2 hero" */
  heroV2: defineCall({ method: 'GET', shared: true, path: '/api/promo/v1/v2/promo/hero', data: z.array(HeroPromoV2) }),
  /** §7 promo/national */
  national: defineCall({
    method: 'GET',
    shared: true,
    path: '/api/promo/v1/promo/national',
    query: PagingQuery.extend({ category }),
    data: PromoPage,
  }),
  /** §7 promo/slug/{slug} */
  bySlug: defineCall({
    method: 'GET',
    shared: true,
    path: '/api/promo/v1/promo/slug/:slug',
    params: z.object({ slug: codeParam('Promo slug') }),
    data: PromoDetail,
  }),
  /** §7 promo?city|branchSlug|productCode */
  filter: defineCall({ method: 'GET', shared: true, path: '/api/promo/v1/promo', query: PromoFilterQuery, data: PromoPage }),
  /** §7 promo/salesman/{slug} */
  bySalesman: defineCall({
    method: 'GET',
    shared: true,
    path: '/api/promo/v1/promo/salesman/:slug',
    params: z.object({ slug: codeParam('Salesman slug') }),
    query: PagingQuery,
    data: PromoPage,
  }),
} as const;
