import type { FlashSaleNote } from '@kemudi/domain/contracts/aftersales';
import { formatDateId } from '@kemudi/domain/format';
import { ROUTES } from '@kemudi/domain/routes';
import { AddToCart } from '@/components/cart/add-to-cart';
import cartStyles from '@/components/cart/cart.module.css';
import Link from '@/components/page/link';
import styles from './aftersales.module.css';
import { BuyNote } from './buy-note';
import { PriceTag } from './price-tag';

export interface BuyPanelProps {
  /** The item's code: what the cart and the buy-now path (§2) name. */
  code: string;
  name: string;
  /** What is bought, for the notices: 'aksesoris', 'kupon', 'paket'. */
  noun: string;
  price: number;
  strikeThroughPrice: number | null;
  /** The flash sale that sets the price in the page's city, if any. */
  flashSale?: FlashSaleNote | null | undefined;
  /** A coupon not on sale today: its sale period, and no buy button. */
  notOnSale?: { validFrom: string; validUntil: string; listPath: string } | undefined;
  /** None left to order (products/stock): "Stok habis", and no buy button. */
  soldOut?: boolean | undefined;
  /** A second action, e.g. booking the service. */
  secondary?: { href: string; label: string } | undefined;
}

const capitalized = (noun: string) => `${noun[0]?.toUpperCase() ?? ''}${noun.slice(1)}`;

/**
 * The price and the buy actions (issue 12): "Tambah ke Keranjang" puts one in the cart (a guest's
 * too, kept 7 days); "Beli Sekarang" is the §2 buy-now path: checkout with this one item, which
 * asks a guest to log in first. A coupon outside its sale period and an item sold out say so
 * instead of offering to buy. Nothing here depends on who is visiting (issue 14: the page's HTML is
 * cached and shared); the note under the buttons learns that in the browser (buy-note.tsx).
 */
export function BuyPanel({ code, name, noun, price, strikeThroughPrice, flashSale, notOnSale, soldOut, secondary }: BuyPanelProps) {
  const secondaryLink = secondary ? (
    <Link className={styles.secondaryButton} href={secondary.href}>
      {secondary.label}
    </Link>
  ) : null;
  return (
    <div className={styles.buyPanel}>
      <PriceTag price={price} strikeThroughPrice={strikeThroughPrice} flashSale={flashSale} large />
      {notOnSale ? (
        <>
          <p className={styles.alert} role="status">
            {`${capitalized(noun)} ini sedang tidak dijual. Periode penjualannya ${formatDateId(notOnSale.validFrom)} – ${formatDateId(notOnSale.validUntil)}.`}
          </p>
          <div className={styles.buyButtons}>
            <Link className="button" href={notOnSale.listPath}>
              {`Lihat ${noun} lain yang masih dijual`}
            </Link>
          </div>
        </>
      ) : soldOut ? (
        <>
          <p className={cartStyles.soldOut}>Stok habis</p>
          <p className={styles.note}>{`${capitalized(noun)} ini sedang tidak dapat dipesan online. Tanyakan ketersediaannya kepada dealer di bawah.`}</p>
          {secondaryLink ? <div className={styles.buyButtons}>{secondaryLink}</div> : null}
        </>
      ) : (
        <>
          <AddToCart code={code} name={name}>
            <Link className={cartStyles.buyNow} href={ROUTES.buyNow(code)}>
              Beli Sekarang
            </Link>
            {secondaryLink}
          </AddToCart>
          <BuyNote />
        </>
      )}
    </div>
  );
}
