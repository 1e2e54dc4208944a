import { STAFF_SUMMARY_LABELS, staffSummaryCalls, type StaffSummaryData, type StaffSummaryKey } from '@kemudi/domain/contracts/staff-summary';
import type { StaffSection } from '@kemudi/domain/staff-roles';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { MouseEvent, ReactNode } from 'react';
import { callApi } from '../api';

/*
 * What waits for the signed-in member (issue 24): GET /api/staff/v1/summary, polled every 10 s, as
 * badges beside the sidebar's sections and as the home page's counts, each leading to its queue
 * filtered to it. The API leaves out what the role may not see; zero shows nothing.
 */

export const summaryQuery = queryOptions({
  queryKey: ['summary'] as const,
  queryFn: () => callApi(staffSummaryCalls.summary, {}),
  refetchInterval: 10_000,
  staleTime: 5_000,
  retry: 1,
});

type Count = { key: StaffSummaryKey; href: string; tone: 'info' | 'warn' };

/** The counts of each section, in order, with the queue's filters (QUEUES.md names) that list them. */
export const SECTION_COUNTS: Readonly<Partial<Record<StaffSection['key'], readonly Count[]>>> = {
  bookings: [
    { key: 'bookingsPending', href: '/booking?status=pending', tone: 'info' },
    { key: 'sparePartsWaiting', href: '/booking?kind=spare-part&status=requested', tone: 'info' },
  ],
  orders: [
    { key: 'ordersToAct', href: '/pesanan?status=paid', tone: 'info' },
    { key: 'refundsRequired', href: '/pesanan?refund=required', tone: 'warn' },
  ],
  leads: [
    { key: 'leadsNew', href: '/leads?status=baru', tone: 'info' },
    { key: 'leadsOverdue', href: '/leads?overdue=true', tone: 'warn' },
  ],
  tickets: [{ key: 'ticketsOpen', href: '/tiket?status=terbuka', tone: 'info' }],
};

/** The section's counts above zero, with their words ("3 booking menunggu konfirmasi"). */
export function countsOf(section: StaffSection['key'], data: StaffSummaryData | undefined): (Count & { n: number; label: string })[] {
  if (!data) return [];
  return (SECTION_COUNTS[section] ?? []).flatMap((count) => {
    const n = data[count.key] ?? 0;
    return n > 0 ? [{ ...count, n, label: STAFF_SUMMARY_LABELS[count.key](n) }] : [];
  });
}

/** The sidebar's badges of a section: the number shown, its words read out (part of the link's name). */
export function SectionBadges({ section }: { section: StaffSection['key'] }) {
  const { data } = useQuery(summaryQuery);
  return countsOf(section, data).map((count) => (
    <span key={count.key} className={`badge badge-${count.tone} nav-count`} title={count.label}>
      <span aria-hidden="true">{count.n}</span>
      <span className="sr-only">{count.label}</span>
    </span>
  ));
}

/** A link into a queue with its filters: the router's navigation for a plain click, a real address for the rest. */
export function QueueLink({ href, children }: { href: string; children: ReactNode }) {
  const navigate = useNavigate();
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void navigate({ href });
  };
  return (
    <a href={href} onClick={open}>
      {children}
    </a>
  );
}

/** A home card's counts: each a link to its queue; "Tidak ada yang menunggu" when nothing does. */
export function SectionCounts({ section }: { section: StaffSection['key'] }) {
  const { data, isPending, isError } = useQuery(summaryQuery);
  if (!SECTION_COUNTS[section]) return null;
  if (isPending) return <p className="muted">Menghitung antrean…</p>;
  if (isError && !data) return <p className="muted">Jumlah antrean belum dapat dimuat.</p>;
  const counts = countsOf(section, data);
  if (counts.length === 0) return <p className="muted">Tidak ada yang menunggu.</p>;
  return (
    <ul className="queue-counts">
      {counts.map((count) => (
        <li key={count.key} className={count.tone === 'warn' ? 'warn' : undefined}>
          <QueueLink href={count.href}>{count.label}</QueueLink>
        </li>
      ))}
    </ul>
  );
}
