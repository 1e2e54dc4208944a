import type { ReactNode } from 'react';
import styles from './form.module.css';
import { StepLegend } from './step-legend';
import { TextField } from './text-field';

/** The contact every form asks for: name, phone and email (prefilled by the caller from the account when there is one). */
export interface ContactDetails {
  name: string;
  phoneNumber: string;
  email: string;
}

export type ContactDetail = keyof ContactDetails;

/**
 * The name, phone and email fields of a form (issue 28's form kit), in `order`, each with its
 * label, hint and error. `idOf` names each input (the forms' existing ids: `booking-phone`,
 * `contact-phone`, `kontak-phoneNumber`…). The email is optional unless `emailRequired`.
 * Rendered bare, inside the caller's grid of fields (ContactBlock puts them in a step).
 */
export function ContactFields({
  idOf,
  values,
  errors,
  onChange,
  emailRequired = false,
  order = ['name', 'phoneNumber', 'email'],
}: {
  idOf: (field: ContactDetail) => string;
  values: ContactDetails;
  errors: Partial<Record<ContactDetail, string | undefined>>;
  onChange: (field: ContactDetail, value: string) => void;
  emailRequired?: boolean;
  order?: readonly ContactDetail[];
}) {
  const field = (name: ContactDetail) => {
    switch (name) {
      case 'name':
        return <TextField key={name} id={idOf(name)} label="Nama lengkap" value={values.name} error={errors.name} onValueChange={(v) => onChange(name, v)} autoComplete="name" required maxLength={200} />;
      case 'phoneNumber':
        return (
          <TextField
            key={name}
            id={idOf(name)}
            label="Nomor HP"
            type="tel"
            value={values.phoneNumber}
            error={errors.phoneNumber}
            onValueChange={(v) => onChange(name, v)}
            autoComplete="tel"
            inputMode="tel"
            required
            maxLength={30}
            hint="Nomor seluler Indonesia, contoh: 0812 3456 7890"
          />
        );
      case 'email':
        return (
          <TextField
            key={name}
            id={idOf(name)}
            label={emailRequired ? 'Email' : 'Email (opsional)'}
            type="email"
            value={values.email}
            error={errors.email}
            onValueChange={(v) => onChange(name, v)}
            autoComplete="email"
            required={emailRequired || undefined}
            maxLength={254}
          />
        );
    }
  };
  return <>{order.map(field)}</>;
}

/**
 * ContactBlock — the "Kontak" step of the booking and checkout forms: its heading, a line on who
 * uses the contact (`hint`), the three ContactFields and whatever the form adds after them
 * (`children`: a guest's one-time code).
 */
export function ContactBlock({
  no,
  title = 'Kontak',
  hint,
  children,
  ...fields
}: {
  no: number;
  title?: string;
  hint: string;
  children?: ReactNode;
} & Parameters<typeof ContactFields>[0]) {
  return (
    <fieldset className={styles.step}>
      <StepLegend no={no} title={title} />
      <p className={`${styles.hint} ${styles.small}`}>{hint}</p>
      <div className={styles.fields}>
        <ContactFields {...fields} />
      </div>
      {children}
    </fieldset>
  );
}
