'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { CHAT_UNREAD_EVENT, openChat, type ChatUnreadDetail } from '@/lib/events';
import type { BarItemClasses } from './bar-classes';

/** §2 Tanya Tasia: opens the chat; its badge shows the unread count the chat announces. */
export function ChatButton({ icon, classes }: { icon: ReactNode; classes: BarItemClasses & { badge?: string } }) {
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
    <button type="button" className={classes.item} onClick={openChat}>
      <span className={classes.icon}>
        {icon}
        {/* Laid over the icon, so showing or hiding it moves nothing. */}
        <span className={classes.badge} hidden={unread === 0} aria-hidden="true">
          {unread > 99 ? '99+' : unread}
        </span>
      </span>
      <span className={classes.label}>Tanya Tasia</span>
      {unread > 0 ? <span className="visually-hidden">, {unread} pesan belum dibaca</span> : null}
    </button>
  );
}
