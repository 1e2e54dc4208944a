'use client';

import { AstraPointsData } from '@kemudi/domain/contracts/loyalty';
import { FALLBACK_REWARD_TEXT } from '@kemudi/domain/constants';
import { earnedPointsText } from '@kemudi/domain/loyalty';
import { useEffect, useState } from 'react';
import styles from './loyalty.module.css';
import { request } from '@/lib/browser-api';

/**
 * §3 earnPointNotif (issue 11): once the page is up (this island is loaded after it, for
 * customers only — customer-islands.tsx), asks astrapoints once; when points were earned and not
 * told yet, says so politely (a status message, dismissable) and calls reset-earn-point at once, so
 * the notice shows one time only, whichever page or tab it appears in. Any failure shows nothing.
 */
export default function EarnedPointsNotice() {
  const [text, setText] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    void (async () => {
      try {
        const answer = await request('/api/loyalty/astrapoints', { signal: controller.signal });
        if (!answer.ok) return;
        const parsed = AstraPointsData.safeParse(answer.data);
        if (!parsed.success || !parsed.data.earnPointNotif) return;
        const earned = parsed.data.lastEarnedPoints;
        setText(earned && earned > 0 ? earnedPointsText(earned) : `Selamat! Anda mendapatkan ${FALLBACK_REWARD_TEXT}`);
        // §7 reset-earn-point (a GET, as §7 names it): told once.
        await request('/api/loyalty/reset-earn-point', { signal: controller.signal });
      } catch {
        // Silent (§8 "most other failures are silent"): the notice is a courtesy.
      }
    })();
    return () => controller.abort();
  }, []);

  return (
    // The live region is there before its text, so screen readers announce the text when it comes.
    <div role="status" aria-live="polite">
      {text ? (
        <div className={styles.toast}>
          <p>{text}</p>
          <button type="button" className={styles.toastClose} onClick={() => setText(null)} aria-label="Tutup pemberitahuan AstraPoint">
            Tutup
          </button>
        </div>
      ) : null}
    </div>
  );
}
