'use client';

import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useModal } from '@/lib/dialog';
import { currentSubscription, pushSupported, subscribeThisBrowser } from './push-client';
import styles from './push.module.css';

/** "Nanti saja" holds for the rest of this browser session (sessionStorage: a new session asks again). */
const LATER_KEY = 'kemudi:notifikasi-nanti';

function laterChosen(): boolean {
  try {
    return sessionStorage.getItem(LATER_KEY) === '1';
  } catch {
    return false;
  }
}

function chooseLater(): void {
  try {
    sessionStorage.setItem(LATER_KEY, '1');
  } catch {
    // Storage blocked: the modal may come back on the next page, nothing worse.
  }
}

/**
 * Where the prompt stands, on <html data-push-prompt>: 'listening' once the next interaction can
 * show it, 'off' once this page will not. Like data-link-router="ready", it tells a test (and
 * anyone debugging) that the lazily loaded island has run, so a click is not made before it.
 */
function markPrompt(state: 'listening' | 'off'): undefined {
  document.documentElement.dataset.pushPrompt = state;
  return undefined;
}

/** Another modal dialog (the drawer, the post-login steps, a search overlay…) is on screen. */
function otherModalOpen(mine: HTMLElement | null): boolean {
  const dialogs = Array.from(document.querySelectorAll<HTMLElement>('[aria-modal="true"], dialog[open]'));
  if (dialogs.some((el) => el !== mine && el.getClientRects().length > 0)) return true;
  // Any overlay locks page scrolling (lib/dialog.ts); ours is not open when this is asked without `mine`.
  return mine === null && document.documentElement.dataset.scrollLocked === 'true';
}

/**
 * §4 notification permission modal, for logged-in customers (after-login/customer-islands.tsx).
 * Shown after the visitor's first interaction (pointer or key), when this browser can receive
 * push, the permission is neither granted nor denied and the browser has no subscription; never
 * over another modal dialog (the next interaction checks again), and not again in this browser
 * session once put off. "Izinkan" asks the browser; when granted, the service worker subscribes
 * and the site stores the subscription. With the permission already granted nothing is shown:
 * the subscription is sent again (or made) silently. Every failure ends quietly.
 */
export default function PushPermission() {
  const [open, setOpen] = useState(false);
  /** Bumped to listen for the next interaction again after another modal pushed this one away. */
  const [round, setRound] = useState(0);
  const panel = useRef<HTMLDivElement>(null);
  const allowButton = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const textId = useId();

  const later = useCallback(() => {
    chooseLater();
    setOpen(false);
  }, []);
  useModal(open, panel, later, allowButton);

  useEffect(() => {
    if (!pushSupported()) return markPrompt('off');
    if (Notification.permission === 'granted') {
      if (round === 0) void subscribeThisBrowser();
      return markPrompt('off');
    }
    if (Notification.permission !== 'default' || laterChosen()) return markPrompt('off');

    let stopped = false;
    const check = async () => {
      if (stopped || otherModalOpen(null)) return; // the next interaction asks again
      if (Notification.permission !== 'default' || (await currentSubscription())) return stop();
      if (stopped || otherModalOpen(null)) return;
      stop();
      setOpen(true);
    };
    // Judged once the interaction is over (after its click or key handlers ran), so a modal that
    // the same click opens counts as open.
    const afterInteraction = (end: 'pointerup' | 'keyup') => {
      const settle = () => {
        window.removeEventListener(end, settle, true);
        window.setTimeout(() => void check(), 0);
      };
      window.addEventListener(end, settle, true);
    };
    const onPointerDown = () => afterInteraction('pointerup');
    const onKeyDown = () => afterInteraction('keyup');
    const stop = () => {
      stopped = true;
      window.removeEventListener('pointerdown', onPointerDown, true);
      window.removeEventListener('keydown', onKeyDown, true);
      markPrompt('off');
    };
    window.addEventListener('pointerdown', onPointerDown, true);
    window.addEventListener('keydown', onKeyDown, true);
    markPrompt('listening');
    return stop;
  }, [round]);

  // Another modal opening over this one (a step of the post-login flow) sends it away until later.
  useEffect(() => {
    if (!open) return;
    const observer = new MutationObserver(() => {
      if (otherModalOpen(panel.current)) {
        setOpen(false);
        setRound((n) => n + 1);
      }
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['hidden', 'open', 'aria-modal', 'class', 'style'] });
    return () => observer.disconnect();
  }, [open]);

  const allow = () => {
    // Asked inside the click: browsers only show their prompt for a user gesture.
    const asked = Notification.requestPermission();
    chooseLater(); // decided or not, this session is not asked again by the site
    setOpen(false);
    void asked.then((result) => (result === 'granted' ? subscribeThisBrowser() : false)).catch(() => false);
  };

  if (!open) return null;
  return (
    <>
      <div className={styles.backdrop} onClick={later} aria-hidden="true" />
      <div ref={panel} className={styles.dialog} role="dialog" aria-modal="true" aria-labelledby={titleId} aria-describedby={textId}>
        <svg className={styles.bell} viewBox="0 0 24 24" width="40" height="40" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z"
          />
        </svg>
        <h2 id={titleId} className={styles.title}>
          Aktifkan notifikasi Kemudi?
        </h2>
        <p id={textId} className={styles.text}>
          Izinkan notifikasi agar konfirmasi booking servis dan pesanan Anda langsung muncul di perangkat ini, walaupun halaman Kemudi sedang
          tidak dibuka.
        </p>
        <p className={styles.note}>Anda dapat mematikannya kapan saja di Akun Saya, menu Notifikasi.</p>
        <div className={styles.actions}>
          <button ref={allowButton} type="button" className={styles.primary} onClick={allow}>
            Izinkan
          </button>
          <button type="button" className={styles.secondary} onClick={later}>
            Nanti saja
          </button>
        </div>
      </div>
    </>
  );
}
