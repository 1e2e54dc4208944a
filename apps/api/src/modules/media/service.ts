import { createHash } from 'node:crypto';
import { articles, banners, carColors, carGalleries, carModels, carVariants, carVideos, promoImages, promos, salesmanPhotos, salesmen, usedCars, type Db } from '@kemudi/db';
import { readVariantTraits, renderAvatarSvg, renderCarSvg, renderCarThreeQuarterSvg, renderGallerySvg, renderHeroSvg, renderIconSvg } from '@kemudi/art';
import { USED_CAR_PHOTOS } from '@kemudi/domain/used-car-photos';
import { isGrSport } from '@kemudi/domain/vocabulary';
import { and, asc, eq, sql } from 'drizzle-orm';
import { notFound } from '../../lib/errors';
import { isChannelLink } from '@kemudi/domain/model-videos';
import type { FileStore } from '../../lib/file-store';

export type Svg = { body: string; etag: string };

/** Rendered SVGs are kept in memory: the same URL always draws the same picture. */
const MAX_CACHED = 2000;
const cache = new Map<string, Svg>();

function remember(key: string, body: string): Svg {
  const svg = { body, etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 20)}"` };
  if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value as string);
  cache.set(key, svg);
  return svg;
}

/** `avanza.svg` → `avanza`; anything else is not an image we draw. */
export function stripSvg(file: string): string {
  if (!file.endsWith('.svg') || file.length <= 4) throw notFound('Gambar tidak ditemukan');
  return file.slice(0, -4);
}

const HEX = /^[0-9a-f]{6}$/i;
const colorParam = (value: string | undefined) => (value && HEX.test(value) ? `#${value.toLowerCase()}` : undefined);

async function modelOf(db: Db, code: string) {
  const [model] = await db
    .select({ code: carModels.code, name: carModels.name, bodyType: carModels.bodyType })
    .from(carModels)
    .where(eq(carModels.code, code))
    .limit(1);
  if (!model) throw notFound('Gambar tidak ditemukan');
  return model;
}

async function firstColor(db: Db, modelCode: string) {
  const [color] = await db
    .select({ hex: carColors.hex, roofHex: carColors.roofHex })
    .from(carColors)
    .where(eq(carColors.modelCode, modelCode))
    .orderBy(asc(carColors.sortOrder))
    .limit(1);
  return color ?? { hex: '#d1d5db', roofHex: null };
}

async function cached(key: string, draw: () => Promise<string>): Promise<Svg> {
  return cache.get(key) ?? remember(key, await draw());
}

/** A car picture's query: paint, roof, and the variant whose badge it wears (issue 15). */
export interface CarQuery {
  color?: string | undefined;
  roof?: string | undefined;
  variant?: string | undefined;
}

/**
 * The badge a variant of the model wears (GR Sport, hybrid, or none), read from its name and fuel as
 * a used car's is; every variant of a GR car (GR86, GR Supra: "3.0 A/T") wears GR. Undefined without
 * a variant (the model's own picture). A code that is not one of the model's variants is 404.
 */
async function variantBadge(db: Db, model: { code: string; name: string }, variantCode: string | undefined) {
  if (variantCode === undefined) return undefined;
  const [row] = await db
    .select({ name: carVariants.name, fuel: carVariants.fuel })
    .from(carVariants)
    .where(and(eq(carVariants.code, variantCode), eq(carVariants.modelCode, model.code)))
    .limit(1);
  if (!row) throw notFound('Gambar tidak ditemukan');
  return isGrSport(model.name, row.name) ? 'gr' : readVariantTraits(row.name, row.fuel).badge;
}

/** The model, paint and badge a car picture is drawn with. */
async function carPicture(db: Db, code: string, c: string | undefined, r: string | undefined, variant: string | undefined) {
  const model = await modelOf(db, code);
  const paint = c ? { hex: c, roofHex: r ?? null } : await firstColor(db, code);
  const badge = await variantBadge(db, model, variant);
  return {
    model: model.code,
    bodyType: model.bodyType,
    ...(badge === undefined ? {} : { badge }),
    color: paint.hex,
    roofColor: paint.roofHex ?? undefined,
    label: `Toyota ${model.name}`,
  };
}

/** The side view of a model, drawn from its own profile (@kemudi/art models.ts). */
export function carImage(db: Db, code: string, q: CarQuery = {}) {
  const c = colorParam(q.color);
  const r = colorParam(q.roof);
  return cached(`car:${code}:${c}:${r}:${q.variant ?? ''}`, async () => renderCarSvg(await carPicture(db, code, c, r, q.variant)));
}

/** The model seen from its front corner (issue 15), for its page's gallery. */
export function carThreeQuarterImage(db: Db, code: string, q: CarQuery = {}) {
  const c = colorParam(q.color);
  const r = colorParam(q.roof);
  return cached(`car34:${code}:${c}:${r}:${q.variant ?? ''}`, async () => renderCarThreeQuarterSvg(await carPicture(db, code, c, r, q.variant)));
}

export function galleryImage(db: Db, modelCode: string, id: number) {
  return cached(`gallery:${modelCode}:${id}`, async () => {
    const [row] = await db.select().from(carGalleries).where(eq(carGalleries.id, id)).limit(1);
    if (!row || row.modelCode !== modelCode) throw notFound('Gambar tidak ditemukan');
    const model = await modelOf(db, modelCode);
    const color = await firstColor(db, modelCode);
    return renderGallerySvg({
      model: model.code,
      bodyType: model.bodyType,
      color: color.hex,
      kind: row.kind as 'exterior' | 'interior' | 'feature',
      title: row.title,
      index: row.sortOrder,
    });
  });
}

/**
 * The used-car list's thumbnail (issue 15): the model's own silhouette in the car's paint, with the
 * model, the year and the paint written over it, and the cab and badge of the car's own variant.
 */
export function usedCarImage(db: Db, code: string) {
  return cached(`used:${code}`, async () => {
    const [row] = await db
      .select({
        colorHex: usedCars.colorHex,
        colorName: usedCars.colorName,
        year: usedCars.year,
        variantName: usedCars.variantName,
        fuel: usedCars.fuel,
        modelCode: carModels.code,
        bodyType: carModels.bodyType,
        // The name it was sold under (Avanza Veloz, Hilux S-Cab) before the catalogue's.
        name: sql<string>`coalesce(${usedCars.modelName}, ${carModels.name})`,
      })
      .from(usedCars)
      .innerJoin(carModels, eq(carModels.code, usedCars.modelCode))
      .where(eq(usedCars.code, code))
      .limit(1);
    if (!row) throw notFound('Gambar tidak ditemukan');
    return renderCarSvg({
      model: row.modelCode,
      bodyType: row.bodyType,
      ...readVariantTraits(row.variantName, row.fuel),
      color: row.colorHex,
      label: `Toyota ${row.name} ${row.variantName} ${row.year}, ${row.colorName}`,
      caption: { name: row.name, year: row.year, colorName: row.colorName },
    });
  });
}

/** §2 used-car page gallery: the car drawn in USED_CAR_PHOTOS[n]'s composition, in its own colour. */
export function usedCarPhotoImage(db: Db, code: string, n: number) {
  return cached(`used-photo:${code}:${n}`, async () => {
    const photo = USED_CAR_PHOTOS[n];
    if (!photo) throw notFound('Gambar tidak ditemukan');
    const [row] = await db
      .select({ colorHex: usedCars.colorHex, modelCode: carModels.code, bodyType: carModels.bodyType })
      .from(usedCars)
      .innerJoin(carModels, eq(carModels.code, usedCars.modelCode))
      .where(eq(usedCars.code, code))
      .limit(1);
    if (!row) throw notFound('Gambar tidak ditemukan');
    return renderGallerySvg({ model: row.modelCode, bodyType: row.bodyType, color: row.colorHex, kind: photo.kind, title: photo.title, index: photo.index });
  });
}

export function iconImage(name: string) {
  return cached(`icon:${name}`, async () => renderIconSvg(name));
}

export async function promoImage(db: Db, slug: string) {
  const [row] = await db.select().from(promos).where(eq(promos.slug, slug)).limit(1);
  if (!row) throw notFound('Gambar tidak ditemukan');
  // Drawn from what it shows: a title changed in the console (issue 25) draws a new picture.
  return cached(`promo:${slug}:${row.title}:${row.category}:${row.heroColor}:${row.productCodes[0] ?? ''}`, async () => {
    const productCode = row.productCodes[0];
    const model = productCode ? await modelOf(db, productCode).catch(() => undefined) : undefined;
    return renderHeroSvg({
      title: row.title,
      subtitle: row.category,
      color: row.heroColor,
      kind: 'promo',
      ...(model ? { model: model.code, bodyType: model.bodyType, carColor: (await firstColor(db, model.code)).hex } : {}),
    });
  });
}

/**
 * A picture uploaded for a promo in the staff console (issue 25), by the promo's slug and the
 * picture's id: only the promo's current picture (a replaced one answers 404).
 */
export async function promoPhoto(db: Db, files: FileStore, slug: string, imageId: string) {
  const [row] = await db
    .select({ contentType: promoImages.contentType, sha256: promoImages.sha256, storage: promoImages.storage, storageKey: promoImages.storageKey, data: promoImages.data })
    .from(promos)
    .innerJoin(promoImages, eq(promoImages.id, promos.imageId))
    .where(and(eq(promos.slug, slug), eq(promos.imageId, imageId)))
    .limit(1);
  if (!row) throw notFound('Gambar tidak ditemukan');
  return { contentType: row.contentType, sha256: row.sha256, data: await files.load(row) };
}

/** A salesman's photo uploaded in the staff console (issue 25): only his current photo (a replaced one answers 404). */
export async function salesmanPhoto(db: Db, files: FileStore, slug: string, photoId: string) {
  const [row] = await db
    .select({ contentType: salesmanPhotos.contentType, sha256: salesmanPhotos.sha256, storage: salesmanPhotos.storage, storageKey: salesmanPhotos.storageKey, data: salesmanPhotos.data })
    .from(salesmen)
    .innerJoin(salesmanPhotos, eq(salesmanPhotos.id, salesmen.photoId))
    .where(and(eq(salesmen.slug, slug), eq(salesmen.photoId, photoId)))
    .limit(1);
  if (!row) throw notFound('Gambar tidak ditemukan');
  return { contentType: row.contentType, sha256: row.sha256, data: await files.load(row) };
}

export function articleImage(db: Db, slug: string) {
  return cached(`article:${slug}`, async () => {
    const [row] = await db.select().from(articles).where(eq(articles.slug, slug)).limit(1);
    if (!row) throw notFound('Gambar tidak ditemukan');
    return renderHeroSvg({ title: row.title, subtitle: row.category === 'Tips' ? 'Tips' : 'Berita', color: row.heroColor, kind: 'article' });
  });
}

export function bannerImage(db: Db, location: string) {
  return cached(`banner:${location}`, async () => {
    const [row] = await db.select().from(banners).where(eq(banners.location, location)).limit(1);
    if (!row) throw notFound('Gambar tidak ditemukan');
    return renderHeroSvg({ title: row.title, subtitle: row.subtitle, color: row.color, kind: 'banner', bodyType: 'suv', carColor: '#f5f5f5' });
  });
}

export function avatarImage(db: Db, slug: string) {
  return cached(`avatar:${slug}`, async () => {
    const [row] = await db.select({ name: salesmen.name }).from(salesmen).where(eq(salesmen.slug, slug)).limit(1);
    if (!row) throw notFound('Gambar tidak ditemukan');
    return renderAvatarSvg({ name: row.name });
  });
}

export function videoImage(db: Db, id: number) {
  return cached(`video:${id}`, async () => {
    const [row] = await db
      .select({ title: carVideos.title, url: carVideos.url, modelName: carModels.name, bodyType: carModels.bodyType, modelCode: carModels.code })
      .from(carVideos)
      .innerJoin(carModels, eq(carModels.code, carVideos.modelCode))
      .where(eq(carVideos.id, id))
      .limit(1);
    if (!row) throw notFound('Gambar tidak ditemukan');
    const color = await firstColor(db, row.modelCode);
    // Issue 29: a link to the official channel's search is no video — its poster names the model and
    // the channel, not a video title nobody has checked, and has no play mark.
    const poster = isChannelLink(row.url)
      ? { title: `Video Toyota ${row.modelName}`, subtitle: 'Kanal resmi Toyota Indonesia' }
      : { title: `▶ ${row.title}`, subtitle: 'Video' };
    return renderHeroSvg({ ...poster, color: '#111827', kind: 'banner', model: row.modelCode, bodyType: row.bodyType, carColor: color.hex });
  });
}
