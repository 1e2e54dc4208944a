'use client';

import { useHydrated } from '@/components/account/form-fields';
import styles from './orders.module.css';

/** Opens the browser's print dialog; shown once the page's script runs (without it the browser's own Print works). */
export function PrintButton({ label = 'Cetak Kuitansi' }: { label?: string }) {
  const ready = useHydrated();
  if (!ready) return null;
  return (
    <button type="button" className={styles.primaryButton} onClick={() => window.print()}>
      {label}
    </button>
  );
}
