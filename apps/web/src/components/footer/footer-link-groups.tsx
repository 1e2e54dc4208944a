'use client';

import { useEffect, useRef } from 'react';
import type { ServerContentProps } from '@/components/layout/server-content';

/** Keep in step with the breakpoint in site-footer.module.css where the groups become columns. */
const COLUMNS_QUERY = '(min-width: 48rem)';

/*
 * The link groups are <details> so phones get a compact footer that works before (and without)
 * JavaScript. From tablet width up the CSS already shows every group as a column; this leaf then
 * also opens them and takes their summaries out of the tab order, so assistive technology is not
 * told "collapsed" about a list that is on screen, and a click cannot toggle what nobody sees.
 * The class comes from the server-rendered footer: this island ships none of the footer's class names,
 * and the groups themselves are markup that only the server renders (`content`, layout/server-content.ts).
 */
export function FooterLinkGroups({ label, className, content }: { label: string; className?: string; content: ServerContentProps }) {
  const ref = useRef<HTMLElement>(null);

  useEffect(() => {
    const nav = ref.current;
    if (nav === null) return;
    const query = window.matchMedia(COLUMNS_QUERY);
    const apply = () => {
      for (const details of nav.querySelectorAll('details')) {
        details.open = query.matches;
        const summary = details.querySelector('summary');
        if (summary) summary.tabIndex = query.matches ? -1 : 0;
      }
    };
    const blockToggle = (event: MouseEvent) => {
      if (query.matches && event.target instanceof Element && event.target.closest('summary')) event.preventDefault();
    };
    apply();
    query.addEventListener('change', apply);
    nav.addEventListener('click', blockToggle);
    return () => {
      query.removeEventListener('change', apply);
      nav.removeEventListener('click', blockToggle);
    };
  }, []);

  return <nav ref={ref} aria-label={label} className={className} {...content} />;
}
