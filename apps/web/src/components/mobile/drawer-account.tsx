'use client';

import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useVisitor } from '@/components/header/visitor';
import Link from '@/components/page/link';
import type { LayoutWallet } from '@/lib/layout';
import { useMobileDrawerOpen } from './drawer-state';
import styles from './mobile-drawer.module.css';

/*
 * The Lainnya drawer's personal part (§2, issue 11) as tiny islands: the server renders the guest's
 * (MENU, Masuk / Registrasi) for everyone — a cached page's HTML is shared (issue 14) — and the
 * visitor store (components/header/visitor.ts) turns it into the customer's: "Hai {name}", Akun
 * Saya, the AstraPay line and Keluar.
 */

/** Only a customer's drawer shows it: its code is fetched then, never for a guest. */
const DrawerWallet = lazy(() => import('@/components/loyalty/drawer-wallet').then((m) => ({ default: m.DrawerWallet })));

const BALANCE_URL = '/api/loyalty/balance';

/** The drawer's title: "Hai {name}" for a customer, MENU otherwise. */
export function DrawerTitle() {
  const { user } = useVisitor();
  return user ? `Hai ${user.name}` : 'MENU';
}

/** §7 get-balance through the web route (customer token); null on any failure: the drawer then shows no wallet line. */
async function askWallet(): Promise<LayoutWallet> {
  try {
    const response = await fetch(BALANCE_URL, { credentials: 'same-origin', cache: 'no-store', headers: { accept: 'application/json' } });
    if (!response.ok) return null;
    const { data } = (await response.json()) as { data?: { linked?: unknown; balance?: unknown; points?: unknown } };
    if (typeof data?.linked !== 'boolean' || typeof data.points !== 'number') return null;
    return { linked: data.linked, balance: typeof data.balance === 'number' ? data.balance : null, points: data.points };
  } catch {
    return null;
  }
}

/**
 * The customer's wallet, asked each time the drawer opens for a customer (it changes with linking,
 * unlinking and payments; a page render no longer brings it), the last answer shown meanwhile. A
 * guest never asks.
 */
function useDrawerWallet(active: boolean): LayoutWallet {
  const [wallet, setWallet] = useState<LayoutWallet>(null);
  useEffect(() => {
    if (!active) return;
    let live = true;
    void askWallet().then((answer) => {
      if (live) setWallet(answer);
    });
    return () => {
      live = false;
    };
  }, [active]);
  return wallet;
}

/** Akun Saya or Masuk / Registrasi, the customer's AstraPay line and Keluar. The icon comes rendered from the server. */
export function DrawerAccount({ icon }: { icon: ReactNode }) {
  const { user } = useVisitor();
  const open = useMobileDrawerOpen();
  const wallet = useDrawerWallet(open && user !== null);
  return (
    <>
      <Link href={user ? '/myaccount/overview' : '/login'} className={styles.account}>
        {icon}
        {user ? 'Akun Saya' : 'Masuk / Registrasi'}
      </Link>
      {/* Issue 11: a customer's AstraPay balance and AstraPoints, or an invitation to link. */}
      {user && wallet ? (
        <Suspense fallback={null}>
          <DrawerWallet wallet={wallet} />
        </Suspense>
      ) : null}
      {user ? (
        // A plain form (no script needed to send it): the route ends the session and answers 303 to the home page.
        <form method="post" action="/api/logout" className={styles.logoutForm}>
          <button type="submit" className={styles.logout}>
            Keluar
          </button>
        </form>
      ) : null}
    </>
  );
}
