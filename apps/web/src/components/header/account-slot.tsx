'use client';

import type { ReactNode } from 'react';
import Link from '@/components/page/link';
import { HEADER_ROUTES } from './header-routes';
import { useVisitor } from './visitor';

/** The top bar's class names (header.module.css), passed by the server-rendered header: the island ships none of its map. */
export type AccountSlotClasses = { link?: string; name?: string; logout?: string };

/**
 * The top bar's account slot (§2) as a tiny island: Masuk / Daftar as the server renders it for
 * everyone (issue 14: the page's HTML is shared), the customer's "Hai {name}" and Keluar once the
 * visitor store knows them (components/header/visitor.ts). The icon comes rendered from the server.
 */
export function AccountSlot({ icon, classes }: { icon: ReactNode; classes: AccountSlotClasses }) {
  const { user } = useVisitor();
  if (!user) {
    return (
      <Link href={HEADER_ROUTES.login} className={classes.link}>
        {icon}
        Masuk / Daftar
      </Link>
    );
  }
  return (
    <>
      <Link href={HEADER_ROUTES.account} className={classes.link}>
        {icon}
        <span className={classes.name}>Hai {user.name}</span>
        <span className="visually-hidden"> (Akun Saya)</span>
      </Link>
      {/* A plain form (no script needed to send it): the route ends the session and answers 303 to the home page. */}
      <form method="post" action={HEADER_ROUTES.logout} className={classes.logout}>
        <button type="submit" className={classes.link}>
          Keluar
        </button>
      </form>
    </>
  );
}
