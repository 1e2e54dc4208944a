import type { ReactNode } from 'react';
import Link from '@/components/page/link';
import { MYACCOUNT_NAV, type MyAccountPage } from '@/lib/myaccount';
import styles from './myaccount.module.css';

/**
 * The frame of every My Account page (issue 10): the navigation between them (a side column on
 * wide screens, a row of tabs on phones; the current page marked aria-current) and the page's one
 * h1 with its content.
 */
export function MyAccountFrame({
  current,
  title,
  intro,
  children,
}: {
  current: MyAccountPage;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={styles.frame}>
      <nav aria-label="Akun Saya" className={styles.nav}>
        <p className={styles.navTitle} aria-hidden="true">
          Akun Saya
        </p>
        <ul>
          {MYACCOUNT_NAV.map((item) => (
            <li key={item.page}>
              <Link href={item.href} aria-current={item.page === current ? 'page' : undefined}>
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.content}>
        <h1 className={styles.title}>{title}</h1>
        {intro ? <p className={styles.intro}>{intro}</p> : null}
        {children}
      </div>
    </div>
  );
}
