'use client';

import { SEARCH_DEBOUNCE_MS } from '@kemudi/domain/constants';
import { ROUTES } from '@kemudi/domain/routes';
import { MESSAGES, collapseWhitespace, shouldRequestSuggestions } from '@kemudi/domain/validation';
import Link from '@/components/page/link';
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useId, useRef, useState, type FocusEvent, type FormEvent, type KeyboardEvent, type RefObject } from 'react';
import { warmContracts } from '@/lib/call-answer';
import { fetchSuggestions, type SearchAnswer } from './search-api';
import { SearchIcon } from './search-icon';
import styles from './search.module.css';

/*
 * §2/§5/§8/§9 search as a WAI-ARIA 1.2 combobox with a listbox popup. Focus stays in the input;
 * aria-activedescendant points at the option the arrow keys chose. Each option is a real link
 * (`<a role="option">`), so a click, a middle click or "open in new tab" all work.
 *
 * Without JavaScript (or before hydration) the form itself submits to /search/global?text=…
 */

type Status = 'idle' | 'loading' | 'ready' | 'error';

type Props = {
  /** 'bar': the desktop header, the list drops down over the page. 'overlay': the phone's full-screen search. */
  variant: 'bar' | 'overlay';
  /** The input, for a dialog that wants to focus it first. */
  inputRef?: RefObject<HTMLInputElement | null>;
  /** Called when the visitor leaves for a suggestion or the results page (the overlay closes). */
  onNavigate?: () => void;
  /** Called when the suggestion list opens or closes. */
  onExpandedChange?: (expanded: boolean) => void;
};

/** §5: whitespace collapsed to single spaces; the ends do not count. */
const normalize = (text: string) => collapseWhitespace(text).trim();

const cx = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

export function SearchCombobox({ variant, inputRef, onNavigate, onExpandedChange }: Props) {
  const router = useRouter();
  const id = useId();
  const inputId = `${id}-input`;
  const listboxId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;

  const ownInputRef = useRef<HTMLInputElement>(null);
  const input = inputRef ?? ownInputRef;
  const formRef = useRef<HTMLFormElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const request = useRef<AbortController | null>(null);
  /** The text the shown answer belongs to, so that "inova " does not ask again for "inova". */
  const answeredText = useRef<string | null>(null);

  const [text, setText] = useState('');
  const [answer, setAnswer] = useState<SearchAnswer | null>(null);
  const [status, setStatus] = useState<Status>('idle');
  const [expanded, setExpanded] = useState(false);
  const [active, setActive] = useState(-1);

  const query = normalize(text);
  const open = expanded && shouldRequestSuggestions(query);

  /** Stops the debounce wait and aborts the request in flight. */
  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    request.current?.abort();
    request.current = null;
  }, []);

  const search = useCallback(async (q: string) => {
    const controller = new AbortController();
    request.current = controller;
    try {
      const result = await fetchSuggestions(q, controller.signal);
      if (controller.signal.aborted) return;
      answeredText.current = q;
      setAnswer(result);
      setStatus('ready');
    } catch {
      if (controller.signal.aborted) return; // replaced by a newer keystroke: not a failure
      // §8 suggestion fetch failure: 'Gagal menampilkan data' and the list emptied.
      answeredText.current = null;
      setAnswer(null);
      setStatus('error');
    } finally {
      if (request.current === controller) request.current = null;
      setActive(-1);
    }
  }, []);

  const update = useCallback(
    (value: string) => {
      setText(value);
      setActive(-1);
      cancel();
      const q = normalize(value);
      // §5: suggestions only from SEARCH_MIN_CHARS characters.
      if (!shouldRequestSuggestions(q)) {
        answeredText.current = null;
        setAnswer(null);
        setStatus('idle');
        setExpanded(false);
        return;
      }
      setExpanded(true);
      if (q === answeredText.current) {
        setStatus('ready');
        return;
      }
      setStatus('loading');
      warmContracts(); // the contract loads during the wait
      // §9: asked SEARCH_DEBOUNCE_MS after the last keystroke; each keystroke starts the wait again.
      timer.current = setTimeout(() => void search(q), SEARCH_DEBOUNCE_MS);
    },
    [cancel, search],
  );

  // Text typed before the page finished loading still gets its suggestions; a value the browser
  // restored (back button) is only shown.
  useEffect(() => {
    const node = input.current;
    if (node && node.value !== '') {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- reads the DOM once at mount: text typed before hydration
      if (document.activeElement === node) update(node.value);
      else setText(node.value);
    }
    return cancel;
  }, [input, update, cancel]);

  useEffect(() => {
    onExpandedChange?.(open);
  }, [open, onExpandedChange]);

  // Escape is handled on the input itself, so that closing the list does not also close the
  // overlay around it (its dialog listens on the document): the first Escape closes the list,
  // the next one clears the text, and only then does Escape reach the dialog.
  useEffect(() => {
    const node = input.current;
    if (!node) return;
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      if (node.getAttribute('aria-expanded') === 'true') {
        event.stopPropagation();
        event.preventDefault();
        setExpanded(false);
        setActive(-1);
      } else if (node.value !== '') {
        event.stopPropagation();
        event.preventDefault();
        update('');
      }
    };
    node.addEventListener('keydown', onEscape);
    return () => node.removeEventListener('keydown', onEscape);
  }, [input, update]);

  // A click or tap anywhere else closes the list.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !formRef.current?.contains(event.target)) setExpanded(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  // The chosen option stays in view when the list scrolls.
  useEffect(() => {
    if (open && active >= 0) document.getElementById(`${id}-option-${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [open, active, id]);

  const failed = status === 'error';
  const groups = failed ? [] : (answer?.groups ?? []);
  const noResultsFor = status === 'ready' && answer !== null && groups.length === 0 ? answer.text : null;
  const noResults = noResultsFor !== null;
  const seeAll = failed ? null : { url: ROUTES.search(query), label: noResults ? 'Lihat semua hasil' : `Lihat semua hasil untuk "${query}"` };
  const optionUrls = [...groups.flatMap((group) => group.items.map((item) => item.url)), ...(seeAll ? [seeAll.url] : [])];
  const suggestionCount = optionUrls.length - (seeAll ? 1 : 0);

  const leave = (url: string) => {
    cancel();
    setExpanded(false);
    setActive(-1);
    onNavigate?.();
    router.push(url);
  };

  const closeAfterChoice = () => {
    cancel();
    setExpanded(false);
    setActive(-1);
    onNavigate?.();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = open && active >= 0 ? optionUrls[active] : undefined;
    if (chosen) leave(chosen);
    else if (query !== '') leave(ROUTES.search(query)); // §2: Enter goes to /search/global?text={text}
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    if (!shouldRequestSuggestions(query) || optionUrls.length === 0) return;
    event.preventDefault();
    const down = event.key === 'ArrowDown';
    const count = optionUrls.length;
    if (!open) {
      setExpanded(true);
      setActive(down ? 0 : count - 1);
      return;
    }
    // Wraps from the last option to the first and back.
    setActive((current) => (current < 0 ? (down ? 0 : count - 1) : (current + (down ? 1 : -1) + count) % count));
  };

  // Tab to somewhere outside the search closes the list.
  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    if (event.relatedTarget instanceof Node && !event.currentTarget.contains(event.relatedTarget)) setExpanded(false);
  };

  // Options are numbered in document order: the suggestions group by group, then "Lihat semua".
  let index = 0;
  const nextIndex = () => index++;

  return (
    <form
      ref={formRef}
      role="search"
      action="/search/global"
      method="get"
      className={cx(styles.search, variant === 'overlay' && styles.inOverlay)}
      onSubmit={onSubmit}
      onBlur={onBlur}
    >
      <label htmlFor={inputId} className="visually-hidden">
        Cari
      </label>
      <div className={styles.field}>
        <SearchIcon className={styles.fieldIcon} />
        <input
          ref={input}
          id={inputId}
          name="text"
          type="text"
          role="combobox"
          aria-expanded={open}
          aria-controls={listboxId}
          aria-autocomplete="list"
          aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
          autoComplete="off"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="search"
          maxLength={100}
          placeholder="Cari mobil, servis, aksesoris…"
          className={styles.input}
          value={text}
          onFocus={warmContracts}
          onChange={(event) => update(event.target.value)}
          onKeyDown={onKeyDown}
          onClick={() => {
            if (!open && shouldRequestSuggestions(query)) setExpanded(true);
          }}
        />
      </div>

      {/* Mouse down keeps the focus in the input, so choosing with the mouse never blurs it first. */}
      <div className={styles.popup} hidden={!open} onMouseDown={(event) => event.preventDefault()}>
        {failed && (
          <p role="alert" className={cx(styles.message, styles.error)}>
            {MESSAGES.SUGGESTIONS_FAILED}
          </p>
        )}
        {noResults && (
          <p role="status" className={styles.message}>
            Tidak ada hasil untuk &quot;{noResultsFor}&quot;
          </p>
        )}
        {status === 'loading' && groups.length === 0 && <p className={styles.message}>Mencari…</p>}
        <div
          role="listbox"
          id={listboxId}
          aria-label="Saran pencarian"
          aria-busy={status === 'loading'}
          className={styles.listbox}
          hidden={optionUrls.length === 0}
        >
          {groups.map((group) => {
            const labelId = `${id}-group-${group.kind}`;
            return (
              <div key={group.kind} role="group" aria-labelledby={labelId} className={styles.group}>
                <div id={labelId} className={styles.groupLabel}>
                  {group.label}
                </div>
                {group.items.map((item) => {
                  const i = nextIndex();
                  return (
                    <Link
                      key={`${item.kind}:${item.ref}`}
                      href={item.url}
                      role="option"
                      id={optionId(i)}
                      aria-selected={i === active}
                      tabIndex={-1}
                      className={styles.option}
                      onClick={closeAfterChoice}
                    >
                      <img src={item.imageUrl} alt="" width={56} height={40} loading="lazy" decoding="async" className={styles.optionImage} />
                      <span className={styles.optionText}>
                        <span className={styles.optionTitle}>{item.title}</span>
                        {item.subtitle !== '' && <span className={styles.optionSubtitle}>{item.subtitle}</span>}
                      </span>
                    </Link>
                  );
                })}
              </div>
            );
          })}
          {seeAll && (
            <Link
              href={seeAll.url}
              role="option"
              id={optionId(suggestionCount)}
              aria-selected={suggestionCount === active}
              tabIndex={-1}
              className={cx(styles.option, styles.seeAll)}
              onClick={closeAfterChoice}
            >
              {seeAll.label}
            </Link>
          )}
        </div>
      </div>
      <div role="status" className="visually-hidden">
        {open && status === 'ready' && suggestionCount > 0 ? `${suggestionCount} saran tersedia` : ''}
      </div>
    </form>
  );
}
