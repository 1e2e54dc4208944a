import Link from '@/components/page/link';
import { JsonLd } from '@/components/seo/json-ld';
import { absoluteUrl, buildBreadcrumbList } from '@/lib/json-ld';
import styles from './page.module.css';

export interface Crumb {
  name: string;
  /** Site path; the current page (last crumb) has none. */
  href?: string;
}

/**
 * Every page's breadcrumb (issue 4): Beranda first, the current page last (aria-current, not a
 * link), and the same trail as BreadcrumbList JSON-LD (§3 Breadcrumb: name, item).
 */
export function Breadcrumbs({ items, origin }: { items: readonly Crumb[]; origin: string }) {
  const trail: Crumb[] = [{ name: 'Beranda', href: '/' }, ...items];
  return (
    <>
      <nav aria-label="Breadcrumb" className={styles.breadcrumbs}>
        <ol>
          {trail.map((crumb, index) => {
            const last = index === trail.length - 1;
            return (
              <li key={`${index}-${crumb.name}`}>
                {last || !crumb.href ? (
                  <span aria-current={last ? 'page' : undefined}>{crumb.name}</span>
                ) : (
                  <Link href={crumb.href}>{crumb.name}</Link>
                )}
              </li>
            );
          })}
        </ol>
      </nav>
      <JsonLd
        data={buildBreadcrumbList(
          trail.map((c, index) => ({
            name: c.name,
            ...(c.href && index < trail.length - 1 ? { item: absoluteUrl(c.href, origin) } : {}),
          })),
        )}
      />
    </>
  );
}
