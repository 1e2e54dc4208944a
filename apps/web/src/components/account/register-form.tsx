'use client';

import { PASSWORD_MIN, validateRegistration, type RegistrationInput } from '@kemudi/domain/account';
import { useCallback, useRef, useState, type FormEvent } from 'react';
import { goTo, postAccount } from './account-api';
import styles from './account.module.css';
import { FormAlert, useHydrated, SubmitButton } from './form-fields';
import { TextField } from '@/components/form/text-field';
import { PhoneField, phoneOf } from '@/components/form/phone-field';
import { TermsDialog, type TermsText } from './terms-dialog';

/*
 * /register (issue 10): name, phone (+62 shown), email, password and its confirmation, and the
 * terms (read in a dialog). Each field says why it is not valid (the shared rules of
 * packages/domain/src/account.ts, which the API applies too); the button stays disabled until all
 * are. Leaving the phone field asks whether that number is already verified on another account
 * (check-phonenumber-verified), and sending asks again. The API then answers a §4 temporary login
 * and the phone is verified on /verifikasi-otp.
 */

type Field = keyof RegistrationInput;

export function RegisterForm({ terms, verifyPath }: { terms: TermsText | null; verifyPath: string }) {
  const ready = useHydrated();
  const [name, setName] = useState('');
  const [digits, setDigits] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [acceptTerms, setAcceptTerms] = useState(false);
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<Partial<Record<Field, string>>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [termsOpen, setTermsOpen] = useState(false);
  // The last phone asked about, and whether it is verified elsewhere (null: not known yet).
  const checked = useRef<{ phone: string; message: string | null } | null>(null);
  // The phone in the field now, for an answer that arrives after the visitor typed on.
  const digitsRef = useRef('');

  const input: RegistrationInput = { name, phoneNumber: phoneOf(digits), email, password, confirmPassword, acceptTerms };
  const errors = validateRegistration(input);
  const valid = Object.keys(errors).length === 0 && !serverErrors.phoneNumber && !serverErrors.email;
  const shown = (field: Field) => (touched[field] ? errors[field] : undefined) ?? serverErrors[field] ?? null;
  const touch = (field: Field) => setTouched((t) => ({ ...t, [field]: true }));
  const edit = (field: Field) => setServerErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));

  /** check-phonenumber-verified: the message when the phone is verified on another account, else null. */
  async function checkPhone(phone: string): Promise<string | null> {
    if (checked.current?.phone === phone) return checked.current.message;
    const answer = await postAccount('/api/check-phonenumber-verified', { phoneNumber: phone });
    // A failed check does not hold the visitor up: the registration itself is refused the same way.
    if (!answer.ok) return null;
    const message = answer.data.verifiedOnOtherAccount === true && typeof answer.data.message === 'string' ? answer.data.message : null;
    checked.current = { phone, message };
    return message;
  }

  async function onPhoneBlur(): Promise<void> {
    touch('phoneNumber');
    const phone = phoneOf(digits);
    if (errors.phoneNumber) return;
    const message = await checkPhone(phone);
    // The visitor may have typed on meanwhile: only the phone still in the field counts.
    if (message && phoneOf(digitsRef.current) === phone) setServerErrors((e) => ({ ...e, phoneNumber: message }));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    setTouched({ name: true, phoneNumber: true, email: true, password: true, confirmPassword: true, acceptTerms: true });
    if (!valid || busy) return;
    setBusy(true);
    setAlert(null);
    const verifiedElsewhere = await checkPhone(input.phoneNumber);
    if (verifiedElsewhere) {
      setServerErrors((e) => ({ ...e, phoneNumber: verifiedElsewhere }));
      setBusy(false);
      return;
    }
    const answer = await postAccount('/api/register', { name, phoneNumber: input.phoneNumber, email: email.trim(), password });
    if (answer.ok) {
      goTo(verifyPath);
      return;
    }
    setBusy(false);
    const fields: Partial<Record<Field, string>> = { ...answer.fields };
    if (answer.type === 'PhoneAlreadyVerified' && answer.message) fields.phoneNumber = answer.message;
    else if (answer.type === 'EmailAlreadyUsed' && answer.message) fields.email = answer.message;
    else setAlert(answer.message);
    setServerErrors(fields);
  }

  const closeTerms = useCallback(() => setTermsOpen(false), []);
  const acceptTermsFromDialog = useCallback(() => {
    setAcceptTerms(true);
    setTermsOpen(false);
  }, []);

  return (
    <form className={styles.form} data-ready={ready || undefined} onSubmit={onSubmit} noValidate aria-label="Daftar akun">
      <TextField
        label="Nama lengkap"
        name="name"
        autoComplete="name"
        value={name}
        onValueChange={(value) => {
          setName(value);
          edit('name');
        }}
        onBlur={() => touch('name')}
        error={shown('name')}
        required
      />
      <PhoneField
        value={digits}
        onValueChange={(value) => {
          setDigits(value);
          digitsRef.current = value;
          edit('phoneNumber');
        }}
        onBlur={() => void onPhoneBlur()}
        hint="Nomor ini akan diverifikasi dengan kode OTP lewat WhatsApp atau SMS."
        error={shown('phoneNumber')}
        required
      />
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        value={email}
        onValueChange={(value) => {
          setEmail(value);
          edit('email');
        }}
        onBlur={() => touch('email')}
        error={shown('email')}
        required
      />
      <TextField
        label="Kata sandi"
        type="password"
        name="password"
        autoComplete="new-password"
        value={password}
        onValueChange={(value) => {
          setPassword(value);
          edit('password');
        }}
        onBlur={() => touch('password')}
        hint={`Minimal ${PASSWORD_MIN} karakter, berisi huruf dan angka.`}
        error={shown('password')}
        required
      />
      <TextField
        label="Konfirmasi kata sandi"
        type="password"
        name="confirmPassword"
        autoComplete="new-password"
        value={confirmPassword}
        onValueChange={setConfirmPassword}
        onBlur={() => touch('confirmPassword')}
        error={shown('confirmPassword')}
        required
      />
      <div className={styles.field}>
        <div className={styles.check}>
          <input
            id="register-terms"
            type="checkbox"
            checked={acceptTerms}
            onChange={(event) => {
              setAcceptTerms(event.target.checked);
              touch('acceptTerms');
            }}
            aria-invalid={shown('acceptTerms') ? true : undefined}
            aria-describedby={shown('acceptTerms') ? 'register-terms-error' : undefined}
          />
          <span>
            <label htmlFor="register-terms">Saya telah membaca dan menyetujui syarat dan ketentuan Kemudi</label>{' '}
            (
            <button type="button" className={styles.linkButton} onClick={() => setTermsOpen(true)} aria-haspopup="dialog">
              baca syarat dan ketentuan
            </button>
            )
          </span>
        </div>
        {shown('acceptTerms') ? (
          <p id="register-terms-error" className={styles.error}>
            {shown('acceptTerms')}
          </p>
        ) : null}
      </div>
      <FormAlert message={alert} />
      <SubmitButton label="Daftar" busy={busy} disabled={!valid} />
      {termsOpen ? <TermsDialog terms={terms} onClose={closeTerms} onAccept={acceptTermsFromDialog} /> : null}
    </form>
  );
}
