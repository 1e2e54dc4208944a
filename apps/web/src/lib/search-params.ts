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

/** The link to a 0-based page: `?page=N` counts from 1, and the first page has no `page`. */
export function pageHref(path: string, params: Record<string, string | undefined>, page: number): string {
  const query = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (k !== 'page' && v !== undefined && v !== '') query.set(k, v);
  if (page > 0) query.set('page', String(page + 1));
  const qs = query.toString();
  return qs ? `${path}?${qs}` : path;
}

/** The page numbers to show: the first, the last, and two either side of the current one; null marks a gap. */
export function pageWindow(page: number, totalPages: number): (number | null)[] {
  const shown = new Set<number>([0, totalPages - 1]);
  for (let p = page - 2; p <= page + 2; p += 1) if (p >= 0 && p < totalPages) shown.add(p);
  const sorted = [...shown].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  for (const [i, p] of sorted.entries()) {
    if (i > 0 && p - sorted[i - 1]! > 1) out.push(null);
    out.push(p);
  }
  return out;
}
