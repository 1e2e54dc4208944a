'use client';

import { emailError } from '@kemudi/domain/account';
import { useState, type FormEvent } from 'react';
import { postAccount } from './account-api';
import styles from './account.module.css';
import { FormAlert, useHydrated, SubmitButton } from './form-fields';
import { TextField } from '@/components/form/text-field';

/*
 * /login/pw/request: the address to send a reset link to (§7 forgot-password). The answer is the
 * same whether or not the address has an account (no account enumeration), and so is the message.
 */

export function ForgotPasswordForm() {
  const ready = useHydrated();
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const problem = emailError(email);

  async function onSubmit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    setTouched(true);
    if (problem || busy) return;
    setBusy(true);
    setAlert(null);
    const answer = await postAccount('/api/forgot-password', { email: email.trim() });
    setBusy(false);
    if (answer.ok) {
      setSentTo(email.trim());
      return;
    }
    setAlert(answer.fields.email ?? answer.message);
  }

  if (sentTo) {
    return (
      <FormAlert
        tone="success"
        message={`Jika ${sentTo} terdaftar, tautan untuk mengubah kata sandi telah dikirim ke email tersebut. Tautan berlaku 60 menit.`}
      />
    );
  }

  return (
    <form className={styles.form} data-ready={ready || undefined} onSubmit={onSubmit} noValidate aria-label="Lupa kata sandi">
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        value={email}
        onValueChange={setEmail}
        onBlur={() => setTouched(true)}
        error={touched ? problem : null}
        required
      />
      <FormAlert message={alert} />
      <SubmitButton label="Kirim tautan" busyLabel="Mengirim…" busy={busy} disabled={problem !== null} />
    </form>
  );
}
