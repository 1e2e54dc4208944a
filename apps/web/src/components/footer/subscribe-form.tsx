'use client';

import { EXAMPLE_EMAIL, MESSAGES, validateSubscribeEmail } from '@kemudi/domain/validation';
import { useEffect, useId, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import styles from './site-footer.module.css';
import { warmContracts } from '@/lib/call-answer';
import { loginUrlFor, requestSubscribe } from './subscribe';

type FormState =
  | { readonly kind: 'idle' }
  | { readonly kind: 'sending' }
  | { readonly kind: 'invalid'; readonly message: string }
  | { readonly kind: 'already' }
  | { readonly kind: 'failed' }
  | { readonly kind: 'saved'; readonly email: string };

/** Nothing to subscribe to: useSyncExternalStore only tells whether React runs yet (server snapshot false). */
const NO_SUBSCRIPTION = () => () => undefined;

const FAILED_MESSAGE = 'Maaf, pendaftaran belum berhasil. Periksa koneksi Anda lalu coba lagi.';

function messageFor(state: FormState): string {
  switch (state.kind) {
    case 'invalid':
      return state.message;
    case 'already':
      return MESSAGES.ALREADY_SUBSCRIBED; // §8
    case 'failed':
      return FAILED_MESSAGE;
    default:
      return '';
  }
}

/** §4 footer subscribe: input → success card, "already subscribed" notice, or invalid-email message. */
export function SubscribeForm() {
  const [state, setState] = useState<FormState>({ kind: 'idle' });
  const inputRef = useRef<HTMLInputElement>(null);
  const cardRef = useRef<HTMLDivElement>(null);
  const focusInputNext = useRef(false);
  const id = useId();
  const inputId = `${id}-email`;
  const messageId = `${id}-message`;
  const hintId = `${id}-hint`;

  // Until React runs, the button stays disabled: a native submit would only reload the page with
  // the address in its URL. (Enter in the field does nothing either while the button is disabled.)
  const hydrated = useSyncExternalStore(NO_SUBSCRIPTION, () => true, () => false);

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
        setState({ kind: 'invalid', message: outcome.message });
        break;
      default:
        setState(outcome);
    }
    input.focus();
  }

  function handleInput() {
    // A notice about the previous address no longer applies once the visitor edits it; the invalid
    // message stays until what is typed passes §5, so it does not flicker with every key.
    if (state.kind === 'already' || state.kind === 'failed') setState({ kind: 'idle' });
    else if (state.kind === 'invalid' && validateSubscribeEmail(inputRef.current?.value).ok) setState({ kind: 'idle' });
  }

  if (state.kind === 'saved') {
    return (
      <div ref={cardRef} className={styles.successCard} role="status" tabIndex={-1}>
        <svg className={styles.successIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="12" cy="12" r="11" fill="currentColor" />
          <path d="M7 12.5l3.2 3.2L17 9" fill="none" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <div>
          <p className={styles.successTitle}>Terima kasih! Anda telah berlangganan.</p>
          <p className={styles.successText}>
            Promo, berita, dan tips terbaru dari Kemudi akan kami kirim ke <strong>{state.email}</strong>.
          </p>
          <button
            type="button"
            className={styles.textButton}
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

  const sending = state.kind === 'sending';
  const message = messageFor(state);
  const tone = state.kind === 'already' ? styles.messageInfo : styles.messageError;
  return (
    <form className={styles.subscribeForm} onSubmit={handleSubmit} onFocus={warmContracts} noValidate aria-busy={sending}>
      <label htmlFor={inputId} className={styles.subscribeLabel}>
        Email
      </label>
      <div className={styles.subscribeRow}>
        <input
          ref={inputRef}
          id={inputId}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          placeholder={EXAMPLE_EMAIL}
          className={styles.subscribeInput}
          aria-invalid={state.kind === 'invalid'}
          aria-describedby={message === '' ? hintId : `${messageId} ${hintId}`}
          onInput={handleInput}
        />
        {/* aria-disabled rather than disabled: a disabled button would drop the focus it holds. */}
        <button type="submit" className={styles.subscribeButton} aria-disabled={sending} disabled={!hydrated}>
          {sending ? (
            <>
              <span className={styles.spinner} aria-hidden="true" />
              Mengirim…
            </>
          ) : (
            'Berlangganan'
          )}
        </button>
      </div>
      {/* Always in the page, so screen readers announce what appears in it. */}
      <p id={messageId} className={`${styles.subscribeMessage} ${tone}`} aria-live="polite">
        {message}
      </p>
      <p id={hintId} className={styles.subscribeHint}>
        Promo, berita, dan tips pilihan untuk pemilik Toyota. Berhenti berlangganan kapan saja.
      </p>
    </form>
  );
}
