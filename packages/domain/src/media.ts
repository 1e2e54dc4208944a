/**
 * URLs of the SVG illustrations the API draws (no image is downloaded at run time).
 * They live under /api/media/v1, which needs no token and is cached by browsers.
 */
const BASE = '/api/media/v1';
const hex = (color: string) => color.replace(/^#/, '').toLowerCase();

const carQuery = (color: string, roofColor?: string | null, variantCode?: string) =>
  `?color=${hex(color)}${roofColor ? `&roof=${hex(roofColor)}` : ''}${variantCode ? `&variant=${encodeURIComponent(variantCode)}` : ''}`;

export const MEDIA = {
  /** A model's side view; with `variantCode`, wearing that variant's badge (issue 15: GR, hybrid or none). */
  car: (modelCode: string, color: string, roofColor?: string | null, variantCode?: string) =>
    `${BASE}/car/${encodeURIComponent(modelCode)}.svg${carQuery(color, roofColor, variantCode)}`,
  /** The model from its front corner (issue 15), for the model page's gallery. */
  carThreeQuarter: (modelCode: string, color: string, roofColor?: string | null, variantCode?: string) =>
    `${BASE}/car/${encodeURIComponent(modelCode)}/three-quarter.svg${carQuery(color, roofColor, variantCode)}`,
  gallery: (modelCode: string, galleryId: number) => `${BASE}/gallery/${encodeURIComponent(modelCode)}/${galleryId}.svg`,
  usedCar: (code: string) => `${BASE}/used-car/${encodeURIComponent(code)}.svg`,
  /** One of a used car's page photos (used-car-photos.ts USED_CAR_PHOTOS, 0-based). */
  usedCarPhoto: (code: string, index: number) => `${BASE}/used-car/${encodeURIComponent(code)}/${index}.svg`,
  icon: (name: string) => `${BASE}/icon/${encodeURIComponent(name)}.svg`,
  promo: (slug: string) => `${BASE}/promo/${encodeURIComponent(slug)}.svg`,
  /** A picture uploaded for a promo in the staff console (issue 25): its id names it, so the URL changes with it. */
  promoPhoto: (slug: string, imageId: string) => `${BASE}/promo/${encodeURIComponent(slug)}/${encodeURIComponent(imageId)}`,
  article: (slug: string) => `${BASE}/article/${encodeURIComponent(slug)}.svg`,
  banner: (location: string) => `${BASE}/banner/${encodeURIComponent(location)}.svg`,
  avatar: (salesmanSlug: string) => `${BASE}/avatar/${encodeURIComponent(salesmanSlug)}.svg`,
  /** A salesman's photo uploaded in the staff console (issue 25): its id names it, so the URL changes with it. */
  salesmanPhoto: (salesmanSlug: string, photoId: string) => `${BASE}/avatar/${encodeURIComponent(salesmanSlug)}/${encodeURIComponent(photoId)}`,
  video: (videoId: number) => `${BASE}/video/${videoId}.svg`,
} as const;
