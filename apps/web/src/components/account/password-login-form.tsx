'use client';

import { ACCOUNT_MESSAGES, emailError, phoneError } from '@kemudi/domain/account';
import { useState, type FormEvent } from 'react';
import { goTo, postAccount } from './account-api';
import styles from './account.module.css';
import { FormAlert, useHydrated, SubmitButton } from './form-fields';
import { TextField } from '@/components/form/text-field';
import { PhoneField, phoneOf } from '@/components/form/phone-field';

/*
 * Logging in with a password (/login-password: phone and password; /login-email: email and
 * password), both through /api/login-email. A customer whose phone is not verified yet comes back
 * as the §4 temporary login and continues to /verifikasi-otp.
 */

export function PasswordLoginForm({ by, redirectTo }: { by: 'phone' | 'email'; redirectTo: string }) {
  const ready = useHydrated();
  const [digits, setDigits] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const username = by === 'phone' ? phoneOf(digits) : email.trim();
  const usernameProblem = by === 'phone' ? phoneError(username) : emailError(username);
  const passwordProblem = password === '' ? ACCOUNT_MESSAGES.PASSWORD_EMPTY : null;
  const touch = (field: string) => setTouched((t) => ({ ...t, [field]: true }));

  async function onSubmit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    setTouched({ username: true, password: true });
    if (usernameProblem || passwordProblem || busy) return;
    setBusy(true);
    setAlert(null);
    const answer = await postAccount('/api/login-email', { username, password });
    if (answer.ok) {
      const next = answer.data.temporary === true ? '/verifikasi-otp' : redirectTo;
      goTo(next);
      return;
    }
    setBusy(false);
    setAlert(answer.message ?? Object.values(answer.fields)[0] ?? null);
  }

  return (
    <form className={styles.form} data-ready={ready || undefined} onSubmit={onSubmit} noValidate aria-label="Masuk dengan kata sandi">
      {by === 'phone' ? (
        <PhoneField value={digits} onValueChange={setDigits} onBlur={() => touch('username')} error={touched.username ? usernameProblem : null} required />
      ) : (
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onValueChange={setEmail}
          onBlur={() => touch('username')}
          error={touched.username ? usernameProblem : null}
          required
        />
      )}
      <TextField
        label="Kata sandi"
        type="password"
        name="password"
        autoComplete="current-password"
        value={password}
        onValueChange={setPassword}
        onBlur={() => touch('password')}
        error={touched.password ? passwordProblem : null}
        required
      />
      <FormAlert message={alert} />
      <SubmitButton label="Masuk" busy={busy} disabled={usernameProblem !== null || passwordProblem !== null} />
    </form>
  );
}
