'use client';

import { ROUTES } from '@kemudi/domain/routes';
import { useEffect, useId, useRef, useState } from 'react';
import Link from '@/components/page/link';
import { currentSubscription, permissionState, subscribeThisBrowser } from './push-client';
import { offerPutOff, putOfferOff } from './push-offer-storage';
import styles from './push-offer.module.css';

/*
 * Issue 29: notifications are offered where they explain themselves — on the outcome of a booking
 * or an order the customer just placed ("Ingin kabar status lewat notifikasi?") — and in My Account
 * › Notifikasi; never as a modal on a first click or at page load (it covered forms and took the
 * focus). The offer is a card in the page's flow: it covers nothing and takes no focus. It shows
 * only when this browser can receive push, the permission is still undecided, there is no
 * subscription and the customer has not said "Nanti saja" on this device (remembered for good in
 * localStorage; My Account › Notifikasi still turns them on). "Aktifkan notifikasi" asks the
 * browser (inside the click: browsers prompt only for a gesture) and, when granted, subscribes.
 */

type State = 'hidden' | 'offered' | 'busy' | 'on' | 'blocked' | 'failed' | 'later';

const OUTCOME: Readonly<Record<Exclude<State, 'hidden' | 'offered' | 'busy'>, string>> = {
  on: 'Notifikasi aktif di browser ini. Kabar status booking dan pesanan Anda akan muncul di perangkat ini.',
  blocked: 'Notifikasi tidak diizinkan di browser ini. Anda dapat mengizinkannya nanti di pengaturan browser, lalu di Akun Saya › Notifikasi.',
  failed: 'Notifikasi belum dapat diaktifkan di browser ini. Coba lagi nanti di Akun Saya › Notifikasi.',
  later: 'Baik, kami tidak akan menawarkannya lagi di perangkat ini. Anda dapat mengaktifkannya kapan saja di Akun Saya › Notifikasi.',
};

export interface PushOfferProps {
  /** What the status is about: 'booking' or 'pesanan'. */
  subject: 'booking' | 'pesanan';
  /** The heading's level in the page it sits in (an order's confirmation: 2; inside a booking's: 3). */
  headingLevel?: 2 | 3;
}

export function PushOffer({ subject, headingLevel = 2 }: PushOfferProps) {
  const [state, setState] = useState<State>('hidden');
  const titleId = useId();
  const outcome = useRef<HTMLParagraphElement>(null);
  const answered = useRef(false);

  useEffect(() => {
    let alive = true;
    if (permissionState() !== 'default' || offerPutOff()) return;
    void currentSubscription().then((subscription) => {
      if (alive && !subscription) setState('offered');
    });
    return () => {
      alive = false;
    };
  }, []);

  // Once answered, the focus (on the button that is gone) moves to what happened.
  useEffect(() => {
    if (answered.current && state !== 'offered' && state !== 'busy') outcome.current?.focus();
  }, [state]);

  if (state === 'hidden') return null;

  const allow = () => {
    answered.current = true;
    setState('busy');
    // Asked inside the click: browsers show their prompt only for a user gesture.
    void Notification.requestPermission()
      .then(async (permission) => {
        if (permission !== 'granted') return permission === 'denied' ? 'blocked' : 'offered';
        return (await subscribeThisBrowser()) ? 'on' : 'failed';
      })
      .catch(() => 'failed' as const)
      .then((next) => setState(next));
  };

  const later = () => {
    answered.current = true;
    putOfferOff();
    setState('later');
  };

  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className={styles.offer} aria-labelledby={titleId} data-testid="push-offer">
      <Heading id={titleId} className={styles.title}>
        Ingin kabar status lewat notifikasi?
      </Heading>
      {state === 'offered' || state === 'busy' ? (
        <>
          <p className={styles.text}>
            {subject === 'booking'
              ? 'Kami kabari saat booking Anda dikonfirmasi, dijadwalkan ulang, atau selesai — walaupun halaman Kemudi sedang tidak dibuka.'
              : 'Kami kabari saat pesanan Anda disiapkan dealer, siap diambil atau dipasang, dan setiap kali statusnya berubah — walaupun halaman Kemudi sedang tidak dibuka.'}
          </p>
          <div className={styles.actions}>
            <button type="button" className={styles.primary} onClick={allow} disabled={state === 'busy'}>
              {state === 'busy' ? 'Mengaktifkan…' : 'Aktifkan notifikasi'}
            </button>
            <button type="button" className={styles.secondary} onClick={later} disabled={state === 'busy'}>
              Nanti saja
            </button>
          </div>
        </>
      ) : (
        <p ref={outcome} className={styles.text} role="status" tabIndex={-1}>
          {OUTCOME[state]}{' '}
          <Link href={ROUTES.myNotifications}>Buka pengaturan notifikasi</Link>
        </p>
      )}
    </section>
  );
}
