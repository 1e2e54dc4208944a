'use client';

import { ROUTES } from '@kemudi/domain/routes';
import { useState, type ReactNode } from 'react';
import Link from '@/components/page/link';
import { changeCart, loginAgain, warmCartContract } from './cart-api';
import { announceCartCount } from './cart-event';
import { ADDED_MESSAGE } from './cart-lines';
import styles from './cart.module.css';
import { useHydrated } from '@/lib/use-hydrated';

type State = { kind: 'idle' } | { kind: 'busy' } | { kind: 'added' } | { kind: 'failed'; message: string };

/**
 * "Tambah ke Keranjang" (issue 12): adds one unit of the item to the visitor's cart (a guest's too),
 * then says so with a link to /cart, or shows why it could not (the API's message: sold out, the
 * per-line limit…). The header badge takes the new count at once (cart-event.ts). Disabled until
 * its script runs, so a tap is never silently lost. `children`: the other actions of the row
 * (Beli Sekarang…), kept beside the button; the message goes below the row.
 */
export function AddToCart({ code, name, compact = false, children }: { code: string; name: string; compact?: boolean; children?: ReactNode }) {
  const ready = useHydrated();
  const [state, setState] = useState<State>({ kind: 'idle' });

  async function add() {
    setState({ kind: 'busy' });
    const answer = await changeCart({ products: [{ code, quantity: 1 }], mode: 'add' });
    if (answer.ok) {
      announceCartCount(answer.cart.totalGlobalNonBundleUnitCount);
      setState({ kind: 'added' });
      return;
    }
    if (answer.redirect) loginAgain();
    setState({ kind: 'failed', message: answer.message });
  }

  const busy = state.kind === 'busy';
  return (
    <div className={compact ? `${styles.add} ${styles.addCompact}` : styles.add} data-ready={ready ? '' : undefined}>
      <div className={styles.addRow}>
        <button
          type="button"
          className={`button ${styles.addButton}`}
          onClick={add}
          onPointerEnter={warmCartContract}
          onFocus={warmCartContract}
          disabled={!ready || busy}
          aria-busy={busy || undefined}
        >
          Tambah ke Keranjang
          {compact ? <span className="visually-hidden">{`: ${name}`}</span> : null}
        </button>
        {children}
      </div>
      {/* Always in the page, so screen readers announce what appears in it. */}
      <p role="status" className={state.kind === 'failed' ? `${styles.addMessage} ${styles.addError}` : styles.addMessage}>
        {state.kind === 'added' ? (
          <>
            {`${ADDED_MESSAGE} `}
            <Link href={ROUTES.cart}>Lihat keranjang</Link>
          </>
        ) : state.kind === 'failed' ? (
          state.message
        ) : null}
      </p>
    </div>
  );
}
