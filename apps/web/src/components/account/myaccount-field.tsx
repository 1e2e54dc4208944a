import type { ReactElement, ReactNode } from 'react';
import { cloneElement } from 'react';
import styles from './myaccount.module.css';

/**
 * A labelled form control with its hint and its error message, wired for assistive technology:
 * the control gets the id, aria-invalid and aria-describedby (hint and error), so a screen reader
 * reads the message when the field is focused.
 */
export function MyAccountField({
  id,
  label,
  hint,
  error,
  wide,
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  wide?: boolean;
  children: ReactElement<Record<string, unknown>>;
}) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={wide ? styles.fieldWide : styles.field}>
      <label htmlFor={id}>{label}</label>
      {cloneElement(children, { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
