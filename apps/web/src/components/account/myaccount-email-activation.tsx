'use client';

import { useState } from 'react';
import styles from './myaccount.module.css';
import { goToLogin, sendAccountRequest } from '@/lib/account-request';

type State = { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent' } | { kind: 'failed'; message: string };

/**
 * §7 email-activation-profile: sends the activation link to the customer's email address (the
 * route reads the address from the account, not from the page). The outcome is announced in a
 * live region next to the button.
 */
export function MyAccountEmailActivation({ email }: { email: string }) {
  const [state, setState] = useState<State>({ kind: 'idle' });

  async function send() {
    if (state.kind === 'sending') return;
    setState({ kind: 'sending' });
    const outcome = await sendAccountRequest('POST', '/api/email-activation-profile', {});
    if (outcome.kind === 'login') return goToLogin();
    if (outcome.kind === 'ok') setState({ kind: 'sent' });
    else setState({ kind: 'failed', message: outcome.message });
  }

  return (
    <div className={styles.actions}>
      <button type="button" className={styles.secondary} onClick={() => void send()} disabled={state.kind === 'sending'}>
        {state.kind === 'sent' ? 'Kirim ulang tautan aktivasi' : 'Kirim tautan aktivasi email'}
      </button>
      <p role="status" className={state.kind === 'failed' ? styles.fieldError : styles.hint}>
        {state.kind === 'sending' ? 'Mengirim…' : null}
        {state.kind === 'sent' ? `Tautan aktivasi telah dikirim ke ${email}. Periksa kotak masuk Anda.` : null}
        {state.kind === 'failed' ? state.message : null}
      </p>
    </div>
  );
}
