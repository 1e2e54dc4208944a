'use client';

import { useEffect, useState } from 'react';
import { useHydrated } from '@/components/account/form-fields';
import styles from '@/components/form/form.module.css';

/** Copies a number (virtual account, biller code, bill key) to the clipboard and says so. */
export function CopyButton({ value, label }: { value: string; label: string }) {
  // Pressed before the page's script runs, the button would do nothing: it waits for it.
  const ready = useHydrated();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');

  useEffect(() => {
    if (state === 'idle') return;
    const timer = window.setTimeout(() => setState('idle'), 3000);
    return () => window.clearTimeout(timer);
  }, [state]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      setState('failed');
    }
  }

  return (
    <>
      <button type="button" className={styles.linkButton} onClick={() => void copy()} aria-label={`Salin ${label}`} disabled={!ready}>
        Salin
      </button>
      <span role="status" className={styles.small}>
        {state === 'copied' ? `${label} tersalin` : state === 'failed' ? 'Tidak dapat menyalin; salin nomornya secara manual' : ''}
      </span>
    </>
  );
}
