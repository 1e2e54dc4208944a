import type { StaticPageData as StaticPage } from '@kemudi/domain/contracts/editorial';
import { MEDIA } from '@kemudi/domain/media';
import type { ReactNode } from 'react';
import { contentPagePath, type StaticPageId } from '@/lib/editorial';
import { absoluteUrl, buildArticle, buildWebPage, type JsonLdThing } from '@/lib/json-ld';
import { SITE_NAME } from '@/lib/metadata';
import { ContentPageFrame } from './content-page';
import { StaticSections } from './static-sections';

type ViewOptions = {
  keywords: readonly string[];
  /** Also describe the page as an Article with this picture (a site path). */
  article?: { image: string };
  toc?: boolean;
  showUpdated?: boolean;
  children?: ReactNode;
};

/**
 * How the company's profile pages (tentang kami, prestasi) are drawn: also described as an Article,
 * pictured by the home page's hero, and without an update date (they are not legal documents).
 */
export const PROFILE_PAGE = { article: { image: MEDIA.banner('home-hero') }, showUpdated: false } satisfies Partial<ViewOptions>;

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
}: ViewOptions & { page: StaticPage; path: string; origin: string }) {
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
    <ContentPageFrame page={page} origin={origin} markup={markup} showUpdated={showUpdated}>
      <StaticSections page={page} toc={toc} />
      {children}
    </ContentPageFrame>
  );
}

/** A whole static-page route drawn at /{pageId}, from the page (and the origin) its route loaded. */
export function StaticContentPage({ pageId, page, origin, ...view }: ViewOptions & { pageId: StaticPageId; page: StaticPage; origin: string }) {
  return <StaticPageView page={page} path={contentPagePath(pageId)} origin={origin} {...view} />;
}
