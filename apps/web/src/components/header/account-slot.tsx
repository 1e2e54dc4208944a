'use client';

import type { ReactNode } from 'react';
import Link from '@/components/page/link';
import { HEADER_ROUTES } from './header-routes';
import styles from './header.module.css';
import { useVisitor } from './visitor';

/**
 * The top bar's account slot (§2) as a tiny island: Masuk / Daftar as the server renders it for
 * everyone (issue 14: the page's HTML is shared), the customer's "Hai {name}" and Keluar once the
 * visitor store knows them (components/header/visitor.ts). The icon comes rendered from the server.
 */
export function AccountSlot({ icon }: { icon: ReactNode }) {
  const { user } = useVisitor();
  if (!user) {
    return (
      <Link href={HEADER_ROUTES.login} className={styles.topLink}>
        {icon}
        Masuk / Daftar
      </Link>
    );
  }
  return (
    <>
      <Link href={HEADER_ROUTES.account} className={styles.topLink}>
        {icon}
        <span className={styles.userName}>Hai {user.name}</span>
        <span className="visually-hidden"> (Akun Saya)</span>
      </Link>
      {/* A plain form (no script needed to send it): the route ends the session and answers 303 to the home page. */}
      <form method="post" action={HEADER_ROUTES.logout} className={styles.logoutForm}>
        <button type="submit" className={styles.topLink}>
          Keluar
        </button>
      </form>
    </>
  );
}
