import 'server-only';

import { PAGE_SIZE } from '@kemudi/domain/constants';
import {
  editorialCalls,
  NEWS_CATEGORIES,
  type ArticleCard,
  type ArticleDetail,
  type FaqPage,
  type NewsPage,
  type ReviewFeedPage,
  type StaticPageData,
  type TermData,
} from '@kemudi/domain/contracts/editorial';
import {
  type FaqType,
  type NewsCategory,
  NEWS_PAGE_SIZE,
  RELATED_ARTICLES,
  REVIEW_KINDS,
  REVIEW_PAGE_SIZE,
  type ReviewKind,
  SERVICE_TERM_TYPES,
  type StaticPageId,
} from '@/lib/editorial';
import { getApi } from '../api';
import { loadSiteOrigin } from '../site';

/*
 * Loaders of the editorial and information pages (issue 4): reviews, news and tips, FAQ, the
 * static pages (tentang kami, prestasi, hubungi kami, legal) and the service terms. Each answer is
 * parsed with its contract (packages/domain/src/contracts/editorial.ts); what the query strings
 * mean lives in @/lib/editorial.
 */

// ---------------------------------------------------------------------------------------------
// News and tips (§3 Article)
// ---------------------------------------------------------------------------------------------

export async function loadNews(category: NewsCategory | undefined, pageIndex: number): Promise<NewsPage> {
  return (await getApi()).require(editorialCalls.news, { query: { category, page: pageIndex, size: NEWS_PAGE_SIZE } });
}

/** One article and, softly, the newest others of its category (then of any category) to read next. */
export async function loadArticle(slug: string): Promise<{ article: ArticleDetail; related: ArticleCard[] }> {
  const api = await getApi();
  const newestPromise = api.soft(editorialCalls.news, { query: { size: RELATED_ARTICLES + 1 } });
  const article = await api.require(editorialCalls.article, { params: { slug } });
  const category = NEWS_CATEGORIES.find((c) => c === article.category);
  const [sameCategory, newest] = await Promise.all([
    category ? api.soft(editorialCalls.news, { query: { category, size: RELATED_ARTICLES + 1 } }) : null,
    newestPromise,
  ]);
  const seen = new Set([article.slug]);
  const related: ArticleCard[] = [];
  for (const card of [...(sameCategory?.content ?? []), ...(newest?.content ?? [])]) {
    if (related.length >= RELATED_ARTICLES || seen.has(card.slug)) continue;
    seen.add(card.slug);
    related.push(card);
  }
  return { article, related };
}

// ---------------------------------------------------------------------------------------------
// Reviews (§3 Customer review) and FAQ (§7 faq?type&code[&page&size], §9 page size 10)
// ---------------------------------------------------------------------------------------------

export async function loadReviews(kind: ReviewKind, code: string | undefined, rating: number | undefined, pageIndex: number): Promise<ReviewFeedPage> {
  const query = { type: REVIEW_KINDS[kind], code, rating, page: pageIndex, size: REVIEW_PAGE_SIZE };
  return (await getApi()).require(editorialCalls.reviewFeed, { query });
}

export async function loadFaqs(type: FaqType | undefined, q: string | undefined, pageIndex: number): Promise<FaqPage> {
  return (await getApi()).require(editorialCalls.faq, { query: { type, q, page: pageIndex, size: PAGE_SIZE.FAQ } });
}

// ---------------------------------------------------------------------------------------------
// Static pages and terms (§7 page/static-page?pageId, termcondition?type)
// ---------------------------------------------------------------------------------------------

export async function loadStaticPage(pageId: StaticPageId): Promise<StaticPageData> {
  return (await getApi()).require(editorialCalls.staticPage, { query: { pageId } });
}

/** A static page and the origin its canonical and JSON-LD URLs are built on, side by side. */
export async function loadContentPage(pageId: StaticPageId): Promise<{ page: StaticPageData; origin: string }> {
  const [page, origin] = await Promise.all([loadStaticPage(pageId), loadSiteOrigin()]);
  return { page, origin };
}

/** Each service's terms; one that fails is left out (the general terms still render). */
export async function loadServiceTerms(): Promise<TermData[]> {
  const api = await getApi();
  const terms = await Promise.all(SERVICE_TERM_TYPES.map((type) => api.soft(editorialCalls.termCondition, { query: { type } })));
  return terms.flatMap((t) => (t ? [t] : []));
}

