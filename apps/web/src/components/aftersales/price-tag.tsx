import type { FlashSaleNote } from '@kemudi/domain/contracts/aftersales';
import { flashSaleNoteText } from '@kemudi/domain/flash-sale-note';
import { discountPercent, formatRupiah } from '@kemudi/domain/format';
import { StruckPrice } from '@/components/page/catalogue-price';
import styles from './aftersales.module.css';

/**
 * A price with, when there is a real discount (§9: the original price is higher), the original price
 * struck through and the discount percent.
 */
export function PriceTag({
  price,
  strikeThroughPrice,
  flashSale = null,
  large = false,
}: {
  price: number;
  strikeThroughPrice: number | null;
  flashSale?: FlashSaleNote | null | undefined;
  large?: boolean;
}) {
  const percent = discountPercent(strikeThroughPrice, price);
  const tag = (
    <p className={large ? `${styles.priceTag} ${styles.priceLarge}` : styles.priceTag}>
      <span className={styles.price}>
        <span className="visually-hidden">Harga </span>
        {formatRupiah(price)}
      </span>
      {percent !== null ? (
        <>
          <StruckPrice price={strikeThroughPrice} className={styles.strike} />
          <span className={styles.discount}>{`Hemat ${percent}%`}</span>
        </>
      ) : null}
    </p>
  );
  if (!flashSale) return tag;
  return (
    <>
      {tag}
      <p className={styles.flashNote} data-flash-sale>
        {flashSaleNoteText(flashSale)}
      </p>
    </>
  );
}
