'use client';

import Link from '@/components/page/link';
import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import styles from './mobile-bottom-bar.module.css';

/** One link of the bottom bar, marked as the current page on its own route. */
export function BottomBarLink({ href, label, icon }: { href: string; label: string; icon: ReactNode }) {
  const pathname = usePathname();
  const current = pathname === href || (href !== '/' && pathname === `${href}/`);
  return (
    <Link href={href} className={styles.item} aria-current={current ? 'page' : undefined}>
      <span className={styles.icon}>{icon}</span>
      <span className={styles.label}>{label}</span>
    </Link>
  );
}
