'use client';

import { passwordConfirmError, passwordError, PASSWORD_MIN } from '@kemudi/domain/account';
import { useState, type FormEvent } from 'react';
import Link from '@/components/page/link';
import { postAccount } from './account-api';
import styles from './account.module.css';
import { FormAlert, useHydrated, SubmitButton } from './form-fields';
import { TextField } from '@/components/form/text-field';

/*
 * /login/pw/change?token=: a new password for the account the (already validated) link belongs
 * to (§7 reset-password). Every session of the account ends; the customer then logs in again.
 */

export function ResetPasswordForm({ token }: { token: string }) {
  const ready = useHydrated();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  const passwordProblem = passwordError(password);
  const confirmProblem = passwordConfirmError(password, confirm);
  const touch = (field: string) => setTouched((t) => ({ ...t, [field]: true }));

  async function onSubmit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    setTouched({ password: true, confirm: true });
    if (passwordProblem || confirmProblem || busy) return;
    setBusy(true);
    setAlert(null);
    const answer = await postAccount('/api/reset-password', { token, password });
    setBusy(false);
    if (answer.ok) setDone(true);
    else setAlert(answer.fields.password ?? answer.message ?? Object.values(answer.fields)[0] ?? null);
  }

  if (done) {
    return (
      <>
        <FormAlert tone="success" message="Kata sandi berhasil diubah. Silakan masuk dengan kata sandi baru Anda." />
        <p>
          <Link href="/login-password">Masuk dengan kata sandi</Link>
        </p>
      </>
    );
  }

  return (
    <form className={styles.form} data-ready={ready || undefined} onSubmit={onSubmit} noValidate aria-label="Ubah kata sandi">
      <TextField
        label="Kata sandi baru"
        type="password"
        name="password"
        autoComplete="new-password"
        value={password}
        onValueChange={setPassword}
        onBlur={() => touch('password')}
        hint={`Minimal ${PASSWORD_MIN} karakter, berisi huruf dan angka.`}
        error={touched.password ? passwordProblem : null}
        required
      />
      <TextField
        label="Konfirmasi kata sandi baru"
        type="password"
        name="confirmPassword"
        autoComplete="new-password"
        value={confirm}
        onValueChange={setConfirm}
        onBlur={() => touch('confirm')}
        error={touched.confirm ? confirmProblem : null}
        required
      />
      <FormAlert message={alert} />
      <SubmitButton label="Simpan kata sandi" busy={busy} disabled={passwordProblem !== null || confirmProblem !== null} />
    </form>
  );
}
