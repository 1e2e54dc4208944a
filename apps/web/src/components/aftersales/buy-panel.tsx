import { formatDateId } from '@kemudi/domain/format';
import Link from '@/components/page/link';
import styles from './aftersales.module.css';
import { PriceTag } from './price-tag';

/** §2: the login page takes a redirect parameter holding the base64-encoded current path. */
export function loginHref(path: string): string {
  return `/login?redirect=${encodeURIComponent(btoa(path))}`;
}

export interface BuyPanelProps {
  /** What is bought, for the button: 'aksesoris', 'kupon', 'paket'. */
  noun: string;
  price: number;
  strikeThroughPrice: number | null;
  /** This page's path: where the login page sends the visitor back. */
  path: string;
  loggedIn: boolean;
  /** A coupon not on sale today: its sale period, and no buy button. */
  notOnSale?: { validFrom: string; validUntil: string; listPath: string } | undefined;
  /** A second action, e.g. booking the service. */
  secondary?: { href: string; label: string } | undefined;
  /** The id of the section listing where to buy or redeem. */
  placesId: string;
}

/**
 * The price and the buy action. Buying needs a customer account: a guest is sent to the login page,
 * which brings them back here. The online cart comes in a later release, so a logged-in customer is
 * told so and pointed at the dealers below instead of a button that would do nothing.
 */
export function BuyPanel({ noun, price, strikeThroughPrice, path, loggedIn, notOnSale, secondary, placesId }: BuyPanelProps) {
  return (
    <div className={styles.buyPanel}>
      <PriceTag price={price} strikeThroughPrice={strikeThroughPrice} large />
      {notOnSale ? (
        <>
          <p className={styles.alert} role="status">
            {`${noun[0]?.toUpperCase() ?? ''}${noun.slice(1)} ini sedang tidak dijual. Periode penjualannya ${formatDateId(notOnSale.validFrom)} – ${formatDateId(notOnSale.validUntil)}.`}
          </p>
          <div className={styles.buyButtons}>
            <Link className="button" href={notOnSale.listPath}>
              {`Lihat ${noun} lain yang masih dijual`}
            </Link>
          </div>
        </>
      ) : (
        <>
          <div className={styles.buyButtons}>
            {loggedIn ? (
              <a className="button" href={`#${placesId}`}>
                Beli di dealer terdekat
              </a>
            ) : (
              <Link className="button" href={loginHref(path)}>
                {`Masuk untuk membeli ${noun}`}
              </Link>
            )}
            {secondary ? (
              <Link className={styles.secondaryButton} href={secondary.href}>
                {secondary.label}
              </Link>
            ) : null}
          </div>
          <p className={styles.note}>
            {loggedIn
              ? `${noun[0]!.toUpperCase()}${noun.slice(1)} ini dapat dibeli di dealer resmi Kemudi di bawah: sebutkan kodenya kepada petugas kasir atau service advisor.`
              : `Masuk atau daftar dengan nomor HP untuk membeli ${noun} ini; setelah masuk Anda kembali ke halaman ini.`}
          </p>
        </>
      )}
    </div>
  );
}
