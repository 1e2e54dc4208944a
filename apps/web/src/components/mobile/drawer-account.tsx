'use client';

import { lazy, Suspense, type ReactNode } from 'react';
import { HEADER_ROUTES } from '@/components/header/header-routes';
import { useVisitor } from '@/components/header/visitor';
import Link from '@/components/page/link';
import { useMobileDrawerOpen } from './drawer-state';
import type { DrawerAccountClasses } from './bar-classes';

/*
 * The Lainnya drawer's personal part (§2, issue 11) as tiny islands: the server renders the guest's
 * (MENU, Masuk / Registrasi) for everyone — a cached page's HTML is shared (issue 14) — and the
 * visitor store (components/header/visitor.ts) turns it into the customer's: "Hai {name}", Akun
 * Saya, the AstraPay line and Keluar.
 */

/** Only a customer's drawer shows it: its code (the balance call too) is fetched then, never for a guest. */
const DrawerWalletLine = lazy(() => import('./drawer-wallet-line'));

/** The drawer's title: "Hai {name}" for a customer, MENU otherwise. */
export function DrawerTitle() {
  const { user } = useVisitor();
  return user ? `Hai ${user.name}` : 'MENU';
}

/** Akun Saya or Masuk / Registrasi, the customer's AstraPay line and Keluar. The icon comes rendered from the server. */
export function DrawerAccount({ icon, classes }: { icon: ReactNode; classes: DrawerAccountClasses }) {
  const { user } = useVisitor();
  const open = useMobileDrawerOpen();
  return (
    <>
      <Link href={user ? HEADER_ROUTES.account : HEADER_ROUTES.login} className={classes.account}>
        {icon}
        {user ? 'Akun Saya' : 'Masuk / Registrasi'}
      </Link>
      {/* Issue 11: a customer's AstraPay balance and AstraPoints, or an invitation to link. */}
      {user ? (
        <Suspense fallback={null}>
          <DrawerWalletLine open={open} />
        </Suspense>
      ) : null}
      {user ? (
        // A plain form (no script needed to send it): the route ends the session and answers 303 to the home page.
        <form method="post" action="/api/logout" className={classes.logoutForm}>
          <button type="submit" className={classes.logout}>
            Keluar
          </button>
        </form>
      ) : null}
    </>
  );
}
