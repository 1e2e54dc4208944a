import { MESSAGES } from '@kemudi/domain/validation';
import { renderLogoSvg } from '@kemudi/art';
import { HeaderSearch } from '@/components/search/header-search';
import { SearchFormView, searchView } from '@/components/search/search-form-view';
import { SearchIcon } from '@/components/search/search-icon';
import searchStyles from '@/components/search/search.module.css';
import type { LayoutData } from '@/lib/layout';
import styles from './header.module.css';
import { SiteHeaderView } from './site-header-view';

/** The header's class names (header.module.css), handed to the view as a prop. */
export type HeaderClasses = Readonly<Record<string, string>>;
/** What the header shows of a menu entry (the payload carries no more). */
export type HeaderLink = { name: string; url: string };

// Rendered once per server process: the wordmark never changes.
const LOGO_SVG = renderLogoSvg();

/** The desktop search bar as it stands before the visitor reaches for it (header-search.tsx). */
const SEARCH_ID_PREFIX = 'header-search';
const IDLE_SEARCH = searchView({ text: '', groups: null, answerText: null, status: 'idle', expanded: false });

const link = ({ name, url }: HeaderLink): HeaderLink => ({ name, url });

/**
 * The site header of §2, server-rendered: the top bar (Hubungi Kami, city, Keranjang, Masuk /
 * Daftar or the customer's name) and the menu row (logo, the seven menu items with the Purna Jual
 * submenu, search). On phones the logo, the search trigger, the city picker and the cart stay; the
 * rest is in the mobile drawer. data-chrome: hidden inside the native app (§1). Nothing here is personal
 * (issue 14: a cached page's HTML is shared by everyone in a city): the account slot and the cart
 * badges are tiny client islands (account-slot.tsx, cart-count.tsx) fed by the visitor store
 * (visitor.ts), which greets a customer and counts the cart after the page is up.
 * The markup is one client component (site-header-view.tsx) that the server renders to HTML: a
 * logged-in customer's page is rendered for every request, and issue 26 measured the chrome's
 * elements in the RSC payload as a tenth of the web process's time. The view gets the class names
 * as a prop and the wordmark as SVG text drawn here: no browser code imports header.module.css's
 * map or the drawing code (issue 14: first-load JavaScript).
 */
export function SiteHeader({ layout }: { layout: LayoutData }) {
  const { menu, city } = layout;
  return (
    <SiteHeaderView
      city={city}
      nav={menu.header.map(link)}
      services={menu['purna-jual'].map(link)}
      logoSvg={LOGO_SVG}
      classes={styles}
      search={
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
      }
    />
  );
}
