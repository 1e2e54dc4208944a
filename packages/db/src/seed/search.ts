import { ROUTES, SERVICE_ROUTES } from '@kemudi/domain/routes';
import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { searchTerms, type searchDocuments } from '../schema/search';
import * as after from './data/aftersales';
import * as cars from './data/cars';
import * as content from './data/content';
import { usedCars } from './data/used-cars';

type SearchDocument = typeof searchDocuments.$inferInsert;

const BODY_TYPE_WORDS: Record<string, string> = {
  hatchback: 'hatchback city car',
  mpv: 'mpv mobil keluarga',
  suv: 'suv',
  sedan: 'sedan',
  pickup: 'pickup pick up niaga',
  van: 'van minibus niaga',
  sports: 'sport coupe',
};

/**
 * The global-search index (§7 product/v1/global-search): one document per model, variant, used car,
 * accessory, part, package, coupon, service page, promo and article. `boost` orders kinds when
 * relevance ties: a visitor typing a model name wants the model first.
 */
export function buildSearchDocuments(): SearchDocument[] {
  const modelName = new Map(cars.carModels.map((m) => [m.code, m.name]));
  const docs: SearchDocument[] = [];
  for (const m of cars.carModels) {
    const variantNames = cars.carVariants.filter((v) => v.modelCode === m.code).map((v) => v.name);
    docs.push({
      kind: 'model',
      ref: m.code,
      title: `Toyota ${m.name}`,
      subtitle: m.tagline,
      url: ROUTES.model(m.code),
      keywords: [m.name, m.code, BODY_TYPE_WORDS[m.bodyType] ?? m.bodyType, 'mobil baru', ...variantNames].join(' '),
      boost: 100,
    });
  }
  for (const v of cars.carVariants) {
    const name = modelName.get(v.modelCode) ?? v.modelCode;
    docs.push({
      kind: 'variant',
      ref: v.code,
      title: `${name} ${v.name}`,
      subtitle: `${v.transmission} · ${v.fuel} · ${v.engine}`,
      url: ROUTES.variant(v.modelCode, v.code),
      keywords: [name, v.name, v.transmission, v.fuel, v.code].join(' '),
      boost: 80,
    });
  }
  for (const u of usedCars) {
    const catalogueName = modelName.get(u.modelCode) ?? u.modelCode;
    // The name it was sold under (Avanza Veloz, Hilux S-Cab); the catalogue's successor as a keyword.
    const name = u.modelName ?? catalogueName;
    docs.push({
      kind: 'used-car',
      ref: u.code,
      title: `${name} ${u.variantName} ${u.year}`,
      subtitle: `Mobil bekas bersertifikat · ${u.mileageKm.toLocaleString('id-ID')} km · ${u.colorName}`,
      url: ROUTES.usedCar(u.code),
      keywords: [name, catalogueName, 'bekas', 'used car', u.transmission, u.fuel, String(u.year), u.code].join(' '),
      boost: 50,
    });
  }
  for (const a of after.accessories) {
    docs.push({
      kind: 'accessory',
      ref: a.code,
      title: a.name,
      subtitle: `${a.brand} · ${a.category}`,
      url: ROUTES.accessory(a.code),
      keywords: [a.brand, a.category, 'aksesoris', ...a.fittingModels.map((c) => modelName.get(c) ?? c)].join(' '),
      boost: 40,
    });
  }
  for (const p of after.spareParts) {
    docs.push({
      kind: 'part',
      ref: p.code,
      title: p.name,
      subtitle: `Suku cadang · ${p.category} · ${p.code}`,
      url: ROUTES.sparePart(p.code),
      keywords: [p.category, 'suku cadang', 'sparepart', p.code, ...p.fittingModels.map((c) => modelName.get(c) ?? c)].join(' '),
      boost: 30,
    });
  }
  for (const p of after.servicePackages) {
    docs.push({
      kind: 'package',
      ref: p.code,
      title: p.name,
      subtitle: `Paket servis · ${p.type}`,
      url: ROUTES.servicePackage(p.code),
      keywords: [p.type, 'paket servis', 'bengkel', ...p.modelCodes.map((c) => modelName.get(c) ?? c)].join(' '),
      boost: 35,
    });
  }
  for (const c of after.serviceCoupons) {
    docs.push({
      kind: 'coupon',
      ref: c.code,
      title: c.title,
      subtitle: 'Kupon servis',
      url: ROUTES.coupon(c.code),
      keywords: [c.serviceType, 'kupon servis', 'voucher', ...c.modelCodes.map((m) => modelName.get(m) ?? m)].join(' '),
      boost: 35,
    });
  }
  for (const sc of after.serviceContents) {
    docs.push({
      kind: 'service',
      ref: sc.serviceType,
      title: sc.title,
      subtitle: sc.summary,
      url: SERVICE_ROUTES[sc.serviceType] ?? ROUTES.services,
      keywords: [sc.serviceType.replaceAll('-', ' '), 'layanan', 'servis', 'purna jual'].join(' '),
      boost: 60,
    });
  }
  for (const p of content.promos) {
    docs.push({
      kind: 'promo',
      ref: p.slug,
      title: p.title,
      subtitle: p.summary,
      url: ROUTES.promo(p.slug),
      keywords: ['promo', p.category, ...p.productCodes.map((c) => modelName.get(c) ?? c)].join(' '),
      boost: 45,
    });
  }
  for (const a of content.articles) {
    docs.push({
      kind: 'article',
      ref: a.slug,
      title: a.title,
      subtitle: a.summary,
      url: ROUTES.article(a.slug),
      keywords: [a.category, ...a.tags, ...a.relatedModelCodes.map((c) => modelName.get(c) ?? c)].join(' '),
      boost: 20,
    });
  }
  return docs;
}

/**
 * Rebuilds the search lexicon (`search_terms`) from the words of every search document: ts_stat
 * over `search_documents.document`, keeping words of letters and digits only (no '1.5', 'a/t' or
 * variant codes like 'avz-15g-cvt', whose parts are words of their own) at least 2 long. Global
 * search corrects typed words against it ("inova" → innova), so run this, in the same transaction,
 * after any insert, update or delete of search documents; the seed does it after loading them.
 */
export async function refreshSearchTerms(db: Pick<Db, 'delete' | 'execute'>): Promise<void> {
  await db.delete(searchTerms);
  await db.execute(sql`
    insert into ${searchTerms} (term)
    select word from ts_stat('select document from search_documents')
    where word ~ '^[[:alnum:]]+$' and length(word) >= 2`);
}
