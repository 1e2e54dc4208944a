'use client';

import { useEffect, useState } from 'react';
import styles from '@/components/account/myaccount.module.css';
import { currentSubscription, permissionState, subscribeThisBrowser, unsubscribeThisBrowser } from './push-client';

/*
 * My Account › Notifikasi (issue 11, §4): whether this browser receives Kemudi notifications, and
 * the button to turn them on (asks the browser's permission, subscribes) or off (the site forgets
 * this browser's subscription). Each browser is its own: turning it off here leaves the others on.
 */

type State = 'checking' | 'unsupported' | 'denied' | 'off' | 'on';
type LastPush = { title: string; body: string };

const STATUS: Readonly<Record<State, string>> = {
  checking: 'Memeriksa notifikasi di browser ini…',
  unsupported: 'Browser ini tidak mendukung notifikasi. Gunakan Chrome, Firefox, Edge, atau Safari versi terbaru.',
  denied: 'Notifikasi diblokir untuk Kemudi di browser ini. Izinkan notifikasi untuk situs ini di pengaturan browser, lalu muat ulang halaman.',
  off: 'Notifikasi belum aktif di browser ini.',
  on: 'Notifikasi aktif di browser ini. Konfirmasi booking servis dan pesanan Anda akan muncul di perangkat ini.',
};

async function readState(): Promise<State> {
  const permission = permissionState();
  if (permission === 'unsupported') return 'unsupported';
  if (permission === 'denied') return 'denied';
  return permission === 'granted' && (await currentSubscription()) ? 'on' : 'off';
}

export function NotificationSettings() {
  const [state, setState] = useState<State>('checking');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');
  const [last, setLast] = useState<LastPush | null>(null);

  useEffect(() => {
    let alive = true;
    void readState().then((next) => alive && setState(next));
    // The service worker tells open pages of each push it showed (public/sw.js).
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { type?: unknown; title?: unknown; body?: unknown } | null;
      if (data?.type === 'kemudi-push' && typeof data.title === 'string') setLast({ title: data.title, body: typeof data.body === 'string' ? data.body : '' });
    };
    navigator.serviceWorker?.addEventListener('message', onMessage);
    return () => {
      alive = false;
      navigator.serviceWorker?.removeEventListener('message', onMessage);
    };
  }, []);

  const turnOn = () => {
    setProblem('');
    setBusy(true);
    // Asked inside the click: browsers show their prompt only for a user gesture.
    const asked = Notification.permission === 'granted' ? Promise.resolve<NotificationPermission>('granted') : Notification.requestPermission();
    void asked
      .then(async (permission) => {
        if (permission !== 'granted') return readState();
        if (await subscribeThisBrowser()) return 'on' as const;
        setProblem('Notifikasi belum dapat diaktifkan di browser ini. Periksa koneksi Anda lalu coba lagi.');
        return 'off' as const;
      })
      .catch(() => readState())
      .then((next) => {
        setState(next);
        setBusy(false);
      });
  };

  const turnOff = () => {
    setProblem('');
    setBusy(true);
    void unsubscribeThisBrowser().then(async (done) => {
      if (!done) setProblem('Notifikasi belum dapat dimatikan. Periksa koneksi Anda lalu coba lagi.');
      setState(await readState());
      setBusy(false);
    });
  };

  return (
    <section className={styles.card} aria-labelledby="notifikasi-browser">
      <div className={styles.cardHead}>
        <h2 id="notifikasi-browser">Notifikasi di browser ini</h2>
      </div>
      <p role="status" data-state={state}>
        {STATUS[state]}
      </p>
      {problem ? (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      ) : null}
      <div className={styles.actions}>
        {state === 'off' ? (
          <button type="button" className={styles.primary} onClick={turnOn} disabled={busy}>
            {busy ? 'Mengaktifkan…' : 'Aktifkan notifikasi'}
          </button>
        ) : null}
        {state === 'on' ? (
          <button type="button" className={styles.secondary} onClick={turnOff} disabled={busy}>
            {busy ? 'Mematikan…' : 'Matikan notifikasi'}
          </button>
        ) : null}
      </div>
      {last ? (
        <div aria-live="polite">
          <h3>Notifikasi terakhir</h3>
          <p>
            <strong>{last.title}</strong>
            {last.body ? ` — ${last.body}` : null}
          </p>
        </div>
      ) : null}
    </section>
  );
}
