'use client';

import { useRouter } from 'next/navigation';
import { useRef, useState } from 'react';
import { goToLogin, sendAccountRequest } from '@/lib/account-request';
import styles from './loyalty.module.css';

/** Unlinks the wallet after a confirmation (My Account). The AstraPoints stay. */
export function UnlinkWalletButton() {
  const router = useRouter();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);

  const unlink = async () => {
    setBusy(true);
    setProblem(null);
    const outcome = await sendAccountRequest('POST', '/api/loyalty/unlink', {});
    setBusy(false);
    if (outcome.kind === 'login') return goToLogin();
    if (outcome.kind !== 'ok') return setProblem(outcome.message);
    setConfirming(false);
    router.refresh();
  };

  if (!confirming) {
    return (
      <button
        type="button"
        className={styles.dangerButton}
        onClick={() => {
          setConfirming(true);
          requestAnimationFrame(() => confirmButton.current?.focus());
        }}
      >
        Putuskan AstraPay
      </button>
    );
  }
  return (
    <div className={styles.confirm} role="group" aria-label="Konfirmasi memutuskan AstraPay">
      <p>Putuskan akun AstraPay dari akun Kemudi Anda? AstraPoints Anda tetap tersimpan.</p>
      <div className={styles.actions}>
        <button ref={confirmButton} type="button" className={styles.dangerButton} onClick={() => void unlink()} disabled={busy} aria-busy={busy}>
          {busy ? 'Memutuskan…' : 'Ya, putuskan'}
        </button>
        <button type="button" className={styles.plainButton} onClick={() => setConfirming(false)} disabled={busy}>
          Batal
        </button>
      </div>
      {problem ? (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
