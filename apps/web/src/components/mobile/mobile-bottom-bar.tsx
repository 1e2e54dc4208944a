import type { LayoutData } from '@/lib/layout';
import barStyles from './mobile-bottom-bar.module.css';
import { MobileBottomBarView } from './mobile-bottom-bar-view';
import drawerStyles from './mobile-drawer.module.css';

/** The bar's and the drawer's class names (their CSS modules), handed to the view as a prop. */
export type BarClasses = { bar: Readonly<Record<string, string>>; drawer: Readonly<Record<string, string>> };

const CLASSES: BarClasses = { bar: barStyles, drawer: drawerStyles };

/** What the drawer shows of a menu entry (the payload carries no more). */
export type DrawerLink = { name: string; url: string };
const link = ({ name, url }: DrawerLink): DrawerLink => ({ name, url });

/**
 * §2 Mobile bottom bar (phone and tablet widths, below 1024 px): Home, Mobil Baru, Servis,
 * Tanya Tasia and Lainnya, which opens the drawer. Nothing here is personal (issue 14: a cached
 * page's HTML is shared): the drawer's title and account part are islands fed by the visitor store
 * (drawer-account.tsx). The markup is one client component (mobile-bottom-bar-view.tsx) rendered by
 * the server to HTML: the RSC payload carries the menu entries, not the drawer's elements (issue 26:
 * a logged-in customer's pages are rendered for every request). Everything here is site chrome the
 * native app replaces (data-chrome, §1).
 */
export function MobileBottomBar({ layout }: { layout: LayoutData }) {
  const { menu } = layout;
  // §2: in the mobile drawer only Mobil Baru is hidden — the items flagged hideOnMobile.
  const items = menu.header.filter((item) => !item.hideOnMobile).map(link);
  return <MobileBottomBarView items={items} services={menu['purna-jual'].map(link)} classes={CLASSES} />;
}
