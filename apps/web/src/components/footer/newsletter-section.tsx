'use client';

import { useCallback, useRef, type ReactNode } from 'react';
import { useLoadOnReach } from '@/components/layout/load-on-reach';
import type { TakeOver } from './subscribe-form';
import type { SubscribeClasses } from './subscribe-view';

/** The interactive form: fetched when the visitor first reaches for the section. */
const loadForm = () => import('./subscribe-form');

/**
 * The footer's newsletter section (§4 footer subscribe) as a tiny island (issue 14: first-load
 * JavaScript). The form arrives rendered by the server (`form`, subscribe-view.tsx: the button
 * disabled, as before any script runs); the interactive form (subscribe-form.tsx, with the §5 check
 * and the call) is fetched the first time the visitor reaches for it and takes its place, with what
 * they typed and the focus. A failed fetch is tried again on the next reach.
 */
export function NewsletterSection({
  className,
  labelledBy,
  intro,
  form,
  classes,
  example,
}: {
  className?: string;
  labelledBy: string;
  /** The heading and the lead, rendered by the server. */
  intro: ReactNode;
  /** The server-rendered form. */
  form: ReactNode;
  classes: SubscribeClasses;
  example: string;
}) {
  const section = useRef<HTMLElement>(null);
  const Form = useLoadOnReach(section, loadForm)?.SubscribeForm;

  // Read while the interactive form first renders: the server-rendered field is still in the page then.
  const takeOver = useCallback((): TakeOver | null => {
    const input = section.current?.querySelector('input');
    return input ? { value: input.value, focused: document.activeElement === input } : null;
  }, []);

  return (
    <section ref={section} aria-labelledby={labelledBy} className={className}>
      {intro}
      {Form ? <Form classes={classes} example={example} takeOver={takeOver} /> : form}
    </section>
  );
}
