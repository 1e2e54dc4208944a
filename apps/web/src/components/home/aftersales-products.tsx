import type { AftersalesCard } from '@kemudi/domain/contracts/aftersales';
import { flashSaleNoteText } from '@kemudi/domain/flash-sale-note';
import { discountPercent, formatRupiah } from '@kemudi/domain/format';
import Link from '@/components/page/link';
import styles from './home.module.css';
import { SectionHeader } from './section-header';

interface Props {
  id: string;
  title: string;
  items: readonly AftersalesCard[];
  more: { href: string; label: string };
}

/**
 * §7 contentCatalog/trending-product-aftersales: one list (accessories or coupons) with the price,
 * the strike-through price and the §9 discount percent when there is one, and the flash sale that
 * sets the price in the visitor's city (issue 29: the cart charges the same).
 */
export function AftersalesProducts({ id, title, items, more }: Props) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={id} className={styles.section}>
      <SectionHeader id={id} title={title} more={more} />
      <ul className={styles.rail}>
        {items.map((item) => {
          const percent = discountPercent(item.strikeThroughPrice, item.price);
          return (
            <li key={item.code}>
              <article className={styles.card}>
                {/* An icon of the product kind: decoration, the name says what it is. */}
                <img src={item.imageUrl} alt="" width={64} height={64} loading="lazy" decoding="async" className={styles.productMedia} />
                <div className={styles.cardBody}>
                  <h3 className={styles.cardTitle}>
                    <Link href={item.url}>{item.name}</Link>
                  </h3>
                  <p className={styles.priceRow}>
                    <span className={styles.price}>{formatRupiah(item.price)}</span>
                    {percent !== null ? (
                      <>
                        <del className={styles.strike}>
                          <span className="visually-hidden">Harga normal </span>
                          {formatRupiah(item.strikeThroughPrice)}
                        </del>
                        <span className={styles.discount}>{`Diskon ${percent}%`}</span>
                      </>
                    ) : null}
                  </p>
                  {item.flashSale ? <p className={styles.flashNote}>{flashSaleNoteText(item.flashSale)}</p> : null}
                </div>
              </article>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
