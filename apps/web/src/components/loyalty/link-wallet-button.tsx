'use client';

import { LinkData } from '@kemudi/domain/contracts/loyalty';
import { rewardText } from '@kemudi/domain/loyalty';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { goToLogin, sendAccountRequest } from '@/lib/account-request';
import { LinkSuccessModal } from './link-success-modal';
import styles from './loyalty.module.css';

/**
 * Links the customer's AstraPay wallet (§7 linking-account, through the site's /api/linking-account
 * route) and opens the §4 success modal. AstraPay's refusal (a number it does not know) or any
 * other failure is said under the button in the API's Indonesian words.
 */
export function LinkWalletButton({ label = 'Hubungkan AstraPay', onLinked }: { label?: string; onLinked?: () => void }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [success, setSuccess] = useState<{ earnedText: string | null } | null>(null);

  const link = async () => {
    setBusy(true);
    setProblem(null);
    const outcome = await sendAccountRequest('POST', '/api/linking-account', {});
    setBusy(false);
    if (outcome.kind === 'login') return goToLogin();
    if (outcome.kind !== 'ok') return setProblem(outcome.message);
    const parsed = LinkData.safeParse(outcome.data);
    if (!parsed.success) return setProblem('Maaf, jawaban AstraPay tidak dapat dibaca. Silakan coba lagi.');
    // A real provider may first ask the customer to confirm on its own page.
    if (parsed.data.redirectUrl) return window.location.assign(parsed.data.redirectUrl);
    setSuccess({ earnedText: parsed.data.earnedPoints > 0 ? rewardText(parsed.data.earnedPoints) : null });
  };

  const close = () => {
    setSuccess(null);
    // The page behind shows the linked wallet now: My Account by rendering again, the home page's offer (an island) by going.
    onLinked?.();
    router.refresh();
  };

  return (
    <>
      <button type="button" className={styles.button} onClick={() => void link()} disabled={busy} aria-busy={busy}>
        {busy ? 'Menghubungkan…' : label}
      </button>
      {problem ? (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      ) : null}
      {success ? <LinkSuccessModal earnedText={success.earnedText} onClose={close} /> : null}
    </>
  );
}
