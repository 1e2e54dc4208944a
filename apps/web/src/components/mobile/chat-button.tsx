'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { CHAT_UNREAD_EVENT, openChat, type ChatUnreadDetail } from '@/lib/events';
import styles from './mobile-bottom-bar.module.css';

/** §2 Tanya Tasia: opens the chat; its badge shows the unread count the chat announces. */
export function ChatButton({ icon }: { icon: ReactNode }) {
  const [unread, setUnread] = useState(0);

  useEffect(() => {
    const onUnread = (event: Event) => {
      const count = (event as CustomEvent<Partial<ChatUnreadDetail> | null>).detail?.count;
      if (typeof count === 'number' && Number.isInteger(count) && count >= 0) setUnread(count);
    };
    window.addEventListener(CHAT_UNREAD_EVENT, onUnread);
    return () => window.removeEventListener(CHAT_UNREAD_EVENT, onUnread);
  }, []);

  return (
    <button type="button" className={styles.item} onClick={openChat}>
      <span className={styles.icon}>
        {icon}
        {/* Laid over the icon, so showing or hiding it moves nothing. */}
        <span className={styles.badge} hidden={unread === 0} aria-hidden="true">
          {unread > 99 ? '99+' : unread}
        </span>
      </span>
      <span className={styles.label}>Tanya Tasia</span>
      {unread > 0 ? <span className="visually-hidden">, {unread} pesan belum dibaca</span> : null}
    </button>
  );
}
