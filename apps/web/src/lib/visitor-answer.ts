/*
 * Issue 26: the layout's customer data in one call. GET /api/visitor (app/api/visitor/route.ts)
 * answers the header's and drawer's islands (components/header/visitor.ts) who is visiting (§4 login
 * state, as /api/user-authentication) and the §9 cart count (as GET global-cart with
 * doUpdateHiddenEntries=false) together: a customer's page load asks once instead of twice. The
 * site's own route, not one of §7 (those stay as they are).
 */

export const VISITOR_URL = '/api/visitor';

/** `data` of a 200 answer of /api/visitor. */
export interface VisitorAnswer {
  /** The customer as the header greets them; null for a guest, and when the customer could not be read (§8: treated as logged out). */
  readonly user: { readonly name: string } | null;
  /** §3 totalGlobalNonBundleUnitCount: 0 without a cart; null when the cart could not be read (the badge keeps what it shows). */
  readonly cartCount: number | null;
  /** No live session behind the browser's session hint (none, a refused refresh, a token the API refused): the hint can go. */
  readonly signedOut: boolean;
}
