'use client';

import { shouldShowCartBadge } from '@kemudi/domain/cart-badge';
import { badgeText } from '@/components/cart/cart-event';
import { useVisitor } from './visitor';

/**
 * The §9 cart badge as a tiny island: the count comes from the visitor store (visitor.ts), which
 * asks for it only when a session or cart hint cookie says there may be a cart, and follows the
 * cart's changes in this tab without a reload (the 'kemudi:cart' event). The server renders no
 * badge (issue 14: the page's HTML is the same for everyone).
 *
 * 'top': the desktop top bar's badge beside the word Keranjang. 'icon': the phone's cart icon,
 * whose link is named by this island ("Keranjang" or "Keranjang, 3 barang"). `badgeClass`: the
 * badge's class (header.module.css), passed by the server-rendered header so the island ships none
 * of the header's class names.
 */
export function CartCount({ variant, badgeClass }: { variant: 'top' | 'icon'; badgeClass?: string }) {
  const { cartCount: count } = useVisitor();
  // §9: the badge shows only for a count above 0.
  const show = shouldShowCartBadge(count);
  if (variant === 'icon') {
    return (
      <>
        <span className="visually-hidden">{show ? `Keranjang, ${badgeText(count)} barang` : 'Keranjang'}</span>
        {show ? (
          <span className={badgeClass} aria-hidden="true">
            {badgeText(count)}
          </span>
        ) : null}
      </>
    );
  }
  // Read with the word after it: "3 barang di Keranjang".
  return show ? (
    <span className={badgeClass}>
      {badgeText(count)}
      <span className="visually-hidden"> barang di </span>
    </span>
  ) : null;
}
