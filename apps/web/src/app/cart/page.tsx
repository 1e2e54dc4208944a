import { ROUTES } from '@kemudi/domain/routes';
import type { Metadata } from 'next';
import { CART_TITLE } from '@/components/cart/cart-lines';
import { CartView } from '@/components/cart/cart-view';
import styles from '@/components/cart/cart.module.css';
import { loadCartPage } from '@/server/cart';

// Per visitor (the guest's guid cookie or the customer's token): never prerendered or cached.
export const dynamic = 'force-dynamic';

// A visitor's own cart: nothing for a search engine (robots.ts disallows /cart as well).
export const metadata: Metadata = { title: CART_TITLE, robots: { index: false, follow: true } };

/** /cart (§2 top bar "Keranjang /cart", issue 12): a guest's cart or a customer's. */
export default async function CartPage() {
  const { cart, loggedIn } = await loadCartPage();
  if (cart === null) {
    return (
      <>
        <h1 className={styles.title}>{CART_TITLE}</h1>
        <div className={styles.failure} role="alert">
          <h2>Keranjang belum dapat ditampilkan</h2>
          <p>Layanan keranjang sedang tidak dapat dihubungi. Isi keranjang Anda tetap tersimpan; muat ulang halaman ini beberapa saat lagi.</p>
          <a className="button" href={ROUTES.cart}>
            Muat ulang
          </a>
        </div>
      </>
    );
  }
  return <CartView initial={cart} loggedIn={loggedIn} />;
}
