import type { SearchGroup } from '@kemudi/domain/contracts/search';
import { SITE_PAGES } from '@kemudi/domain/pages';
import { collapseWhitespace, shouldRequestSuggestions } from '@kemudi/domain/text-rules';
import type { ChangeEvent, FocusEvent, FormEvent, KeyboardEvent, MouseEvent, Ref } from 'react';
import Link from '@/components/page/link';
import { SearchIcon } from './search-icon';

/*
 * The search combobox's markup (§2/§5/§8/§9, WAI-ARIA 1.2 combobox with a listbox popup) and what
 * it shows for a given state: shared by the server-rendered header, which shows the desktop bar as
 * it stands before any script runs, and the interactive combobox (search-combobox.tsx), which takes
 * its place when the visitor reaches for it (header-search.tsx). No hooks and no browser code.
 *
 * Without JavaScript (or before the combobox takes over) the form itself submits to
 * /search/global?text=…
 */

export type SearchStatus = 'idle' | 'loading' | 'ready' | 'error';

/** search.module.css, handed down by the server-rendered header (no browser code imports the map). */
export type SearchClasses = Readonly<Record<string, string>>;

/** The results page (ROUTES.search), where the form itself submits. */
export const RESULTS_PATH = SITE_PAGES.search.path;
/** §2: Enter goes to /search/global?text={text} (ROUTES.search). */
export const resultsUrl = (text: string) => `${RESULTS_PATH}?text=${encodeURIComponent(text)}`;

/** §5: whitespace collapsed to single spaces; the ends do not count. */
export const normalizeQuery = (text: string) => collapseWhitespace(text).trim();

export const cx = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

/** What the combobox shows for its state: the list, its options and the "Lihat semua" link. */
export function searchView(state: {
  text: string;
  groups: readonly SearchGroup[] | null;
  answerText: string | null;
  status: SearchStatus;
  expanded: boolean;
}) {
  const query = normalizeQuery(state.text);
  const open = state.expanded && shouldRequestSuggestions(query);
  const failed = state.status === 'error';
  const groups = failed ? [] : (state.groups ?? []);
  const noResultsFor = state.status === 'ready' && state.answerText !== null && groups.length === 0 ? state.answerText : null;
  const seeAll = failed ? null : { url: resultsUrl(query), label: noResultsFor !== null ? 'Lihat semua hasil' : `Lihat semua hasil untuk "${query}"` };
  const optionUrls = [...groups.flatMap((group) => group.items.map((item) => item.url)), ...(seeAll ? [seeAll.url] : [])];
  const suggestionCount = optionUrls.length - (seeAll ? 1 : 0);
  return { query, open, failed, groups, noResultsFor, seeAll, optionUrls, suggestionCount };
}

export type SearchView = ReturnType<typeof searchView>;

export type SearchFormViewProps = {
  classes: SearchClasses;
  /** 'bar': the desktop header, the list drops down over the page. 'overlay': the phone's full-screen search. */
  variant: 'bar' | 'overlay';
  /** The prefix of the input's, the list's, the groups' and the options' ids. */
  idPrefix: string;
  text: string;
  view: SearchView;
  status: SearchStatus;
  /** The option the arrow keys chose (-1: none). */
  active: number;
  /** §8 'Gagal menampilkan data'. */
  failedMessage: string;
  formRef?: Ref<HTMLFormElement>;
  inputRef?: Ref<HTMLInputElement>;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  onBlur?: (event: FocusEvent<HTMLFormElement>) => void;
  onFocus?: () => void;
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
  onClick?: () => void;
  onPopupMouseDown?: (event: MouseEvent<HTMLDivElement>) => void;
  /** A suggestion or "Lihat semua" was followed. */
  onChoose?: () => void;
};

export const optionIdOf = (idPrefix: string, index: number) => `${idPrefix}-option-${index}`;

export function SearchFormView({
  classes,
  variant,
  idPrefix,
  text,
  view,
  status,
  active,
  failedMessage,
  formRef,
  inputRef,
  onSubmit,
  onBlur,
  onFocus,
  onChange,
  onKeyDown,
  onClick,
  onPopupMouseDown,
  onChoose,
}: SearchFormViewProps) {
  const { open, failed, groups, noResultsFor, seeAll, optionUrls, suggestionCount } = view;
  const inputId = `${idPrefix}-input`;
  const listboxId = `${idPrefix}-listbox`;
  // Options are numbered in document order: the suggestions group by group, then "Lihat semua".
  let index = 0;
  const nextIndex = () => index++;
  // The server's render has no handler: an uncontrolled field there (the same markup).
  const value = onChange ? { value: text, onChange } : { defaultValue: text };

  return (
    <form
      ref={formRef}
      role="search"
      action={RESULTS_PATH}
      method="get"
      className={cx(classes.search, variant === 'overlay' && classes.inOverlay)}
      onSubmit={onSubmit}
      onBlur={onBlur}
    >
      <label htmlFor={inputId} className="visually-hidden">
        Cari
      </label>
      <div className={classes.field}>
        <SearchIcon className={classes.fieldIcon} />
        <input
          ref={inputRef}
          id={inputId}
          name="text"
          type="text"
          role="combobox"
          aria-expanded={open}
          aria-controls={listboxId}
          aria-autocomplete="list"
          aria-activedescendant={open && active >= 0 ? optionIdOf(idPrefix, active) : undefined}
          autoComplete="off"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="search"
          maxLength={100}
          placeholder="Cari mobil, servis, aksesoris…"
          className={classes.input}
          {...value}
          onFocus={onFocus}
          onKeyDown={onKeyDown}
          onClick={onClick}
        />
      </div>

      {/* Mouse down keeps the focus in the input, so choosing with the mouse never blurs it first. */}
      <div className={classes.popup} hidden={!open} onMouseDown={onPopupMouseDown}>
        {failed && (
          <p role="alert" className={cx(classes.message, classes.error)}>
            {failedMessage}
          </p>
        )}
        {noResultsFor !== null && (
          <p role="status" className={classes.message}>
            Tidak ada hasil untuk &quot;{noResultsFor}&quot;
          </p>
        )}
        {status === 'loading' && groups.length === 0 && <p className={classes.message}>Mencari…</p>}
        <div
          role="listbox"
          id={listboxId}
          aria-label="Saran pencarian"
          aria-busy={status === 'loading'}
          className={classes.listbox}
          hidden={optionUrls.length === 0}
        >
          {groups.map((group) => {
            const labelId = `${idPrefix}-group-${group.kind}`;
            return (
              <div key={group.kind} role="group" aria-labelledby={labelId} className={classes.group}>
                <div id={labelId} className={classes.groupLabel}>
                  {group.label}
                </div>
                {group.items.map((item) => {
                  const i = nextIndex();
                  return (
                    <Link
                      key={`${item.kind}:${item.ref}`}
                      href={item.url}
                      role="option"
                      id={optionIdOf(idPrefix, i)}
                      aria-selected={i === active}
                      tabIndex={-1}
                      className={classes.option}
                      onClick={onChoose}
                    >
                      <img src={item.imageUrl} alt="" width={56} height={40} loading="lazy" decoding="async" className={classes.optionImage} />
                      <span className={classes.optionText}>
                        <span className={classes.optionTitle}>{item.title}</span>
                        {item.subtitle !== '' && <span className={classes.optionSubtitle}>{item.subtitle}</span>}
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
              id={optionIdOf(idPrefix, suggestionCount)}
              aria-selected={suggestionCount === active}
              tabIndex={-1}
              className={cx(classes.option, classes.seeAll)}
              onClick={onChoose}
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
