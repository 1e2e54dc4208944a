import { ROUTES } from '@kemudi/domain/routes';
import { renderLogoSvg } from '@kemudi/art';
import Link from '@/components/page/link';
import { HeaderSearch } from '@/components/search/header-search';
import type { LayoutData } from '@/lib/layout';
import { CartCount } from './cart-count';
import { CityPageLoadSync } from './city-sync';
import { CityPicker } from './city-picker';
import styles from './header.module.css';
import { CartIcon, PhoneIcon, UserIcon } from './icons';
import { PurnaJualMenu } from './purna-jual-menu';

/** §2 top bar routes. */
export const HEADER_ROUTES = {
  contact: '/hubungi-kami',
  cart: '/cart',
  login: '/login',
  account: '/myaccount/overview',
  logout: '/api/logout',
} as const;

// Rendered once per server process: the wordmark never changes.
const LOGO_SVG = renderLogoSvg();

/**
 * The site header of §2, server-rendered: the top bar (Hubungi Kami, city, Keranjang, Masuk /
 * Daftar or the customer's name) and the menu row (logo, the seven menu items with the Purna Jual
 * submenu, search). On phones only the logo, the search trigger and the cart stay; the rest is in
 * the mobile drawer. data-chrome: hidden inside the native app (§1). The cart badge is a tiny client
 * island (cart-count.tsx): it follows the cart without a reload.
 */
export function SiteHeader({ layout }: { layout: LayoutData }) {
  const { menu, user, cartCount, city } = layout;

  return (
    <header className={styles.header} data-chrome="header">
      <CityPageLoadSync city={city} />
      <div className={styles.topBar}>
        <div className={`container ${styles.topBarInner}`}>
          <ul className={styles.topList}>
            <li>
              <Link href={HEADER_ROUTES.contact} className={styles.topLink}>
                <PhoneIcon />
                Hubungi Kami
              </Link>
            </li>
            <li>
              <CityPicker city={city} />
            </li>
            <li>
              <Link href={HEADER_ROUTES.cart} className={styles.topLink}>
                <span className={styles.cartIcon}>
                  <CartIcon />
                  <CartCount initial={cartCount} variant="top" />
                </span>
                Keranjang
              </Link>
            </li>
            {user ? (
              <li>
                <Link href={HEADER_ROUTES.account} className={styles.topLink}>
                  <UserIcon />
                  <span className={styles.userName}>Hai {user.name}</span>
                  <span className="visually-hidden"> (Akun Saya)</span>
                </Link>
                {/* A plain form (no script): the route ends the session and answers 303 to the home page. */}
                <form method="post" action={HEADER_ROUTES.logout} className={styles.logoutForm}>
                  <button type="submit" className={styles.topLink}>
                    Keluar
                  </button>
                </form>
              </li>
            ) : (
              <li>
                <Link href={HEADER_ROUTES.login} className={styles.topLink}>
                  <UserIcon />
                  Masuk / Daftar
                </Link>
              </li>
            )}
          </ul>
        </div>
      </div>

      <div className={styles.mainBar}>
        <div className={`container ${styles.mainInner}`}>
          <Link href={ROUTES.home} className={styles.logo} aria-label="Kemudi Toyota">
            <span aria-hidden="true" dangerouslySetInnerHTML={{ __html: LOGO_SVG }} />
          </Link>

          <nav className={styles.nav} aria-label="Menu utama">
            <ul className={styles.navList}>
              {menu.header.map((item) =>
                item.url === ROUTES.services && menu['purna-jual'].length > 0 ? (
                  <PurnaJualMenu
                    key={item.url}
                    label={item.name}
                    href={item.url}
                    items={menu['purna-jual'].map(({ name, url }) => ({ name, url }))}
                  />
                ) : (
                  <li key={item.url} className={styles.navItem}>
                    <Link href={item.url} className={styles.navLink}>
                      {item.name}
                    </Link>
                  </li>
                ),
              )}
            </ul>
          </nav>

          <div className={styles.search}>
            <HeaderSearch />
          </div>

          {/* Phones: the cart as an icon (the top bar with its Keranjang link is desktop-only); the island names the link. */}
          <Link href={HEADER_ROUTES.cart} className={styles.mobileCart}>
            <span className={styles.cartIcon}>
              <CartIcon />
              <CartCount initial={cartCount} variant="icon" />
            </span>
          </Link>
        </div>
      </div>
    </header>
  );
}
