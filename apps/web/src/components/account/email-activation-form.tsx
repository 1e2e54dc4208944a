'use client';

import { useState, type FormEvent } from 'react';
import Link from '@/components/page/link';
import { postAccount } from './account-api';
import styles from './account.module.css';
import { FormAlert, useHydrated, SubmitButton } from './form-fields';

/*
 * /aktivasi-email?token=: the visitor confirms with a button (a POST), so a mail scanner that
 * follows the link does not use the token up.
 */

export function EmailActivationForm({ token }: { token: string }) {
  const ready = useHydrated();
  const [alert, setAlert] = useState<string | null>(null);
  const [activated, setActivated] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setAlert(null);
    const answer = await postAccount('/api/email-activation', { token });
    setBusy(false);
    if (answer.ok) setActivated(typeof answer.data.email === 'string' ? answer.data.email : '');
    else setAlert(answer.message ?? Object.values(answer.fields)[0] ?? null);
  }

  if (activated !== null) {
    return (
      <>
        <FormAlert tone="success" message={activated ? `Email ${activated} berhasil diaktifkan.` : 'Email Anda berhasil diaktifkan.'} />
        <p>
          <Link href="/">Kembali ke beranda</Link>
        </p>
      </>
    );
  }

  return (
    <form className={styles.form} data-ready={ready || undefined} onSubmit={onSubmit} aria-label="Aktivasi email">
      <FormAlert message={alert} />
      <SubmitButton label="Aktifkan email" busy={busy} disabled={!ready} />
    </form>
  );
}
