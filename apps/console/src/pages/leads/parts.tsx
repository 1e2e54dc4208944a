import type { LeadTimelineEntry } from '@kemudi/domain/contracts/staff-leads';
import { LEAD_STATUS_LABELS, TICKET_STATUS_LABELS, type LeadStatus, type TicketStatus } from '@kemudi/domain/leads';
import { queryOf } from '@kemudi/domain/contracts/call';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { EventTimeline } from '../../kit/detail';
import { FilterSelect } from '../../kit/resource-list';
import { useMe } from '../../session';
import { branchesQuery } from '../staff/queries';
import { useNewRows } from '../../kit/new-rows';

/*
 * What the Leads and Tiket pages share (issue 24): status badges, the "Terlambat" mark, the CSV
 * link of a filtered list and the timeline.
 */

/** The queues poll: new records and changes appear without a reload (issue 24: ≤ 10 s). */
export const QUEUE_POLL_MS = 10_000;

const LEAD_TONES: Record<LeadStatus, string> = { baru: 'info', dihubungi: 'ok', 'janji-temu': 'info', terjual: 'ok', batal: 'muted' };
const TICKET_TONES: Record<TicketStatus, string> = { terbuka: 'warn', dibalas: 'info', ditutup: 'muted' };

export function LeadStatusBadge({ status, overdue = false }: { status: LeadStatus; overdue?: boolean }) {
  return (
    <>
      <span className={`badge badge-${LEAD_TONES[status]}`}>{LEAD_STATUS_LABELS[status]}</span>
      {overdue ? <span className="badge badge-late">Terlambat</span> : null}
    </>
  );
}

export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  return <span className={`badge badge-${TICKET_TONES[status]}`}>{TICKET_STATUS_LABELS[status]}</span>;
}

/** "Unduh CSV": a plain link to the export with the list's filters (the cookie goes along; same origin). */
export function CsvLink({ path, filters }: { path: string; filters: Record<string, unknown> }) {
  const { page: _page, ...rest } = filters;
  return (
    <a className="button" href={`${path}${queryOf(rest)}`} download>
      Unduh CSV
    </a>
  );
}

const CHANNEL_LABELS = { email: 'Email', whatsapp: 'WhatsApp' } as const;

export function RecordTimeline({ entries }: { entries: readonly LeadTimelineEntry[] }) {
  return <EventTimeline entries={entries.map((e) => ({ at: e.at, who: e.who, text: e.text, detail: e.channels?.map((c) => CHANNEL_LABELS[c]).join(', ') }))} />;
}

/** "Rina Kartika · 0812…": the customer in a list cell. */
export function ContactCell({ name, phone, email }: { name: string | null; phone: string | null; email: string | null }) {
  return (
    <>
      {name ?? 'Tanpa nama'}
      <br />
      <small className="muted">{[phone, email].filter(Boolean).join(' · ') || '—'}</small>
    </>
  );
}

type PlacePatch = { branch?: string | undefined; from?: string | undefined; to?: string | undefined; page: number };

/** The branch (those the member works for; every one for an admin) and period filters of a queue. */
export function BranchPeriodFilters({ search, onChange }: { search: Omit<PlacePatch, 'page'>; onChange: (patch: PlacePatch) => void }) {
  const me = useMe();
  const branches = useQuery(branchesQuery);
  const mine = new Set(me.branches.map((b) => b.id));
  const options = (branches.data ?? []).filter((b) => me.role === 'group_admin' || mine.has(b.id)).map((b) => ({ value: b.slug, label: b.name }));
  return (
    <>
      {options.length > 1 ? <FilterSelect label="Cabang" value={search.branch ?? ''} options={options} onChange={(branch) => onChange({ branch: branch || undefined, page: 0 })} /> : null}
      <label className="filter">
        <span>Dari tanggal</span>
        <input type="date" value={search.from ?? ''} onChange={(e) => onChange({ from: e.target.value || undefined, page: 0 })} />
      </label>
      <label className="filter">
        <span>Sampai tanggal</span>
        <input type="date" value={search.to ?? ''} onChange={(e) => onChange({ to: e.target.value || undefined, page: 0 })} />
      </label>
    </>
  );
}

/** "3 lead baru masuk sejak halaman ini dibuka." — read out politely as the polled list grows. */
export function NewRowsNotice({ total, filters, noun }: { total: number | undefined; filters: Record<string, unknown>; noun: string }) {
  const fresh = useNewRows(total, JSON.stringify({ ...filters, page: undefined, sort: undefined, dir: undefined }));
  return (
    <p role="status" aria-live="polite" className="muted">
      {fresh > 0 ? `${fresh} ${noun} baru masuk sejak halaman ini dibuka.` : null}
    </p>
  );
}

/** A queue's page of its URL state, polled every QUEUE_POLL_MS (25 a page), the previous page kept while the next loads. */
export function usePolledQueue<S extends { page?: number | undefined }, D>(name: string, search: S, fetchPage: (query: S & { page: number; size: number }) => Promise<D>) {
  const page = search.page ?? 0;
  const list = useQuery({
    queryKey: [name, 'list', search],
    queryFn: () => fetchPage({ ...search, page, size: 25 }),
    placeholderData: keepPreviousData,
    refetchInterval: QUEUE_POLL_MS,
  });
  return { page, list };
}
