'use client';

import type { ReactNode } from 'react';
import { setMobileDrawerOpen, useMobileDrawerOpen } from './drawer-state';
import type { BarItemClasses } from './bar-classes';

/** §2 Lainnya: opens the drawer. */
export function MoreButton({ drawerId, icon, classes }: { drawerId: string; icon: ReactNode; classes: BarItemClasses }) {
  const open = useMobileDrawerOpen();
  return (
    <button
      type="button"
      className={classes.item}
      aria-haspopup="dialog"
      aria-expanded={open}
      aria-controls={drawerId}
      onClick={(event) => {
        // Safari does not focus a tapped button; the drawer gives focus back to what had it.
        event.currentTarget.focus();
        setMobileDrawerOpen(true);
      }}
    >
      <span className={classes.icon}>{icon}</span>
      <span className={classes.label}>Lainnya</span>
    </button>
  );
}
