import { PAGE_SIZE } from '@kemudi/domain/constants';
import { z } from 'zod';
import { boolParam, pageOf, pageParam, sizeParam } from '../../lib/query';

/** A code or slug in a path or query: short, no surrounding spaces. */
const code = (label: string) => z.string().trim().min(1).max(100).describe(label);

const isoDate = z.string().describe('YYYY-MM-DD');

// ---------------------------------------------------------------------------------------------
// Cards
// ---------------------------------------------------------------------------------------------

/** The promo card every list answers; the web app relies on exactly these fields. */
export const PromoCard = z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  /** Drawn promo image (MEDIA.promo). */
  imageUrl: z.string(),
  validFrom: isoDate,
  validUntil: isoDate,
  /** Mobil Baru | Purna Jual | Mobil Bekas | Aksesoris */
  category: z.string(),
  /** Site page of the promo (ROUTES.promo). */
  url: z.string(),
});
export type PromoCard = z.infer<typeof PromoCard>;

export const PromoPage = pageOf(PromoCard);

/** Hero slide: a card plus the accent colour the hero is drawn with. */
export const HeroPromo = PromoCard.extend({ heroColor: z.string() });
export const HeroPromos = z.array(HeroPromo);

const scope = z.string().describe('national | city | branch | product | salesman');

/** v2 hero slide: the v1 slide plus where the promo applies, so the client can filter for its city. */
export const HeroPromoV2 = HeroPromo.extend({
  scope,
  cityIsocodes: z.array(z.string()),
  branchSlugs: z.array(z.string()),
  productCodes: z.array(z.string()),
  salesmanSlugs: z.array(z.string()),
});
export const HeroPromosV2 = z.array(HeroPromoV2);

// ---------------------------------------------------------------------------------------------
// Detail
// ---------------------------------------------------------------------------------------------

export const PromoSlugParams = z.object({ slug: code('Promo slug') });

const NamedLink = z.object({ name: z.string(), url: z.string() });

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

// ---------------------------------------------------------------------------------------------
// Queries
// ---------------------------------------------------------------------------------------------

export const PagingQuery = z.object({
  page: pageParam,
  size: sizeParam(PAGE_SIZE.PROMO),
});

/** The promo categories of the seed and the site (promos.category). */
export const PROMO_CATEGORIES = ['Mobil Baru', 'Purna Jual', 'Mobil Bekas', 'Aksesoris'] as const;
const category = z.enum(PROMO_CATEGORIES).optional().describe('Only promos of this category');

export const NationalQuery = PagingQuery.extend({ category });

export const PromoFilterQuery = z
  .object({
    city: code('City isocode (§3), e.g. 3273; national promos are included').optional(),
    all: boolParam(false).describe(
      'With city: also the promos of the branches in that city and the model promos that apply everywhere (default false)',
    ),
    category,
    branchSlug: code('Branch slug; promos of its city are included').optional(),
    productCode: code('Car model code (or a variant code of it)').optional(),
    page: pageParam,
    size: sizeParam(PAGE_SIZE.PROMO),
  })
  .refine((q) => [q.city, q.branchSlug, q.productCode].filter((v) => v !== undefined).length === 1, {
    message: "harus berisi tepat satu dari 'city', 'branchSlug' atau 'productCode'",
  });

export const SalesmanSlugParams = z.object({ slug: code('Salesman slug') });
