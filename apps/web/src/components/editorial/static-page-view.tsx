import type { ReactNode } from 'react';
import { Breadcrumbs } from '@/components/page/breadcrumbs';
import { JsonLd } from '@/components/seo/json-ld';
import { absoluteUrl, buildArticle, buildWebPage, type JsonLdThing } from '@/lib/json-ld';
import { SITE_NAME } from '@/lib/metadata';
import type { StaticPage } from '@/server/editorial';
import { PageHeader } from './page-header';
import { StaticSections } from './static-sections';

/**
 * A page drawn from page/static-page (§7): breadcrumb, WebPage markup (§3 Webpage) — plus Article
 * markup for editorial pages such as Prestasi — the h1 with its lead and update date, and the
 * sections. `children` come after the sections (e.g. the service terms).
 */
export function StaticPageView({
  page,
  path,
  origin,
  keywords,
  article,
  toc = false,
  showUpdated = true,
  children,
}: {
  page: StaticPage;
  path: string;
  origin: string;
  keywords: readonly string[];
  /** Also describe the page as an Article with this picture (a site path). */
  article?: { image: string };
  toc?: boolean;
  showUpdated?: boolean;
  children?: ReactNode;
}) {
  const url = absoluteUrl(path, origin);
  const markup: JsonLdThing[] = [buildWebPage({ name: page.title, description: page.description, url, keywords })];
  if (article) {
    markup.push(
      buildArticle({
        titlePage: page.title,
        heroImageLink: absoluteUrl(article.image, origin),
        publishedDate: page.updatedDate,
        url,
        description: page.description,
        kind: 'Article',
        publisherName: SITE_NAME,
      }),
    );
  }
  return (
    <>
      <Breadcrumbs origin={origin} items={[{ name: page.title }]} />
      <JsonLd data={markup} />
      <PageHeader title={page.title} lead={page.description} {...(showUpdated ? { updatedDate: page.updatedDate } : {})} />
      <StaticSections page={page} toc={toc} />
      {children}
    </>
  );
}
