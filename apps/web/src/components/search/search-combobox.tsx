'use client';

import { SEARCH_DEBOUNCE_MS } from '@kemudi/domain/constants';
import { shouldRequestSuggestions } from '@kemudi/domain/text-rules';
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type FocusEvent, type FormEvent, type KeyboardEvent, type RefObject } from 'react';
import { warmContracts } from '@/lib/call-answer';
import type { SearchAnswer } from './search-api';
import { normalizeQuery, optionIdOf, resultsUrl, SearchFormView, searchView, type SearchClasses, type SearchStatus } from './search-form-view';

/*
 * §2/§5/§8/§9 search as a WAI-ARIA 1.2 combobox with a listbox popup. Focus stays in the input;
 * aria-activedescendant points at the option the arrow keys chose. Each option is a real link
 * (`<a role="option">`), so a click, a middle click or "open in new tab" all work. The markup is
 * search-form-view.tsx.
 *
 * Issue 14: none of this is in a page's first load. The header's desktop bar arrives rendered by
 * the server and this combobox takes its place when the visitor reaches for it (header-search.tsx),
 * with what they typed, the focus and the caret; the phone's overlay (search-overlay.tsx) brings it
 * along. The suggestion call (search-api.ts, with the contracts) is fetched on focus or the first
 * keystroke, long before the debounce ends; the §8 failure text and the class names come from the
 * server-rendered header as props.
 */

/** What the visitor had done with the server-rendered field this combobox replaces. */
export type TakeOver = { readonly value: string; readonly focused: boolean; readonly start: number | null; readonly end: number | null };

type Props = {
  classes: SearchClasses;
  /** 'bar': the desktop header, the list drops down over the page. 'overlay': the phone's full-screen search. */
  variant: 'bar' | 'overlay';
  /** The input, for a dialog that wants to focus it first. */
  inputRef?: RefObject<HTMLInputElement | null>;
  /** Called when the visitor leaves for a suggestion or the results page (the overlay closes). */
  onNavigate?: () => void;
  /** Called when the suggestion list opens or closes. */
  onExpandedChange?: (expanded: boolean) => void;
  /** §8 'Gagal menampilkan data' (MESSAGES.SUGGESTIONS_FAILED, passed down from the server component). */
  failedMessage: string;
  /** Read as the combobox first renders, when it replaces the server-rendered bar (still in the page then). */
  takeOver?: () => TakeOver | null;
};

const loadSearchApi = () => import('./search-api');
/** Starts loading the suggestion call and its contract; a failure here is retried by the search itself. */
const warmSearch = () => {
  loadSearchApi().catch(() => undefined);
  warmContracts();
};

export function SearchCombobox({ classes, variant, inputRef, onNavigate, onExpandedChange, failedMessage, takeOver }: Props) {
  const router = useRouter();
  const id = useId();

  const ownInputRef = useRef<HTMLInputElement>(null);
  const input = inputRef ?? ownInputRef;
  const formRef = useRef<HTMLFormElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const request = useRef<AbortController | null>(null);
  /** The text the shown answer belongs to, so that "inova " does not ask again for "inova". */
  const answeredText = useRef<string | null>(null);

  const [taken] = useState(() => takeOver?.() ?? null);
  const [text, setText] = useState(taken?.value ?? '');
  const [answer, setAnswer] = useState<SearchAnswer | null>(null);
  const [status, setStatus] = useState<SearchStatus>('idle');
  const [expanded, setExpanded] = useState(false);
  const [active, setActive] = useState(-1);

  const view = searchView({ text, groups: answer?.groups ?? null, answerText: answer?.text ?? null, status, expanded });
  const { query, open, optionUrls } = view;

  // Replacing the server-rendered bar: the focus and the caret carry over before the first paint
  // (the text did with the first render); suggestions for it start below, as for text typed early.
  useLayoutEffect(() => {
    const node = input.current;
    if (!taken?.focused || !node) return;
    node.focus();
    if (taken.start !== null && taken.end !== null) node.setSelectionRange(taken.start, taken.end);
  }, [input, taken]);

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
      const result = await (await loadSearchApi()).fetchSuggestions(q, controller.signal);
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
      const q = normalizeQuery(value);
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
      warmSearch(); // the call and its contract load during the wait
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
    if (open && active >= 0) document.getElementById(optionIdOf(id, active))?.scrollIntoView({ block: 'nearest' });
  }, [open, active, id]);

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
    else if (query !== '') leave(resultsUrl(query)); // §2: Enter goes to /search/global?text={text}
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

  return (
    <SearchFormView
      classes={classes}
      variant={variant}
      idPrefix={id}
      text={text}
      view={view}
      status={status}
      active={active}
      failedMessage={failedMessage}
      formRef={formRef}
      inputRef={input}
      onSubmit={onSubmit}
      onBlur={onBlur}
      onFocus={warmSearch}
      onChange={(event) => update(event.target.value)}
      onKeyDown={onKeyDown}
      onClick={() => {
        if (!open && shouldRequestSuggestions(query)) setExpanded(true);
      }}
      onPopupMouseDown={(event) => event.preventDefault()}
      onChoose={closeAfterChoice}
    />
  );
}
