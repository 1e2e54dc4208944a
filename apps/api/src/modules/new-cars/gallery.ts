import { carGalleries, carVideos, type Db } from '@kemudi/db';
import type { ContentData, ContentSection } from '@kemudi/domain/contracts/new-cars';
import { MEDIA } from '@kemudi/domain/media';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { resolveCity } from '../../lib/city';
import { listModelPagePromos } from '../promos';
import { toVariantOffer } from './detail';
import { findModel, lowestOf, variantsWithPrices } from './pricing';

/** Gallery kinds in page order, with their Indonesian headings. */
const GALLERY_KINDS: { kind: string; label: string }[] = [
  { kind: 'exterior', label: 'Eksterior' },
  { kind: 'interior', label: 'Interior' },
  { kind: 'feature', label: 'Fitur' },
];

async function galleryOf(db: Db, modelCode: string, kinds?: string[]) {
  const rows = await db
    .select()
    .from(carGalleries)
    .where(and(eq(carGalleries.modelCode, modelCode), kinds ? inArray(carGalleries.kind, kinds) : undefined))
    .orderBy(asc(carGalleries.sortOrder), asc(carGalleries.id));
  return rows.map((g) => ({ id: g.id, kind: g.kind, title: g.title, caption: g.caption, imageUrl: MEDIA.gallery(modelCode, g.id) }));
}

async function videosOf(db: Db, modelCode: string) {
  const rows = await db
    .select()
    .from(carVideos)
    .where(eq(carVideos.modelCode, modelCode))
    .orderBy(asc(carVideos.uploadDate), asc(carVideos.id));
  return rows.map((v) => ({
    id: v.id,
    title: v.title,
    description: v.description,
    url: v.url,
    durationSeconds: v.durationSeconds,
    uploadDate: v.uploadDate,
    thumbnailUrl: MEDIA.video(v.id),
  }));
}

/** v2/gallery/{code}: the exterior pictures. */
export async function getGallery(db: Db, code: string) {
  const model = await findModel(db, code);
  return galleryOf(db, model.code, ['exterior']);
}

/** v2/all-gallery/{code}: every picture grouped by kind (known kinds first, empty groups left out) and the videos. */
export async function getAllGallery(db: Db, code: string) {
  const model = await findModel(db, code);
  const [items, videos] = await Promise.all([galleryOf(db, model.code), videosOf(db, model.code)]);
  const known = GALLERY_KINDS.map((k) => k.kind);
  const extraKinds = [...new Set(items.map((i) => i.kind).filter((k) => !known.includes(k)))];
  const groups = [...GALLERY_KINDS, ...extraKinds.map((kind) => ({ kind, label: kind }))]
    .map(({ kind, label }) => ({ kind, label, items: items.filter((i) => i.kind === kind) }))
    .filter((g) => g.items.length > 0);
  return { code: model.code, groups, videos };
}

/**
 * v2/content/{a}/{b}?cityCode — §7 names it without detail. Read here as: `a` is a model code and
 * `b` one section of its page whose content depends on the visitor's city: price (the variants'
 * OTR in that city), promo (the promos that apply there), video, gallery.
 */
export async function getContentSection(db: Db, now: Date, a: string, b: ContentSection, cityCode?: string): Promise<ContentData> {
  const [model, city] = await Promise.all([findModel(db, a), resolveCity(db, cityCode)]);
  switch (b) {
    case 'price': {
      const variants = await variantsWithPrices(db, [model.code], city.cityCode);
      const prices = variants.map((v) => v.price);
      return {
        section: 'price' as const,
        code: model.code,
        ...city,
        lowestPrice: lowestOf(variants)?.price ?? 0,
        highestPrice: prices.length === 0 ? 0 : Math.max(...prices),
        variants: variants.map(toVariantOffer),
      };
    }
    case 'promo':
      return { section: 'promo' as const, code: model.code, ...city, promos: await listModelPagePromos(db, now, model.code, city.cityCode) };
    case 'video':
      return { section: 'video' as const, code: model.code, videos: await videosOf(db, model.code) };
    case 'gallery':
      return { section: 'gallery' as const, code: model.code, items: await galleryOf(db, model.code) };
  }
}
