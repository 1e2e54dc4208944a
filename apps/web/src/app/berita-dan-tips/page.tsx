import { ROUTES } from '@kemudi/domain/routes';
import type { Metadata } from 'next';
import { ArticleCards } from '@/components/editorial/article-cards';
import styles from '@/components/editorial/editorial.module.css';
import { FilterTabs } from '@/components/editorial/filter-tabs';
import { buildArticleItemList } from '@/components/editorial/markup';
import { PageHeader } from '@/components/editorial/page-header';
import { Breadcrumbs } from '@/components/page/breadcrumbs';
import { Pagination } from '@/components/page/pagination';
import { pageHref } from '@/lib/search-params';
import { JsonLd } from '@/components/seo/json-ld';
import { absoluteUrl, buildWebPage } from '@/lib/json-ld';
import { pageMetadata } from '@/lib/metadata';
import { NEWS_CATEGORIES, newsCategory, NEWS_PAGE_SIZE } from '@/lib/editorial';
import { firstParam, pageIndex, type SearchParams } from '@/lib/search-params';
import { loadNews } from '@/server/editorial';
import { loadSiteOrigin } from '@/server/site';

export const dynamic = 'force-dynamic';

type Props = { searchParams: Promise<SearchParams> };

const TITLE = 'Berita & Tips';
const DESCRIPTION = 'Berita terbaru Kemudi Toyota dan tips merawat, mengendarai, serta membeli mobil Toyota dari tim kami.';
const LABEL: Record<string, string> = { Berita: 'Berita', Tips: 'Tips' };

async function readParams(searchParams: Props['searchParams']) {
  const params = await searchParams;
  const category = newsCategory(firstParam(params.kategori));
  return { category, page: pageIndex(params.page), kategori: category?.toLowerCase() };
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const [{ category, page, kategori }, origin] = await Promise.all([readParams(searchParams), loadSiteOrigin()]);
  const title = `${category ? LABEL[category] : TITLE}${page > 0 ? ` — Halaman ${page + 1}` : ''}`;
  return pageMetadata({ title, description: DESCRIPTION, path: pageHref(ROUTES.articles, { kategori }, page), origin });
}

export default async function NewsListPage({ searchParams }: Props) {
  const [{ category, page, kategori }, origin] = await Promise.all([readParams(searchParams), loadSiteOrigin()]);
  const news = await loadNews(category, page);
  const url = absoluteUrl(pageHref(ROUTES.articles, { kategori }, page), origin);
  const heading = category ? `${TITLE}: ${LABEL[category]}` : TITLE;
  return (
    <>
      <Breadcrumbs origin={origin} items={category ? [{ name: TITLE, href: ROUTES.articles }, { name: LABEL[category] ?? category }] : [{ name: TITLE }]} />
      <JsonLd
        data={[
          buildWebPage({ name: heading, description: DESCRIPTION, url, keywords: ['berita Toyota', 'tips mobil', 'Kemudi Toyota'] }),
          buildArticleItemList(url, heading, news.content, origin, page * NEWS_PAGE_SIZE + 1),
        ]}
      />
      <PageHeader title={heading} lead={DESCRIPTION} />
      <FilterTabs
        label="Kategori artikel"
        tabs={[
          { label: 'Semua', href: ROUTES.articles, current: !category },
          ...NEWS_CATEGORIES.map((c) => ({ label: LABEL[c] ?? c, href: pageHref(ROUTES.articles, { kategori: c.toLowerCase() }, 0), current: c === category })),
        ]}
      />
      {news.content.length === 0 ? (
        <p className={styles.empty}>Belum ada artikel di halaman ini.</p>
      ) : (
        <>
          <p className={styles.count}>
            {news.totalElements} artikel · halaman {page + 1} dari {Math.max(1, news.totalPages)}
          </p>
          <ArticleCards articles={news.content} eagerFirst />
        </>
      )}
      <Pagination page={page} totalPages={news.totalPages} path={ROUTES.articles} params={{ kategori }} label="artikel" />
    </>
  );
}
