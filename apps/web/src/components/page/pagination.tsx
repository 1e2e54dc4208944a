import Link from '@/components/page/link';
import styles from './page.module.css';

export interface PaginationProps {
  /** The current page, 0-based (as the API counts). */
  page: number;
  totalPages: number;
  /** The list's path, e.g. '/promosi'. */
  path: string;
  /** The other query parameters to keep (filters, sort); `page` is replaced. */
  params?: Record<string, string | undefined>;
  /** What the list holds, for the navigation's accessible name, e.g. 'promo'. */
  label: string;
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

/** Numbered pages with Sebelumnya / Berikutnya, as plain links (works without JavaScript, crawlable). */
export function Pagination({ page, totalPages, path, params = {}, label }: PaginationProps) {
  if (totalPages <= 1) return null;
  const href = (p: number) => pageHref(path, params, p);
  return (
    <nav aria-label={`Halaman ${label}`} className={styles.pagination}>
      {page > 0 ? (
        <Link href={href(page - 1)} rel="prev">
          ‹ Sebelumnya
        </Link>
      ) : null}
      <ol>
        {pageWindow(page, totalPages).map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              {p === page ? (
                <span aria-current="page">{p + 1}</span>
              ) : (
                <Link href={href(p)} aria-label={`Halaman ${p + 1}`}>
                  {p + 1}
                </Link>
              )}
            </li>
          ),
        )}
      </ol>
      {page < totalPages - 1 ? (
        <Link href={href(page + 1)} rel="next">
          Berikutnya ›
        </Link>
      ) : null}
    </nav>
  );
}
