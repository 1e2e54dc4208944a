import Link from '@/components/page/link';
import { pageHref, pageWindow } from '@/lib/search-params';
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
