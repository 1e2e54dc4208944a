'use client';

import { ERA_PHONE } from '@kemudi/domain/constants';
import { ROUTES } from '@kemudi/domain/routes';
import { phoneLink } from '@kemudi/domain/vocabulary';
import Link from '@/components/page/link';
import { BottomBarLink } from './bottom-bar-link';
import { ChatButton } from './chat-button';
import { DrawerAccount, DrawerTitle } from './drawer-account';
import { DrawerShell } from './drawer-shell';
import { CarIcon, ChatIcon, ChevronIcon, CloseIcon, HomeIcon, MenuIcon, PhoneIcon, UserIcon, WrenchIcon } from './icons';
import { MenuDisclosure } from './menu-disclosure';
import { MoreButton } from './more-button';
import type { BarClasses, DrawerLink } from './mobile-bottom-bar';

const DRAWER_ID = 'menu-lainnya';

/**
 * The bottom bar's and drawer's markup (mobile-bottom-bar.tsx): a client component, so a page's RSC
 * payload carries the menu entries and the class names instead of the drawer's elements. `items`:
 * the header menu without the entries hidden on phones; `services`: Purna Jual's submenu.
 */
export function MobileBottomBarView({
  items,
  services,
  classes: { bar: barStyles, drawer: styles },
}: {
  items: readonly DrawerLink[];
  services: readonly DrawerLink[];
  classes: BarClasses;
}) {
  // The islands' class names, handed down as props (bar-classes.ts).
  const ITEM = { item: barStyles.item, icon: barStyles.icon, label: barStyles.label };
  return (
    <>
      {/* Keeps the end of the page (the footer) clear of the fixed bar. */}
      <div className={barStyles.spacer} data-chrome="" aria-hidden="true" />
      <nav aria-label="Navigasi bawah" className={barStyles.bar} data-chrome="">
        <ul className={barStyles.list}>
          <li>
            <BottomBarLink href={ROUTES.home} label="Home" icon={<HomeIcon />} classes={ITEM} />
          </li>
          <li>
            <BottomBarLink href={ROUTES.newCars} label="Mobil Baru" icon={<CarIcon />} classes={ITEM} />
          </li>
          <li>
            <BottomBarLink href={ROUTES.bookingService} label="Servis" icon={<WrenchIcon />} classes={ITEM} />
          </li>
          <li>
            <ChatButton icon={<ChatIcon />} classes={{ ...ITEM, badge: barStyles.badge }} />
          </li>
          <li>
            <MoreButton drawerId={DRAWER_ID} icon={<MenuIcon />} classes={ITEM} />
          </li>
        </ul>
      </nav>

      <DrawerShell
        id={DRAWER_ID}
        title={<DrawerTitle />}
        closeIcon={<CloseIcon />}
        classes={{
          layer: styles.layer,
          backdrop: styles.backdrop,
          panel: styles.panel,
          head: styles.head,
          title: styles.title,
          close: styles.close,
        }}
      >
        <DrawerAccount icon={<UserIcon />} classes={{ account: styles.account, logoutForm: styles.logoutForm, logout: styles.logout }} />

        <ul className={styles.menu}>
          {items.map((item) =>
            item.url === ROUTES.services && services.length > 0 ? (
              <li key={item.url}>
                <MenuDisclosure
                  label={item.name}
                  href={item.url}
                  submenuId={`${DRAWER_ID}-purna-jual`}
                  chevron={<ChevronIcon />}
                  classes={{ row: styles.row, menuLink: styles.menuLink, toggle: styles.toggle, submenu: styles.submenu }}
                >
                  {services.map((sub) => (
                    <li key={sub.url}>
                      <Link href={sub.url} className={styles.subLink}>
                        {sub.name}
                      </Link>
                    </li>
                  ))}
                </MenuDisclosure>
              </li>
            ) : (
              <li key={item.url}>
                <Link href={item.url} className={styles.menuLink}>
                  {item.name}
                </Link>
              </li>
            ),
          )}
        </ul>

        {/* §9 Emergency Road Assistance, tap to call. Kept last: the focus trap wraps around after it. */}
        <a href={phoneLink(ERA_PHONE)} className={styles.era}>
          <PhoneIcon />
          <span>Emergency Road Assistance {ERA_PHONE}</span>
        </a>
      </DrawerShell>
    </>
  );
}
