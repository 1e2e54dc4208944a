'use client';

import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { announceChatUnread, CITY_CHANGED_EVENT, OPEN_CHAT_EVENT, type CityChangedDetail } from '@/lib/events';
import styles from './chat-launcher.module.css';

// The panel (messages, form, fetch) is its own chunk, fetched on first open or when the pointer
// or focus reaches the button; the page ships only this launcher.
const loadPanel = () => import('./chat-panel');
const ChatPanel = lazy(loadPanel);

/** Session storage: the visitor has opened the chat in this session, so the greeting is read. */
const SEEN_KEY = 'kemudi_chat_seen';

function greetingSeen(): boolean {
  try {
    return sessionStorage.getItem(SEEN_KEY) === '1';
  } catch {
    return false; // storage blocked: the greeting simply counts as unread again
  }
}

function rememberSeen(): void {
  try {
    sessionStorage.setItem(SEEN_KEY, '1');
  } catch {
    // storage blocked: nothing to remember it in
  }
}

/**
 * The desktop's floating 'Tanya Tasia' button (phones open the chat from the bottom bar's button,
 * through OPEN_CHAT_EVENT) and the unread count: Tasia's greeting is one unread message until the
 * chat is first opened in this session; an answer that arrives while the chat is closed adds one.
 * The count is announced (announceChatUnread) for the bottom bar's badge. Tanya Tasia is on every
 * page (§2 mobile bottom bar, issue 3): the root layout renders this launcher with the chosen city
 * (the city cookie is HttpOnly, so the server reads it, §9 fallback 0080); a later change in the
 * city picker reaches the chat through CITY_CHANGED_EVENT. Only the launcher ships with the page;
 * its icon comes rendered from the server (chat-icon.tsx).
 */
export function ChatLauncher({ cityIsocode, icon }: { cityIsocode: string; icon: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  // null until session storage has been read (after hydration): no badge is rendered on the server.
  const [unread, setUnread] = useState<number | null>(null);
  const [city, setCity] = useState(cityIsocode);
  const openRef = useRef(false);

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- reads session storage once, after hydration (the server renders no badge)
    setUnread(greetingSeen() ? 0 : 1);
  }, []);

  useEffect(() => {
    if (unread !== null) announceChatUnread(unread);
  }, [unread]);

  useEffect(() => {
    openRef.current = open;
  }, [open]);

  const show = useCallback(() => {
    setLoaded(true);
    setOpen(true);
    setUnread(0);
    rememberSeen();
  }, []);
  const close = useCallback(() => setOpen(false), []);
  const answered = useCallback(() => {
    if (!openRef.current) setUnread((n) => (n ?? 0) + 1);
  }, []);

  useEffect(() => {
    const onCity = (event: Event) => {
      const detail = (event as CustomEvent<Partial<CityChangedDetail> | null>).detail;
      if (typeof detail?.cityIsocode === 'string') setCity(detail.cityIsocode);
    };
    window.addEventListener(OPEN_CHAT_EVENT, show);
    window.addEventListener(CITY_CHANGED_EVENT, onCity);
    return () => {
      window.removeEventListener(OPEN_CHAT_EVENT, show);
      window.removeEventListener(CITY_CHANGED_EVENT, onCity);
    };
  }, [show]);

  const warm = () => void loadPanel().catch(() => undefined);
  const count = unread ?? 0;

  return (
    <>
      <button
        type="button"
        className={styles.launcher}
        data-chrome=""
        aria-expanded={open}
        aria-haspopup="dialog"
        aria-describedby={count > 0 ? 'tasia-unread' : undefined}
        onClick={open ? close : show}
        onPointerEnter={warm}
        onFocus={warm}
      >
        {/* The name as text, not aria-label: the badge's visible count must not contradict the name (WCAG 2.5.3). */}
        <span className="visually-hidden">Tanya Tasia</span>
        {icon}
        {count > 0 ? (
          <span className={styles.badge} aria-hidden="true">
            {count > 99 ? '99+' : count}
          </span>
        ) : null}
      </button>
      <span id="tasia-unread" className="visually-hidden">
        {count > 0 ? `${count} pesan belum dibaca` : ''}
      </span>
      {loaded ? (
        <Suspense fallback={null}>
          <ChatPanel open={open} onClose={close} cityIsocode={city} onAnswer={answered} />
        </Suspense>
      ) : null}
    </>
  );
}
