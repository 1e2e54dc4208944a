import type { UseQueryResult } from '@tanstack/react-query';
import {
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type RowData,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { useEffect, useState, type ReactNode } from 'react';
import { errorMessage } from '../api';
import { Notice } from './form';

/*
 * The list building block of the console (issue 24): a TanStack Table over one page of a TanStack
 * Query answer, whose sort and page live in the URL (the page's search params), so a list can be
 * linked, reloaded and walked back through. Sorting and paging happen in the API (manual mode);
 * the table only lays out the page. The queues (bookings, orders, leads, tickets) reuse it.
 */

export const listFeatures = tableFeatures({ rowSortingFeature });
export type ListFeatures = typeof listFeatures;
export type ListColumn<TRow extends RowData> = ColumnDef<ListFeatures, TRow, unknown>;

/** The URL state every list has: a 0-based page and, for sortable lists, a column and a direction. */
export interface ListSearch {
  page: number;
  sort?: string | undefined;
  dir?: 'asc' | 'desc' | undefined;
}

export interface PageOf<TRow> {
  content: TRow[];
  page: number;
  size: number;
  totalElements: number;
  totalPages: number;
}

/** TanStack Table's sorting state from the URL's, and back (one column at a time). */
export function sortingOf(search: Pick<ListSearch, 'sort' | 'dir'>): SortingState {
  return search.sort ? [{ id: search.sort, desc: search.dir === 'desc' }] : [];
}
export function searchOfSorting(sorting: SortingState): Pick<ListSearch, 'sort' | 'dir' | 'page'> {
  const [first] = sorting;
  return first ? { sort: first.id, dir: first.desc ? 'desc' : 'asc', page: 0 } : { sort: undefined, dir: undefined, page: 0 };
}

/** "1–20 dari 45" (items shown of the total). */
export function rangeText(page: Pick<PageOf<unknown>, 'page' | 'size' | 'totalElements'>, shown: number): string {
  if (page.totalElements === 0) return '0 dari 0';
  const from = page.page * page.size + 1;
  return `${from}–${from + shown - 1} dari ${page.totalElements}`;
}

export function ResourceList<TRow extends RowData>({
  caption,
  query,
  columns,
  search,
  onSearch,
  getRowId,
  empty,
  toolbar,
}: {
  /** The table's accessible name (also its visible caption). */
  caption: string;
  query: UseQueryResult<PageOf<TRow>>;
  columns: ListColumn<TRow>[];
  search: ListSearch;
  onSearch: (patch: Partial<ListSearch>) => void;
  getRowId: (row: TRow) => string;
  empty: ReactNode;
  /** Filters, search box, counts: above the table. */
  toolbar?: ReactNode;
}) {
  const data = query.data;
  const table = useTable({
    features: listFeatures,
    columns,
    data: data?.content ?? [],
    getRowId: (row) => getRowId(row),
    manualSorting: true,
    enableSortingRemoval: false,
    enableMultiSort: false,
    state: { sorting: sortingOf(search) },
    onSortingChange: (updater: Updater<SortingState>) => {
      const next = typeof updater === 'function' ? updater(sortingOf(search)) : updater;
      onSearch(searchOfSorting(next));
    },
  });

  return (
    <section className="resource-list" aria-busy={query.isFetching || undefined}>
      {toolbar ? <div className="list-toolbar">{toolbar}</div> : null}
      {query.isError ? <Notice tone="error">{errorMessage(query.error)}</Notice> : null}
      <div className="table-wrap">
        <table>
          <caption className="sr-only">{caption}</caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  const label = <table.FlexRender header={header} />;
                  return (
                    <th key={header.id} scope="col" aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}>
                      {header.column.getCanSort() ? (
                        <button type="button" className="sort-button" onClick={header.column.getToggleSortingHandler()}>
                          {label}
                          <span aria-hidden="true" className="sort-mark">
                            {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                          </span>
                        </button>
                      ) : (
                        label
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => (
              <tr key={row.id}>
                {row.getAllCells().map((cell) => (
                  <td key={cell.id} data-label={typeof cell.column.columnDef.header === 'string' ? cell.column.columnDef.header : undefined}>
                    <table.FlexRender cell={cell} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        {query.isPending ? <p className="list-empty">Memuat…</p> : data && data.content.length === 0 ? <div className="list-empty">{empty}</div> : null}
      </div>
      {data && data.totalElements > 0 ? <Pager page={data} shown={data.content.length} onPage={(page) => onSearch({ page })} /> : null}
    </section>
  );
}

function Pager({ page, shown, onPage }: { page: PageOf<unknown>; shown: number; onPage: (page: number) => void }) {
  return (
    <nav className="pager" aria-label="Halaman daftar">
      <button type="button" className="button" disabled={page.page <= 0} onClick={() => onPage(page.page - 1)}>
        Sebelumnya
      </button>
      <span>
        {rangeText(page, shown)} · Halaman {page.page + 1} dari {Math.max(1, page.totalPages)}
      </span>
      <button type="button" className="button" disabled={page.page + 1 >= page.totalPages} onClick={() => onPage(page.page + 1)}>
        Berikutnya
      </button>
    </nav>
  );
}

/** A search box that updates the URL a moment after typing stops (and at once on Enter). */
export function SearchBox({ label, value, onSearch, placeholder }: { label: string; value: string; onSearch: (text: string) => void; placeholder?: string }) {
  const [text, setText] = useState(value);
  // The URL changed from elsewhere (back, a link): show its text (React's "state from props" pattern).
  const [shownValue, setShownValue] = useState(value);
  if (shownValue !== value) {
    setShownValue(value);
    setText(value);
  }
  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => onSearch(text), 300);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);
  return (
    <form
      role="search"
      className="search-box"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(text);
      }}
    >
      <label>
        <span className="sr-only">{label}</span>
        <input type="search" value={text} placeholder={placeholder ?? label} aria-label={label} onChange={(e) => setText(e.target.value)} />
      </label>
    </form>
  );
}

/** A filter as a select that writes the URL ('' = every value). */
export function FilterSelect({
  label,
  value,
  options,
  onChange,
  allLabel = 'Semua',
}: {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
  allLabel?: string;
}) {
  return (
    <label className="filter">
      <span>{label}</span>
      <select value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{allLabel}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Tabs of a status filter with their counts ("Aktif (7)"). */
export function CountTabs<T extends string>({
  label,
  value,
  tabs,
  onChange,
}: {
  label: string;
  value: T | '';
  tabs: readonly { value: T | ''; label: string; count?: number | undefined }[];
  onChange: (value: T | '') => void;
}) {
  return (
    <div className="count-tabs" role="group" aria-label={label}>
      {tabs.map((tab) => (
        <button key={tab.value || 'all'} type="button" className="count-tab" aria-pressed={tab.value === value} onClick={() => onChange(tab.value)}>
          {tab.label}
          {tab.count !== undefined ? <span className="count"> ({tab.count})</span> : null}
        </button>
      ))}
    </div>
  );
}
