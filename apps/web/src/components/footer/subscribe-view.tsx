import type { FormEvent, Ref } from 'react';

/*
 * The footer newsletter form's markup (§4 footer subscribe), shared by the server-rendered footer,
 * which shows it as it stands before any script runs, and the interactive form (subscribe-form.tsx),
 * which takes its place when the visitor reaches for it (newsletter-section.tsx). No hooks and no
 * browser code: both render exactly this.
 */

/** The form's class names (site-footer.module.css), handed down by the server-rendered footer (no browser code imports the map). */
export type SubscribeClasses = Readonly<Record<string, string | undefined>>;

export type SubscribeIds = { readonly input: string; readonly message: string; readonly hint: string };

export type SubscribeViewProps = {
  classes: SubscribeClasses;
  ids: SubscribeIds;
  /** The placeholder address (EXAMPLE_EMAIL). */
  example: string;
  /** The notice under the field ('' for none). */
  message: string;
  /** 'info' for a notice that is not the visitor's mistake (too many requests), else an error. */
  tone: 'info' | 'error';
  invalid: boolean;
  sending: boolean;
  /** False until the form's script runs: a native submit would only reload the page with the address in its URL. */
  enabled: boolean;
  inputRef?: Ref<HTMLInputElement>;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  onFocus?: () => void;
  onInput?: () => void;
};

export function SubscribeFormView({
  classes,
  ids,
  example,
  message,
  tone,
  invalid,
  sending,
  enabled,
  inputRef,
  onSubmit,
  onFocus,
  onInput,
}: SubscribeViewProps) {
  const toneClass = tone === 'info' ? classes.messageInfo : classes.messageError;
  return (
    <form className={classes.subscribeForm} onSubmit={onSubmit} onFocus={onFocus} noValidate aria-busy={sending}>
      <label htmlFor={ids.input} className={classes.subscribeLabel}>
        Email
      </label>
      <div className={classes.subscribeRow}>
        <input
          ref={inputRef}
          id={ids.input}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          placeholder={example}
          className={classes.subscribeInput}
          aria-invalid={invalid}
          aria-describedby={message === '' ? ids.hint : `${ids.message} ${ids.hint}`}
          onInput={onInput}
        />
        {/* aria-disabled rather than disabled: a disabled button would drop the focus it holds. */}
        <button type="submit" className={classes.subscribeButton} aria-disabled={sending} disabled={!enabled}>
          {sending ? (
            <>
              <span className={classes.spinner} aria-hidden="true" />
              Mengirim…
            </>
          ) : (
            'Berlangganan'
          )}
        </button>
      </div>
      {/* Always in the page, so screen readers announce what appears in it. */}
      <p id={ids.message} className={`${classes.subscribeMessage} ${toneClass}`} aria-live="polite">
        {message}
      </p>
      <p id={ids.hint} className={classes.subscribeHint}>
        Promo, berita, dan tips pilihan untuk pemilik Toyota. Berhenti berlangganan kapan saja.
      </p>
    </form>
  );
}
