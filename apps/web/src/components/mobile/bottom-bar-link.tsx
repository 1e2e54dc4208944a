'use client';

import Link from '@/components/page/link';
import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import type { BarItemClasses } from './bar-classes';

/** One link of the bottom bar, marked as the current page on its own route. */
export function BottomBarLink({ href, label, icon, classes }: { href: string; label: string; icon: ReactNode; classes: BarItemClasses }) {
  const pathname = usePathname();
  const current = pathname === href || (href !== '/' && pathname === `${href}/`);
  return (
    <Link href={href} className={classes.item} aria-current={current ? 'page' : undefined}>
      <span className={classes.icon}>{icon}</span>
      <span className={classes.label}>{label}</span>
    </Link>
  );
}
