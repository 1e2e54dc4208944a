import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/metadata';
import type { SearchParams } from '@/lib/search-params';

/** A list page's query, as Next hands it to the page and its metadata. */
export type ListSearchParams = Promise<SearchParams>;

/**
 * The metadata of a list page (/promosi, /dealer-toyota) whose filtered or later pages are narrower
 * copies of it: canonical at the list itself, and kept out of the index while any of `filterKeys`
 * is in the query. The page passes its origin (loadSiteOrigin) and its query.
 */
export function listPageMetadata(
  list: { title: string; description: string; path: string; filterKeys: readonly string[]; origin: string },
  params: SearchParams,
): Metadata {
  const filtered = Object.keys(params).some((k) => list.filterKeys.includes(k));
  return pageMetadata({ title: list.title, description: list.description, path: list.path, origin: list.origin, noIndex: filtered });
}
