'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useState } from 'react';
import { isPageNavigation } from './link-navigation';
import styles from './navigation-progress.module.css';

type Phase = 'idle' | 'loading' | 'done';

/** How long the bar stays after the new page is shown (its finishing fade). */
const DONE_MS = 450;
/**
 * A click whose handler cancels the navigation (e.g. a link that opens a panel instead) never
 * changes the route; the bar gives up after this long rather than hang at the top.
 */
const GIVE_UP_MS = 20_000;

export function NavigationProgressBar() {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const [phase, setPhase] = useState<Phase>('idle');

  // Start: a click on a same-site link (capture phase, so nothing below can hide it from us).
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(anchor instanceof HTMLAnchorElement)) return;
      const link = { href: anchor.href, target: anchor.target, download: anchor.hasAttribute('download') };
      if (isPageNavigation(event, link, window.location.href)) setPhase('loading');
    };
    // Back from the browser's page cache with the bar still showing from before the page was left.
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setPhase('idle');
    };
    document.addEventListener('click', onClick, true);
    window.addEventListener('pageshow', onPageShow);
    // Tells (browser tests and anyone debugging) that clicks are watched from now on: a click
    // before hydration is an ordinary page load, which the browser's own indicator shows.
    document.documentElement.dataset.navProgress = 'ready';
    return () => {
      delete document.documentElement.dataset.navProgress;
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('pageshow', onPageShow);
    };
  }, []);

  // Finish: the new route is on screen (adjusted while rendering the new route, not in an effect after it).
  const route = `${pathname}?${search}`;
  const [shownRoute, setShownRoute] = useState(route);
  if (route !== shownRoute) {
    setShownRoute(route);
    if (phase === 'loading') setPhase('done');
  }

  useEffect(() => {
    if (phase === 'idle') return;
    const timer = setTimeout(() => setPhase(phase === 'loading' ? 'done' : 'idle'), phase === 'loading' ? GIVE_UP_MS : DONE_MS);
    return () => clearTimeout(timer);
  }, [phase]);

  if (phase === 'idle') return null;
  // Decorative: the page itself tells assistive technology what loaded.
  return <div className={styles.bar} data-phase={phase} role="progressbar" aria-label="Memuat halaman" aria-hidden="true" />;
}
