'use client';

import { validateSubscribeEmail } from '@kemudi/domain/validation';
import { useEffect, useId, useLayoutEffect, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { warmContracts } from '@/lib/call-answer';
import { loginUrlFor, requestSubscribe } from './subscribe';
import { SubscribeFormView, type SubscribeClasses } from './subscribe-view';

type FormState =
  | { readonly kind: 'idle' }
  | { readonly kind: 'sending' }
  | { readonly kind: 'invalid'; readonly message: string }
  | { readonly kind: 'limited'; readonly message: string }
  | { readonly kind: 'already'; readonly message: string }
  | { readonly kind: 'failed' }
  | { readonly kind: 'saved'; readonly email: string };

/** What the visitor had done with the server-rendered form this one replaces. */
export type TakeOver = { readonly value: string; readonly focused: boolean };

/** Nothing to subscribe to: useSyncExternalStore only tells whether React runs yet (server snapshot false). */
const NO_SUBSCRIPTION = () => () => undefined;

const FAILED_MESSAGE = 'Maaf, pendaftaran belum berhasil. Periksa koneksi Anda lalu coba lagi.';

function messageFor(state: FormState): string {
  switch (state.kind) {
    case 'invalid':
    case 'limited':
    case 'already':
      return state.message;
    case 'failed':
      return FAILED_MESSAGE;
    default:
      return '';
  }
}

/**
 * §4 footer subscribe: input → a card asking to confirm from the inbox (issue 16: double opt-in),
 * §8 'Anda sudah berlangganan' for a confirmed address (issue 29), or a message.
 * Issue 14: a chunk of its own, which replaces the server-rendered form (the same markup,
 * subscribe-view.tsx) when the visitor reaches for it (newsletter-section.tsx); `takeOver()` reads
 * what they typed there, and whether the field had the focus, as this form is first rendered.
 */
export function SubscribeForm({ classes, example, takeOver }: { classes: SubscribeClasses; example: string; takeOver: () => TakeOver | null }) {
  const [state, setState] = useState<FormState>({ kind: 'idle' });
  const [taken] = useState(takeOver);
  const inputRef = useRef<HTMLInputElement>(null);
  const cardRef = useRef<HTMLDivElement>(null);
  const focusInputNext = useRef(false);
  const id = useId();
  const ids = { input: `${id}-email`, message: `${id}-message`, hint: `${id}-hint` };

  // Rendered in the browser only, so at once true; kept for the (server) render of the same form.
  const hydrated = useSyncExternalStore(NO_SUBSCRIPTION, () => true, () => false);

  // The address typed into the server-rendered form, and its focus, carry over before the first paint.
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!input || !taken) return;
    input.value = taken.value;
    if (taken.focused) input.focus();
  }, [taken]);

  // The form is replaced by the card (and back): move focus along so it is never lost to <body>.
  useEffect(() => {
    if (state.kind === 'saved') cardRef.current?.focus();
    else if (focusInputNext.current) {
      focusInputNext.current = false;
      inputRef.current?.focus();
    }
  }, [state.kind]);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = inputRef.current;
    if (state.kind === 'sending' || input === null) return;

    const checked = validateSubscribeEmail(input.value);
    if (!checked.ok) {
      if (checked.reason === 'empty') {
        setState({ kind: 'idle' });
        window.alert(checked.message); // §5/§8: an empty address is refused with an alert
      } else {
        setState({ kind: 'invalid', message: checked.message });
      }
      input.focus();
      return;
    }

    setState({ kind: 'sending' });
    const outcome = await requestSubscribe(checked.email);
    switch (outcome.kind) {
      case 'saved':
        setState({ kind: 'saved', email: checked.email });
        return;
      case 'login':
        window.location.assign(loginUrlFor(`${window.location.pathname}${window.location.search}`));
        return;
      case 'invalid':
      case 'limited':
      case 'already':
        setState(outcome);
        break;
      default:
        setState(outcome);
    }
    input.focus();
  }

  function handleInput() {
    // A notice about the previous address no longer applies once the visitor edits it; the invalid
    // message stays until what is typed passes §5, so it does not flicker with every key.
    if (state.kind === 'limited' || state.kind === 'already' || state.kind === 'failed') setState({ kind: 'idle' });
    else if (state.kind === 'invalid' && validateSubscribeEmail(inputRef.current?.value).ok) setState({ kind: 'idle' });
  }

  if (state.kind === 'saved') {
    return (
      <div ref={cardRef} className={classes.successCard} role="status" tabIndex={-1}>
        <svg className={classes.successIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="12" cy="12" r="11" fill="currentColor" />
          <path d="M7 12.5l3.2 3.2L17 9" fill="none" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <div>
          <p className={classes.successTitle}>Terima kasih! Periksa email Anda untuk mengonfirmasi langganan.</p>
          <p className={classes.successText}>
            Kami mengirim tautan konfirmasi ke <strong>{state.email}</strong>. Promo, berita, dan tips dari Kemudi kami kirim setelah Anda
            membuka tautan itu.
          </p>
          <button
            type="button"
            className={classes.textButton}
            onClick={() => {
              focusInputNext.current = true;
              setState({ kind: 'idle' });
            }}
          >
            Daftarkan email lain
          </button>
        </div>
      </div>
    );
  }

  const message = messageFor(state);
  return (
    <SubscribeFormView
      classes={classes}
      ids={ids}
      example={example}
      message={message}
      tone={state.kind === 'limited' || state.kind === 'already' ? 'info' : 'error'}
      invalid={state.kind === 'invalid'}
      sending={state.kind === 'sending'}
      enabled={hydrated}
      inputRef={inputRef}
      onSubmit={handleSubmit}
      onFocus={warmContracts}
      onInput={handleInput}
    />
  );
}
