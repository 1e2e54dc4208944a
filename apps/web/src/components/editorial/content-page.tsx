import type { StaticPageData as StaticPage } from '@kemudi/domain/contracts/editorial';
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { Breadcrumbs } from '@/components/page/breadcrumbs';
import { JsonLd } from '@/components/seo/json-ld';
import { contentPagePath, type StaticPageId } from '@/lib/editorial';
import type { JsonLdThing } from '@/lib/json-ld';
import { pageMetadata } from '@/lib/metadata';
import { PageHeader } from './page-header';

/*
 * What the information pages drawn from page/static-page (§7) — tentang kami, prestasi, hubungi
 * kami and the legal documents — have in common, so each route keeps only what is its own. The
 * route loads its page (loadContentPage of @/server/editorial) and hands it in.
 */

/** A static page's metadata: the editors' title and description, canonical at its own path. */
export function contentPageMetadata(pageId: StaticPageId, { page, origin }: { page: StaticPage; origin: string }): Metadata {
  return pageMetadata({ title: page.seoTitle || page.title, description: page.description, path: contentPagePath(pageId), origin });
}

/**
 * The skeleton of a content page: breadcrumb to itself, its JSON-LD, the one h1 with the lead (and,
 * for documents, the update date), then the page's own content.
 */
export function ContentPageFrame({
  page,
  origin,
  markup,
  showUpdated = false,
  children,
}: {
  page: StaticPage;
  origin: string;
  markup: JsonLdThing | readonly JsonLdThing[];
  showUpdated?: boolean;
  children?: ReactNode;
}) {
  return (
    <>
      <Breadcrumbs origin={origin} items={[{ name: page.title }]} />
      <JsonLd data={markup} />
      <PageHeader title={page.title} lead={page.description} {...(showUpdated ? { updatedDate: page.updatedDate } : {})} />
      {children}
    </>
  );
}
