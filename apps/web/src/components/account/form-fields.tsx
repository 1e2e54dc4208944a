'use client';

import { cleanPhoneInput } from '@kemudi/domain/validation';
import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import styles from './account.module.css';

/*
 * The fields of the login and registration forms: a visible label tied to its input, a hint, and
 * the field's own error read out with it (aria-describedby, aria-invalid). A form decides when an
 * error shows (after the field was left, or after a send attempt).
 */

// The forms mark themselves `data-ready` once they can be sent by script.
export { useHydrated } from '@/lib/use-hydrated';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange' | 'value' | 'className'>;

export interface TextFieldProps extends InputProps {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string | null | undefined;
  hint?: ReactNode;
  inputClassName?: string;
  ref?: Ref<HTMLInputElement>;
}

function describedBy(hintId: string, errorId: string, hint: ReactNode, error: string | null | undefined): string | undefined {
  const ids = [hint ? hintId : null, error ? errorId : null].filter((id): id is string => id !== null);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/** A field's hint and error under it, with the ids its input's aria-describedby names (describedBy). */
function FieldNotes({ id, hint, error }: { id: string; hint: ReactNode; error: string | null | undefined }) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </>
  );
}

export function TextField({ label, value, onValueChange, error, hint, inputClassName, ref, ...input }: TextFieldProps) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        ref={ref}
        id={id}
        className={inputClassName ? `${styles.input} ${inputClassName}` : styles.input}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(`${id}-hint`, `${id}-error`, hint, error)}
        {...input}
      />
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

export interface PhoneFieldProps extends Omit<InputProps, 'type' | 'inputMode' | 'autoComplete'> {
  label?: string;
  /** The digits after +62 (no leading 0), as cleanPhoneInput keeps them. */
  value: string;
  onValueChange: (digits: string) => void;
  error?: string | null | undefined;
  hint?: ReactNode;
}

/** §5 phone field: +62 shown in front; digits only, at most 14, one leading 0 dropped (cleanPhoneInput). */
export function PhoneField({ label = 'Nomor HP', value, onValueChange, error, hint, ...input }: PhoneFieldProps) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.phone}>
        <span className={styles.prefix} aria-hidden="true">
          +62
        </span>
        <input
          id={id}
          className={styles.input}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder="812 3456 7890"
          value={value}
          onChange={(event) => onValueChange(cleanPhoneInput(event.target.value))}
          aria-invalid={error ? true : undefined}
          aria-describedby={[`${id}-prefix`, describedBy(`${id}-hint`, `${id}-error`, hint, error)].filter(Boolean).join(' ')}
          {...input}
        />
      </div>
      <span id={`${id}-prefix`} className="visually-hidden">
        Diawali kode negara +62
      </span>
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

/** The phone as the routes receive it: `0` + the digits typed after +62. */
export function phoneOf(digits: string): string {
  return digits === '' ? '' : `0${digits}`;
}

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
