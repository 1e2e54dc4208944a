'use client';

import { ROUTES } from '@kemudi/domain/routes';
import type { ReactNode } from 'react';
import Link from '@/components/page/link';
import type { ChosenCity } from '@/lib/city';
import { AccountSlot } from './account-slot';
import { CartCount } from './cart-count';
import { CityPageLoadSync } from './city-sync';
import { CityPicker } from './city-picker';
import { HEADER_ROUTES } from './header-routes';
import { CartIcon, ChevronDownIcon, PhoneIcon, PinIcon, UserIcon } from './icons';
import { PurnaJualMenu } from './purna-jual-menu';
import type { HeaderClasses, HeaderLink } from './site-header';

/**
 * The header's markup (site-header.tsx): a client component, so a page's RSC payload carries the
 * menu links, the city and the class names instead of the header's elements. The search bar comes
 * rendered by the server (`search`): its markup code stays out of the browser's first load.
 */
export function SiteHeaderView({
  city,
  nav,
  services,
  logoSvg,
  search,
  classes: styles,
}: {
  city: ChosenCity;
  nav: readonly HeaderLink[];
  services: readonly HeaderLink[];
  logoSvg: string;
  search: ReactNode;
  classes: HeaderClasses;
}) {
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
            <span aria-hidden="true" dangerouslySetInnerHTML={{ __html: logoSvg }} />
          </Link>

          <nav className={styles.nav} aria-label="Menu utama">
            <ul className={styles.navList}>
              {nav.map((item) =>
                item.url === ROUTES.services && services.length > 0 ? (
                  <PurnaJualMenu
                    key={item.url}
                    label={item.name}
                    href={item.url}
                    items={services}
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

          <div className={styles.search}>{search}</div>

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
