import type { AftersalesItemCard } from '@kemudi/domain/contracts/aftersales';
import { formatDateId, formatKm } from '@kemudi/domain/format';
import Link from '@/components/page/link';
import { typeLabel } from '@/lib/aftersales';
import styles from './aftersales.module.css';
import { PriceTag } from './price-tag';

/** The line under a card's name: brand and category, service type and validity, package kind and interval. */
function metaOf(item: AftersalesItemCard): { badge: string; line: string | null } {
  switch (item.kind) {
    case 'ACCESSORY':
      return { badge: item.category, line: item.brand };
    case 'COUPON':
      return { badge: typeLabel('COUPON', item.serviceType), line: `Dijual s.d. ${formatDateId(item.validUntil)}` };
    case 'PACKAGE':
      return { badge: item.type, line: item.kmInterval !== null ? `Servis ${formatKm(item.kmInterval)}` : null };
  }
}

/**
 * One accessory, coupon or package in a list: its picture, name (the link to its page, stretched
 * over the card), kind, and price with the §9 discount.
 */
export function ItemCard({ item, headingLevel = 2, lazy = true }: { item: AftersalesItemCard; headingLevel?: 2 | 3; lazy?: boolean }) {
  const { badge, line } = metaOf(item);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={styles.card}>
      <img
        src={item.imageUrl}
        alt={`Ilustrasi ${item.name}`}
        width={160}
        height={112}
        className={styles.cardMedia}
        loading={lazy ? 'lazy' : undefined}
        decoding="async"
      />
      <div className={styles.cardBody}>
        <span className={styles.badge}>{badge}</span>
        <Heading className={styles.cardTitle}>
          <Link href={item.url}>{item.name}</Link>
        </Heading>
        {line ? <p className={styles.meta}>{line}</p> : null}
        <PriceTag price={item.price} strikeThroughPrice={item.strikeThroughPrice} flashSale={item.flashSale} />
      </div>
    </article>
  );
}
