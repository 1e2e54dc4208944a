import type { ReactNode } from 'react';
import styles from './form.module.css';

/**
 * The end of a form: the form's message in a live region that is there before it (so a screen
 * reader announces it when it comes), the submit button ("…" while sending, off until the form can
 * be sent by script) and any notes under it. `children` follow the message inside the region
 * (e.g. "Pilih <the nearest free slot>" after a 409).
 */
export function SubmitBar({
  message,
  label,
  busyLabel,
  busy,
  disabled,
  children,
  notes,
}: {
  message: string | null;
  label: string;
  busyLabel: string;
  busy: boolean;
  disabled: boolean;
  children?: ReactNode;
  notes?: ReactNode;
}) {
  return (
    <div className={styles.submitBar}>
      <div role="alert">
        {message ? <p className={styles.alert}>{message}</p> : null}
        {children}
      </div>
      <button type="submit" className={styles.primary} disabled={disabled}>
        {busy ? busyLabel : label}
      </button>
      {notes}
    </div>
  );
}
