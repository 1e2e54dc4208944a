'use client';

import { cleanPhoneInput } from '@kemudi/domain/validation';
import { type ReactNode, useId } from 'react';
import styles from './form.module.css';
import { describedBy, FieldNotes, type InputProps } from './text-field';

export interface PhoneFieldProps extends Omit<InputProps, 'type' | 'inputMode' | 'autoComplete'> {
  id?: string;
  label?: string;
  /** The digits after +62 (no leading 0), as cleanPhoneInput keeps them. */
  value: string;
  onValueChange: (digits: string) => void;
  error?: string | null | undefined;
  hint?: ReactNode;
}

/** §5 phone field: +62 shown in front; digits only, at most 14, one leading 0 dropped (cleanPhoneInput). */
export function PhoneField({ id: given, label = 'Nomor HP', value, onValueChange, error, hint, ...input }: PhoneFieldProps) {
  const made = useId();
  const id = given ?? made;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <div className={styles.phone}>
        <span className={styles.prefix} aria-hidden="true">
          +62
        </span>
        <input
          id={id}
          name={given}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder="812 3456 7890"
          value={value}
          onChange={(event) => onValueChange(cleanPhoneInput(event.currentTarget.value))}
          aria-invalid={error ? true : undefined}
          aria-describedby={[`${id}-prefix`, describedBy(id, hint, error)].filter(Boolean).join(' ')}
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
