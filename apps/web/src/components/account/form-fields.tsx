'use client';

import styles from './account.module.css';

/*
 * The login and registration forms' submit button and form message. Their fields are the form
 * kit's (components/form/text-field.tsx: TextField, PhoneField with +62).
 */

// The forms mark themselves `data-ready` once they can be sent by script.
export { useHydrated } from '@/lib/use-hydrated';

export function SubmitButton({ label, busyLabel = 'Memproses…', busy, disabled }: { label: string; busyLabel?: string; busy: boolean; disabled: boolean }) {
  return (
    <button type="submit" className={styles.submit} disabled={disabled || busy} aria-busy={busy || undefined}>
      {busy ? busyLabel : label}
    </button>
  );
}

/** The form's message (a failure that belongs to no single field), announced when it appears. */
export function FormAlert({ message, tone = 'error' }: { message: string | null; tone?: 'error' | 'success' }) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} aria-live={tone === 'error' ? 'assertive' : 'polite'}>
      {message ? <p className={tone === 'error' ? styles.alert : styles.success}>{message}</p> : null}
    </div>
  );
}
