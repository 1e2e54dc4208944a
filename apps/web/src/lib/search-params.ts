/*
 * Reading a page's query string (`searchParams`): pure, so pages, loaders and client islands share it.
 */

/** What Next hands a page as `searchParams`. */
export type SearchParams = Record<string, string | string[] | undefined>;

/** A page number from the query string: `?page=2` is the second page (1-based for people), API pages are 0-based. */
export function pageIndex(raw: string | string[] | undefined): number {
  const value = Array.isArray(raw) ? raw[0] : raw;
  const n = Number.parseInt(value ?? '1', 10);
  return Number.isFinite(n) && n >= 1 && n <= 10_000 ? n - 1 : 0;
}

/** The first value of a query parameter, trimmed; undefined when absent or blank. */
export function firstParam(raw: string | string[] | undefined): string | undefined {
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  return value ? value : undefined;
}
