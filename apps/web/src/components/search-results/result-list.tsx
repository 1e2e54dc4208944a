import type { SearchItem } from '@kemudi/domain/contracts/search';
import Link from '@/components/page/link';
import { infoOfKind } from '@/lib/search-results';
import styles from './search-results.module.css';

/** The drawn picture's own size per kind (the API's SVGs), so the browser reserves its box. */
function pictureSize(kind: string): { width: number; height: number } {
  switch (kind) {
    case 'model':
    case 'variant':
    case 'used-car':
      return { width: 640, height: 280 };
    case 'promo':
    case 'article':
      return { width: 1200, height: 630 };
    default:
      return { width: 64, height: 64 };
  }
}

/**
 * Results as cards: the picture, the kind, the title (the link to the result's page; the whole
 * card is its target) and what the catalogue says under it. The first `eager` pictures load at
 * once (the top of the page), the rest lazily.
 */
export function ResultList({ items, eager = 0, showKind = true }: { items: readonly SearchItem[]; eager?: number; showKind?: boolean }) {
  return (
    <ul className={styles.list}>
      {items.map((item, index) => {
        const size = pictureSize(item.kind);
        const label = infoOfKind(item.kind)?.label;
        return (
          <li key={`${item.kind}-${item.ref}`}>
            <article className={styles.card}>
              <img
                src={item.imageUrl}
                alt={`Gambar ${item.title}`}
                width={size.width}
                height={size.height}
                loading={index < eager ? undefined : 'lazy'}
                decoding="async"
                className={styles.thumb}
              />
              <div className={styles.cardBody}>
                {showKind && label ? <p className={styles.kindLabel}>{label}</p> : null}
                <h3 className={styles.cardTitle}>
                  <Link href={item.url}>{item.title}</Link>
                </h3>
                {item.subtitle ? <p className={styles.subtitle}>{item.subtitle}</p> : null}
              </div>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
