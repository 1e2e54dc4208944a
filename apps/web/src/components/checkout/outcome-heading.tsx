'use client';

import { useEffect, useRef, type ReactNode } from 'react';

/*
 * Issue 29: after "Bayar Sekarang" (or the watcher finding the payment made) the payment page is
 * rendered again in place as the confirmation, and the browser kept the scroll of the long payment
 * page: the outcome was off screen above. The payment page's watcher notes that this order's
 * outcome is awaited; the confirmation's heading, mounted by that render, then brings itself into
 * view and takes the focus (tabIndex -1), so screen readers read it. A confirmation opened directly
 * (a link from My Account) starts at the top and leaves the focus where the browser puts it.
 */

/** The order whose outcome this tab awaits, set while its payment page is shown (module state: one per tab). */
let awaited: string | null = null;

/** Called by the payment page (payment-watcher.tsx) while it waits for `orderNo`'s payment. */
export function awaitOutcome(orderNo: string): void {
  awaited = orderNo;
}

function takeAwaited(orderNo: string): boolean {
  if (awaited !== orderNo) return false;
  awaited = null;
  return true;
}

/** The confirmation's h1: focused and scrolled into view when it replaces this order's payment page. */
export function OutcomeHeading({ orderNo, className, children }: { orderNo: string; className?: string; children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const el = heading.current;
    if (!el || !takeAwaited(orderNo)) return;
    // The outcome opens the page: show it from the top (the header too) when the heading is within
    // the first screen of the page, else bring the heading itself to the top of the screen.
    const top = el.getBoundingClientRect().top + window.scrollY;
    if (top < window.innerHeight / 2) window.scrollTo({ top: 0 });
    else el.scrollIntoView({ block: 'start' });
    el.focus({ preventScroll: true });
  }, [orderNo]);
  return (
    <h1 ref={heading} tabIndex={-1} className={className}>
      {children}
    </h1>
  );
}
