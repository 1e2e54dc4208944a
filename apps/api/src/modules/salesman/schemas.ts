import { PAGE_SIZE } from '@kemudi/domain/constants';
import { z } from 'zod';
import { pageOf, pageParam, sizeParam } from '../../lib/query';

/** A slug in a path: short, no surrounding spaces. */
const slug = (label: string) => z.string().trim().min(1).max(100).describe(label);

// ---------------------------------------------------------------------------------------------
// Params and queries
// ---------------------------------------------------------------------------------------------

export const BranchNameParams = z.object({ name: slug('Branch slug (§7 calls it {name}), e.g. kemudi-toyota-sunter') });
export const SalesmanSlugParams = z.object({ slug: slug('Salesman slug, e.g. budi-santoso-sunter') });
export const SalesmanIdParams = z.object({
  // int4 range: a larger number could never be an id.
  id: z.coerce.number().int().min(1).max(2_147_483_647).describe('Numeric salesman id'),
});

export const SalesmanListQuery = z.object({
  page: pageParam,
  size: sizeParam(PAGE_SIZE.SALESMAN_BY_BRANCH),
});

/** Gallery pages: §9 names no size; 6 fills two rows of three on the profile page. */
export const GALLERY_PAGE_SIZE = 6;
export const GalleryQuery = z.object({
  page: pageParam,
  size: sizeParam(GALLERY_PAGE_SIZE, 50),
});

// ---------------------------------------------------------------------------------------------
// Answers
// ---------------------------------------------------------------------------------------------

const ModelRef = z.object({ code: z.string(), name: z.string() });

export const SalesmanCard = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  /** Sales Consultant | Senior Sales Consultant | Sales Supervisor */
  position: z.string(),
  /** International digits, e.g. 6281231000000. */
  whatsapp: z.string(),
  /** wa.me link with the greeting prefilled. */
  waLink: z.string(),
  yearsOfService: z.number().int(),
  specialties: z.array(ModelRef),
  imageUrl: z.string(),
  url: z.string(),
});
export type SalesmanCard = z.infer<typeof SalesmanCard>;
export const SalesmanPage = pageOf(SalesmanCard);

export const SalesmanProfile = SalesmanCard.extend({
  bio: z.string(),
  languages: z.array(z.string()),
  branch: z.object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    address: z.string(),
    cityIsocode: z.string(),
    cityName: z.string(),
    provinceIsocode: z.string(),
    phone: z.string(),
    whatsapp: z.string(),
    hidden: z.boolean(),
    url: z.string(),
  }),
  /** Items of GET gallery/{slug} (kind profile). */
  galleryCount: z.number().int(),
  /** Items of GET customer-galleries/{slug} (kind customer). */
  customerGalleryCount: z.number().int(),
  /** Promos running today for this salesman (GET promo/v1/promo/salesman/{slug} totalElements). */
  promoCount: z.number().int(),
});

export const BRANCH_SERVICES = ['sales', 'bengkel', 'body-paint', 'home-service'] as const;

export const SalesmanServices = z.object({
  salesman: z.object({ slug: z.string(), name: z.string(), url: z.string() }),
  branch: z.object({ slug: z.string(), name: z.string(), url: z.string() }),
  services: z.array(
    z.object({
      code: z.enum(BRANCH_SERVICES),
      label: z.string(),
      description: z.string(),
      url: z.string(),
    }),
  ),
});

export const GalleryItem = z.object({
  /** Position in the salesman's whole gallery (1-based), stable across pages. */
  id: z.number().int(),
  kind: z.enum(['profile', 'customer']),
  title: z.string(),
  caption: z.string(),
  modelCode: z.string().nullable(),
  modelName: z.string().nullable(),
  date: z.string().describe('YYYY-MM-DD'),
  imageUrl: z.string(),
});
export const GalleryPage = pageOf(GalleryItem);

export const ValueProposition = z.object({
  code: z.string(),
  title: z.string(),
  description: z.string(),
  icon: z.string(),
  iconUrl: z.string(),
});
export const ValuePropositions = z.array(ValueProposition);
