'use client';

import { CONSENT_STATUS } from '@kemudi/domain/constants';
import type { ConsentDecision, MyConsentsData } from '@kemudi/domain/contracts/consent';
import type { ConsentItem } from '@kemudi/domain/contracts/customer';
import { formatDateId } from '@kemudi/domain/format';
import { useEffect, useRef, useState } from 'react';
import { ConsentBox } from '@/components/form/consent-box';
import styles from './myaccount.module.css';
import { goToLogin, sendAccountRequest } from '@/lib/account-request';

/*
 * Personal-data consent in My Account (issue 11, UU PDP): the customer's current status, the text
 * they answer, when and where they gave it, every decision they made, and the buttons to give
 * consent (after ticking the §9 checkbox statement) or withdraw it — withdrawing asks first and
 * says what it means. Calls /api/submit-uu-pdp.
 */

const ROUTE = '/api/submit-uu-pdp';
/** The history is read from its own route: submit-uu-pdp is POST only (§5, §8; issue 13). */
const HISTORY_ROUTE = '/api/myaccount-consent';

/** Where a decision was made ('modal' | 'myaccount' | 'guest' | 'form', contracts/consent.ts). */
const CHANNEL_LABELS: Readonly<Record<string, string>> = {
  modal: 'Pop-up setelah masuk',
  myaccount: 'Akun Saya',
  guest: 'Formulir sebelum masuk',
  form: 'Formulir',
};

export function consentChannelLabel(channel: string): string {
  return CHANNEL_LABELS[channel] ?? channel;
}

/** "22 November 2026, 10.05 WIB". */
export function formatDecidedAt(iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '-';
  const wib = new Date(at.getTime() + 7 * 60 * 60 * 1000);
  const time = `${String(wib.getUTCHours()).padStart(2, '0')}.${String(wib.getUTCMinutes()).padStart(2, '0')}`;
  return `${formatDateId(at, 'long')}, ${time} WIB`;
}

/** The status as the customer reads it; 'Belum memberikan persetujuan' when never answered. */
export function consentStatusText(current: ConsentDecision | null): string {
  return current ? current.statusLabel : 'Belum memberikan persetujuan';
}

export function MyAccountConsent({ initial, text }: { initial: MyConsentsData; text: ConsentItem }) {
  const [consents, setConsents] = useState(initial);
  const [confirming, setConfirming] = useState(false);
  /** The checkbox of the consent statement, ticked before consent can be given. */
  const [ticked, setTicked] = useState(false);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const confirmRef = useRef<HTMLParagraphElement>(null);
  const current = consents.current;
  const agreed = current?.consentStatusId === CONSENT_STATUS.agreed;

  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);

  async function decide(consentStatusId: 1 | 3) {
    if (busy) return;
    setBusy(true);
    setNotice(null);
    const outcome = await sendAccountRequest('POST', ROUTE, { consentStatusId });
    if (outcome.kind === 'login') return goToLogin();
    if (outcome.kind !== 'ok') {
      setBusy(false);
      setNotice({ ok: false, text: outcome.message });
      return;
    }
    // The history with the text as it was answered: read again (the write answers the decision only).
    const fresh = await sendAccountRequest('GET', HISTORY_ROUTE);
    setBusy(false);
    setConfirming(false);
    setTicked(false);
    if (fresh.kind === 'ok' && isConsents(fresh.data)) setConsents(fresh.data);
    setNotice({
      ok: true,
      text: consentStatusId === CONSENT_STATUS.agreed ? 'Terima kasih, persetujuan Anda telah disimpan.' : 'Persetujuan Anda telah ditarik.',
    });
  }

  return (
    <div className={styles.cards}>
      <section aria-labelledby="status-persetujuan" className={styles.cardWide}>
        <div className={styles.cardHead}>
          <h2 id="status-persetujuan">Status persetujuan</h2>
        </div>
        <div role="status" aria-live="polite">
          {notice ? <p className={notice.ok ? styles.success : styles.problem}>{notice.text}</p> : null}
        </div>
        <dl className={styles.facts}>
          <dt>Status</dt>
          <dd>
            <span className={agreed ? styles.verified : styles.unverified} data-testid="status-persetujuan">
              {consentStatusText(current)}
            </span>
          </dd>
          {current ? (
            <>
              <dt>Waktu</dt>
              <dd>{formatDecidedAt(current.decidedAt)}</dd>
              <dt>Melalui</dt>
              <dd>{consentChannelLabel(current.channel)}</dd>
            </>
          ) : null}
        </dl>
        {agreed ? (
          confirming ? (
            <div className={styles.confirm} role="group" aria-labelledby="tarik-judul">
              <p id="tarik-judul" ref={confirmRef} tabIndex={-1}>
                <strong>Tarik persetujuan pemrosesan data pribadi?</strong>
              </p>
              <p>
                Setelah ditarik, kami tidak lagi memproses data pribadi Anda untuk dihubungi sales konsultan maupun untuk penawaran
                produk, promo, dan layanan. Akun, pesanan, dan booking servis Anda tetap berjalan. Anda dapat memberikan persetujuan
                lagi kapan saja di halaman ini.
              </p>
              <div className={styles.actions}>
                <button type="button" className={styles.danger} disabled={busy} onClick={() => void decide(CONSENT_STATUS.withdrawn)}>
                  {busy ? 'Memproses…' : 'Ya, tarik persetujuan'}
                </button>
                <button type="button" className={styles.secondary} disabled={busy} onClick={() => setConfirming(false)}>
                  Batal
                </button>
              </div>
            </div>
          ) : (
            <div className={styles.actions}>
              <button
                type="button"
                className={styles.danger}
                onClick={() => {
                  setNotice(null);
                  setConfirming(true);
                }}
              >
                Tarik persetujuan
              </button>
            </div>
          )
        ) : (
          <>
            {/* §9 the checkbox variant of the consent text (source 4, detail 4): the statement the customer ticks. */}
            <ConsentBox checked={ticked} onChange={setTicked} />
            <div className={styles.actions}>
              <button type="button" className={styles.primary} disabled={busy || !ticked} onClick={() => void decide(CONSENT_STATUS.agreed)}>
                {busy ? 'Menyimpan…' : 'Berikan persetujuan'}
              </button>
            </div>
          </>
        )}
      </section>

      <section aria-labelledby="teks-persetujuan" className={styles.cardWide}>
        <div className={styles.cardHead}>
          <h2 id="teks-persetujuan">{text.title}</h2>
        </div>
        <p>{text.bodyMessage}</p>
      </section>

      <section aria-labelledby="riwayat-persetujuan" className={styles.cardWide}>
        <div className={styles.cardHead}>
          <h2 id="riwayat-persetujuan">Riwayat persetujuan</h2>
        </div>
        {consents.history.length === 0 ? (
          <div className={styles.empty}>
            <p>Belum ada riwayat persetujuan.</p>
          </div>
        ) : (
          <ol className={styles.carList} aria-label="Riwayat persetujuan, terbaru di atas">
            {consents.history.map((record, i) => (
              <li key={`${record.decidedAt}-${i}`} className={styles.carItem}>
                <div>
                  <h3>{record.statusLabel}</h3>
                  <p>
                    {formatDecidedAt(record.decidedAt)} · {consentChannelLabel(record.channel)}
                  </p>
                </div>
                <details>
                  <summary>Teks yang disetujui</summary>
                  <p>{record.consentText}</p>
                </details>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}

function isConsents(value: unknown): value is MyConsentsData {
  if (typeof value !== 'object' || value === null) return false;
  const { current, history } = value as { current?: unknown; history?: unknown };
  return (current === null || typeof current === 'object') && Array.isArray(history);
}
