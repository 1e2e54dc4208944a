import { formatRupiah } from '@kemudi/domain/format';
import { StruckPrice } from '@/components/page/catalogue-price';
import styles from './new-cars.module.css';

/**
 * A price with its strike-through price and §9 discount percent. The percent comes from the API
 * (discountPercent of packages/domain/src/format.ts): null means no real discount, and then
 * neither the struck price nor a badge is shown.
 */
export function PriceTag({
  price,
  strikeThroughPrice,
  discountPercent,
  prefix,
  big = false,
}: {
  price: number;
  strikeThroughPrice: number | null;
  discountPercent: number | null;
  prefix?: string;
  big?: boolean;
}) {
  const discounted = discountPercent !== null && strikeThroughPrice !== null;
  return (
    <p className={styles.priceBlock}>
      <span className={big ? styles.bigPrice : styles.price}>
        {/* The prefix ("Mulai") may stand on its own line on a narrow card; the amount never breaks. */}
        {prefix ? <span className={styles.pricePrefix}>{prefix}</span> : null}
        {prefix ? ` ${formatRupiah(price)}` : formatRupiah(price)}
      </span>
      {discounted ? (
        <>
          <StruckPrice price={strikeThroughPrice} className={styles.strike} />
          <span className={styles.badge}>{`Diskon ${discountPercent}%`}</span>
        </>
      ) : null}
    </p>
  );
}
