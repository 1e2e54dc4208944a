'use client';

import type { ReactNode } from 'react';
import { setMobileDrawerOpen, useMobileDrawerOpen } from './drawer-state';
import styles from './mobile-bottom-bar.module.css';

/** §2 Lainnya: opens the drawer. */
export function MoreButton({ drawerId, icon }: { drawerId: string; icon: ReactNode }) {
  const open = useMobileDrawerOpen();
  return (
    <button
      type="button"
      className={styles.item}
      aria-haspopup="dialog"
      aria-expanded={open}
      aria-controls={drawerId}
      onClick={(event) => {
        // Safari does not focus a tapped button; the drawer gives focus back to what had it.
        event.currentTarget.focus();
        setMobileDrawerOpen(true);
      }}
    >
      <span className={styles.icon}>{icon}</span>
      <span className={styles.label}>Lainnya</span>
    </button>
  );
}
