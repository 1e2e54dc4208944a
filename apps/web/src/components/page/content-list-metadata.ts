import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/metadata';
import { loadSiteOrigin } from '@/server/site';

/** A list page's query, as Next hands it to the page and its metadata. */
export type ListSearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * The metadata of a list page (/promosi, /dealer-toyota) whose filtered or later pages are narrower
 * copies of it: canonical at the list itself, and kept out of the index while any of `filterKeys`
 * is in the query.
 */
export async function listPageMetadata(
  list: { title: string; description: string; path: string; filterKeys: readonly string[] },
  searchParams: ListSearchParams,
): Promise<Metadata> {
  const [origin, params] = await Promise.all([loadSiteOrigin(), searchParams]);
  const filtered = Object.keys(params).some((k) => list.filterKeys.includes(k));
  return pageMetadata({ title: list.title, description: list.description, path: list.path, origin, noIndex: filtered });
}
