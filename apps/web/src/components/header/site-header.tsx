import { ROUTES } from '@kemudi/domain/routes';
import { MESSAGES } from '@kemudi/domain/validation';
import { renderLogoSvg } from '@kemudi/art';
import Link from '@/components/page/link';
import { HeaderSearch } from '@/components/search/header-search';
import { SearchFormView, searchView } from '@/components/search/search-form-view';
import { SearchIcon } from '@/components/search/search-icon';
import searchStyles from '@/components/search/search.module.css';
import type { LayoutData } from '@/lib/layout';
import { AccountSlot } from './account-slot';
import { CartCount } from './cart-count';
import { CityPageLoadSync } from './city-sync';
import { CityPicker } from './city-picker';
import { HEADER_ROUTES } from './header-routes';
import styles from './header.module.css';
import { CartIcon, ChevronDownIcon, PhoneIcon, PinIcon, UserIcon } from './icons';
import { PurnaJualMenu } from './purna-jual-menu';

// Rendered once per server process: the wordmark never changes.
const LOGO_SVG = renderLogoSvg();

/** The desktop search bar as it stands before the visitor reaches for it (header-search.tsx). */
const SEARCH_ID_PREFIX = 'header-search';
const IDLE_SEARCH = searchView({ text: '', groups: null, answerText: null, status: 'idle', expanded: false });

/**
 * The site header of §2, server-rendered: the top bar (Hubungi Kami, city, Keranjang, Masuk /
 * Daftar or the customer's name) and the menu row (logo, the seven menu items with the Purna Jual
 * submenu, search). On phones the logo, the search trigger, the city picker and the cart stay; the
 * rest is in the mobile drawer. data-chrome: hidden inside the native app (§1). Nothing here is personal
 * (issue 14: a cached page's HTML is shared by everyone in a city): the account slot and the cart
 * badges are tiny client islands (account-slot.tsx, cart-count.tsx) fed by the visitor store
 * (visitor.ts), which greets a customer and counts the cart after the page is up. The islands get
 * their class names and icons from here as props: a client component importing header.module.css
 * would ship its whole class-name map with every page, and icons drawn by a client component are
 * JavaScript too (issue 14: first-load JavaScript).
 */
export function SiteHeader({ layout }: { layout: LayoutData }) {
  const { menu, city } = layout;

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
              <CityPicker
                city={city}
                classes={{ button: styles.topLink, name: styles.cityName }}
                icons={{ pin: <PinIcon />, chevron: <ChevronDownIcon /> }}
              />
            </li>
            <li>
              <Link href={HEADER_ROUTES.cart} className={styles.topLink}>
                <span className={styles.cartIcon}>
                  <CartIcon />
                  <CartCount variant="top" badgeClass={styles.badge} />
                </span>
                Keranjang
              </Link>
            </li>
            <li>
              <AccountSlot icon={<UserIcon />} classes={{ link: styles.topLink, name: styles.userName, logout: styles.logoutForm }} />
            </li>
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
                    classes={{
                      item: styles.navItem,
                      itemOpen: styles.navItemOpen,
                      link: styles.navLink,
                      toggle: styles.subToggle,
                      submenu: styles.submenu,
                    }}
                    chevron={<ChevronDownIcon />}
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
            <HeaderSearch
              failedMessage={MESSAGES.SUGGESTIONS_FAILED}
              classes={searchStyles}
              bar={
                <SearchFormView
                  classes={searchStyles}
                  variant="bar"
                  idPrefix={SEARCH_ID_PREFIX}
                  text=""
                  view={IDLE_SEARCH}
                  status="idle"
                  active={-1}
                  failedMessage={MESSAGES.SUGGESTIONS_FAILED}
                />
              }
              barInputId={`${SEARCH_ID_PREFIX}-input`}
              phoneIcon={<SearchIcon />}
            />
          </div>

          {/* Phones: the city (issue 29: prices, dealers and slots follow it; the top bar is desktop-only), the same picker. */}
          <CityPicker
            city={city}
            classes={{ button: styles.mobileCity, name: styles.mobileCityName }}
            icons={{ pin: <PinIcon />, chevron: <ChevronDownIcon /> }}
          />

          {/* Phones: the cart as an icon (the top bar with its Keranjang link is desktop-only); the island names the link. */}
          <Link href={HEADER_ROUTES.cart} className={styles.mobileCart}>
            <span className={styles.cartIcon}>
              <CartIcon />
              <CartCount variant="icon" badgeClass={styles.badge} />
            </span>
          </Link>
        </div>
      </div>
    </header>
  );
}
