'use client';

import { shouldShowCartBadge } from '@kemudi/domain/constants';
import { useEffect, useState } from 'react';
import { CART_EVENT, badgeText, cartCountOf } from '@/components/cart/cart-event';
import styles from './header.module.css';

/**
 * The §9 cart badge as a tiny island: it starts from the count the server rendered (no flash, no
 * call) and follows the cart's changes in this tab without a reload (the 'kemudi:cart' event of
 * components/cart/cart-event.ts). A new server count (a refreshed layout) takes over again.
 *
 * 'top': the desktop top bar's badge beside the word Keranjang. 'icon': the phone's cart icon,
 * whose link is named by this island ("Keranjang" or "Keranjang, 3 barang").
 */
export function CartCount({ initial, variant }: { initial: number; variant: 'top' | 'icon' }) {
  const [state, setState] = useState({ from: initial, count: initial });
  if (state.from !== initial) setState({ from: initial, count: initial });

  useEffect(() => {
    const follow = (event: Event) => {
      const count = cartCountOf(event);
      if (count !== null) setState((s) => ({ ...s, count }));
    };
    window.addEventListener(CART_EVENT, follow);
    return () => window.removeEventListener(CART_EVENT, follow);
  }, []);

  const { count } = state;
  // §9: the badge shows only for a count above 0.
  const show = shouldShowCartBadge(count);
  if (variant === 'icon') {
    return (
      <>
        <span className="visually-hidden">{show ? `Keranjang, ${badgeText(count)} barang` : 'Keranjang'}</span>
        {show ? (
          <span className={styles.badge} aria-hidden="true">
            {badgeText(count)}
          </span>
        ) : null}
      </>
    );
  }
  // Read with the word after it: "3 barang di Keranjang".
  return show ? (
    <span className={styles.badge}>
      {badgeText(count)}
      <span className="visually-hidden"> barang di </span>
    </span>
  ) : null;
}
