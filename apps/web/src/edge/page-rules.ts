import { bookingCalls } from '@kemudi/domain/contracts/bookings';
import { pathPatternRegExp, SITE_PAGE_LIST } from '@kemudi/domain/pages';
import { TOKEN_ANSWERING_PATHS } from '@/server/proxy-rules';

/*
 * Which requests the edge server answers itself (issue 14).
 *
 * Pages: the public pages whose HTML is the same for every visitor in one city — catalogue,
 * content, dealers, promotions, search. Since issue 14 the shared layout carries nothing personal
 * (the header's name, cart badge and wallet are client islands fed by /api/visitor and the cart
 * call), and these pages load nothing personal. Pages that prefill a customer's data
 * (booking and service forms, trade-in, contact, test drive, checkout), the account, login and cart
 * pages are rendered for every request, as before. A cached page is always rendered from a
 * request carrying only the city cookie (edge/visitor.ts), so even a page that started to load
 * something personal would show the guest version to everyone, never one customer's data to another.
 * Which page is which is the page table's `render` (packages/domain/src/pages.ts): 'shared' pages
 * are cached, a `:param` of their path matching one segment.
 */
const CACHEABLE_PAGES: readonly RegExp[] = SITE_PAGE_LIST.filter((page) => page.render === 'shared').map((page) => pathPatternRegExp(page.path));

export function isCacheablePage(pathname: string): boolean {
  return CACHEABLE_PAGES.some((pattern) => pattern.test(pathname));
}

/**
 * /api/{service}/v1/… paths that Next's own route handlers answer (they read or write cookies): a
 * static route takes precedence over the generic forwarder there, so the edge must leave them too.
 */
export const NEXT_OWNED_API_PATHS: ReadonlySet<string> = new Set(['/api/cart/v1/global-cart']);

const SERVICE_PATH = /^\/api\/[a-z][a-z0-9-]{0,63}\/v1(?:\/[^?#]*)?$/;

/**
 * The guest fast path (issue 14): a guest's /api/{service}/v1/… call the edge forwards with the
 * system token itself, as the generic route handler (app/api/[service]/v1/[...path]) would. Null:
 * Next's route handlers take it — customers (their token, its refresh and cookies, §4), the calls
 * whose answer is a token pair (refused there), the booking call (it names the visitor's uploads
 * from an HttpOnly cookie), and any path with an empty or dot segment or an encoded slash.
 */
export function guestApiPath(pathname: string): string | null {
  if (!SERVICE_PATH.test(pathname)) return null;
  const bare = pathname.replace(/\/+$/, '');
  if (NEXT_OWNED_API_PATHS.has(bare) || TOKEN_ANSWERING_PATHS.has(bare) || bare === bookingCalls.create.path) return null;
  const segments = pathname.split('/').slice(1);
  for (const segment of segments) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return null;
    }
    if (decoded === '' || decoded === '.' || decoded === '..' || decoded.includes('/') || decoded.includes('\\')) return null;
  }
  return pathname;
}
