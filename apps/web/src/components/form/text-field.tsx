'use client';

import { type InputHTMLAttributes, type ReactNode, type Ref, type TextareaHTMLAttributes, useId } from 'react';
import styles from './form.module.css';

/*
 * The form kit's fields (issue 28; the phone with +62 is phone-field.tsx): a visible label tied to its input, a hint, and the field's own
 * error read out with it (aria-describedby, aria-invalid), for every form of the site. A form
 * decides when an error shows (after the field was left, or after a send attempt). `id` names the
 * input (the focus after a refused send finds it; `${id}-hint` and `${id}-error` are its notes);
 * without one an id is made up.
 */

export type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange' | 'value' | 'className'>;

export interface TextFieldProps extends InputProps {
  id?: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string | null | undefined;
  hint?: ReactNode;
  inputClassName?: string;
  ref?: Ref<HTMLInputElement>;
}

/** The ids aria-describedby names: the hint's and the error's, when shown. */
export function describedBy(id: string, hint: ReactNode, error: string | null | undefined): string | undefined {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter((note): note is string => note !== null);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/** A message under a field or a step, with the id its control's (or fieldset's) aria-describedby names; nothing without one. */
export function FieldError({ id, error }: { id: string; error?: string | null | undefined }) {
  return error ? (
    <p id={id} className={styles.fieldError}>
      {error}
    </p>
  ) : null;
}

/** A field's hint and error under it, with the ids its control's aria-describedby names (describedBy). */
export function FieldNotes({ id, hint, error }: { id: string; hint?: ReactNode; error?: string | null | undefined }) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} error={error} />
    </>
  );
}

export function TextField({ id: given, label, value, onValueChange, error, hint, inputClassName, ref, ...input }: TextFieldProps) {
  const made = useId();
  const id = given ?? made;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        ref={ref}
        id={id}
        name={given}
        className={inputClassName}
        value={value}
        onChange={(event) => onValueChange(event.currentTarget.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...input}
      />
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

type TextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'onChange' | 'value' | 'className'>;

/** A multi-line field (a message, an address, a damage description): the same label, hint and error as TextField. */
export function TextAreaField({
  id,
  label,
  value,
  onValueChange,
  error,
  hint,
  ...textarea
}: TextAreaProps & { id: string; label: string; value: string; onValueChange: (value: string) => void; error?: string | null | undefined; hint?: ReactNode }) {
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        value={value}
        onChange={(event) => onValueChange(event.currentTarget.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...textarea}
      />
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}
