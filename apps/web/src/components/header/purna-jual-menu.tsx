'use client';

import Link from '@/components/page/link';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export type SubmenuLink = { name: string; url: string };

/** The menu's class names (header.module.css), passed by the server-rendered header: the island ships none of its map. */
export type PurnaJualClasses = { item?: string; itemOpen?: string; link?: string; toggle?: string; submenu?: string };

/** A short grace period so the pointer can travel from the item to the submenu without it closing. */
const HOVER_CLOSE_DELAY_MS = 150;

/**
 * §2 "Purna Jual shows a submenu on hover" — and for keyboards a disclosure button beside the
 * link (the link itself still goes to /services-toyota): Enter or Space toggles, ArrowDown opens
 * and enters the list, arrows move inside it, Escape closes and puts focus back on the button.
 */
export function PurnaJualMenu({
  label,
  href,
  items,
  classes,
  chevron,
}: {
  label: string;
  href: string;
  items: readonly SubmenuLink[];
  classes: PurnaJualClasses;
  /** The toggle's chevron (icons.tsx), rendered by the server-rendered header. */
  chevron: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  /** Index of the submenu link to focus once the list is shown (ArrowDown / ArrowUp on the button). */
  const focusOnOpen = useRef<number | null>(null);
  const listId = useId();

  const links = () => Array.from(listRef.current?.querySelectorAll<HTMLAnchorElement>('a') ?? []);

  useEffect(() => {
    if (!open || focusOnOpen.current === null) return;
    const all = links();
    (focusOnOpen.current < 0 ? all[all.length - 1] : all[focusOnOpen.current])?.focus();
    focusOnOpen.current = null;
  }, [open]);

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const cancelClose = () => window.clearTimeout(closeTimer.current);

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
      return;
    }
    const onButton = event.target === buttonRef.current;
    if (onButton && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
      event.preventDefault();
      focusOnOpen.current = event.key === 'ArrowDown' ? 0 : -1;
      if (open) {
        const all = links();
        (event.key === 'ArrowDown' ? all[0] : all[all.length - 1])?.focus();
        focusOnOpen.current = null;
      } else setOpen(true);
      return;
    }
    const all = links();
    const at = all.indexOf(event.target as HTMLAnchorElement);
    if (at < 0) return;
    const move: Record<string, number> = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: all.length - 1 };
    const next = move[event.key];
    if (next === undefined) return;
    event.preventDefault();
    all[(next + all.length) % all.length]?.focus();
  };

  return (
    <li
      className={open ? `${classes.item} ${classes.itemOpen}` : classes.item}
      onPointerEnter={(event) => {
        if (event.pointerType !== 'mouse') return; // touch taps use the button
        cancelClose();
        setOpen(true);
      }}
      onPointerLeave={(event) => {
        if (event.pointerType !== 'mouse') return;
        cancelClose();
        closeTimer.current = window.setTimeout(() => setOpen(false), HOVER_CLOSE_DELAY_MS);
      }}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        // Tabbing out of the item closes the submenu.
        if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <Link href={href} className={classes.link}>
        {label}
      </Link>
      <button
        ref={buttonRef}
        type="button"
        className={classes.toggle}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => {
          cancelClose();
          setOpen((was) => !was);
        }}
      >
        <span className="visually-hidden">Submenu {label}</span>
        {chevron}
      </button>
      <ul ref={listRef} id={listId} className={classes.submenu} hidden={!open}>
        {items.map((item) => (
          <li key={item.url}>
            <Link href={item.url} onClick={() => setOpen(false)}>
              {item.name}
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
}
