import { banners, staticPages, termConditions, type Db } from '@kemudi/db';
import { MEDIA } from '@kemudi/domain/media';
import { eq } from 'drizzle-orm';
import { notFound } from '../../lib/errors';

/** §7 termcondition?type */
export async function getTermCondition(db: Db, type: string) {
  const [row] = await db.select().from(termConditions).where(eq(termConditions.type, type)).limit(1);
  if (!row) throw notFound(`Syarat dan ketentuan '${type}' tidak ditemukan`);
  return row;
}

/** §7 page/static-page?pageId|componentId (the contract lets exactly one through). */
export async function getStaticPage(db: Db, by: { pageId?: string | undefined; componentId?: string | undefined }) {
  const where = by.pageId !== undefined ? eq(staticPages.pageId, by.pageId) : eq(staticPages.componentId, by.componentId ?? '');
  const [row] = await db.select().from(staticPages).where(where).limit(1);
  if (!row) {
    throw notFound(
      by.pageId !== undefined ? `Halaman '${by.pageId}' tidak ditemukan` : `Komponen halaman '${by.componentId ?? ''}' tidak ditemukan`,
    );
  }
  return {
    pageId: row.pageId,
    componentId: row.componentId,
    title: row.title,
    description: row.description,
    sections: row.sections,
    updatedDate: row.updatedDate,
    seoTitle: row.seoTitle || row.title,
  };
}

/** §7 "Banner location returns data.bannerUrl": the drawn banner of that location. */
export async function getBanner(db: Db, location: string) {
  const [row] = await db.select().from(banners).where(eq(banners.location, location)).limit(1);
  if (!row) throw notFound(`Banner untuk lokasi '${location}' tidak ditemukan`);
  return {
    location: row.location,
    bannerUrl: MEDIA.banner(row.location),
    title: row.title,
    subtitle: row.subtitle,
    linkUrl: row.linkUrl,
    color: row.color,
  };
}

/** §7 contentCatalog/login-page-banner */
export async function getLoginPageBanner(db: Db) {
  const banner = await getBanner(db, 'login-page');
  return { title: banner.title, subtitle: banner.subtitle, linkUrl: banner.linkUrl, bannerUrl: banner.bannerUrl };
}
