import type { InputHTMLAttributes } from 'react';
import type { CheckoutErrors, ContactValues } from './checkout-logic';
import styles from './checkout.module.css';
import { StepLegend } from './step-legend';

/** A text field with its label and its error beside it (aria-invalid, aria-describedby). */
export function TextField({
  id,
  label,
  value,
  error,
  hint,
  onChange,
  ...input
}: {
  id: string;
  label: string;
  value: string;
  error?: string | undefined;
  hint?: string;
  onChange: (value: string) => void;
} & Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'autoComplete' | 'inputMode' | 'required' | 'maxLength'>) {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={id}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...input}
      />
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={styles.fieldError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Step Kontak: prefilled from the customer's account; the dealer contacts this person about the order. */
export function ContactFields({
  no,
  values,
  errors,
  onChange,
}: {
  no: number;
  values: ContactValues;
  errors: CheckoutErrors;
  onChange: (field: keyof ContactValues, value: string) => void;
}) {
  return (
    <fieldset className={styles.step}>
      <StepLegend no={no} title="Kontak" />
      <p className={`${styles.hint} ${styles.small}`}>Diisi dari akun Anda. Dealer menghubungi kontak ini tentang pesanan.</p>
      <div className={styles.fields}>
        <TextField
          id="contact-name"
          label="Nama lengkap"
          value={values.name}
          error={errors.name}
          onChange={(v) => onChange('name', v)}
          autoComplete="name"
          required
          maxLength={200}
        />
        <TextField
          id="contact-phone"
          label="Nomor HP"
          type="tel"
          value={values.phoneNumber}
          error={errors.phoneNumber}
          onChange={(v) => onChange('phoneNumber', v)}
          autoComplete="tel"
          inputMode="tel"
          required
          maxLength={30}
          hint="Nomor seluler Indonesia, contoh: 0812 3456 7890"
        />
        <TextField
          id="contact-email"
          label="Email (opsional)"
          type="email"
          value={values.email}
          error={errors.email}
          onChange={(v) => onChange('email', v)}
          autoComplete="email"
          maxLength={254}
        />
      </div>
    </fieldset>
  );
}
