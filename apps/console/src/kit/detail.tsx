import type { ReactNode } from 'react';
import type { AuditEntry } from '@kemudi/domain/contracts/staff';
import { auditActionLabel } from '@kemudi/domain/staff-audit';
import { formatDateTime } from '../format';

/*
 * The detail building block (issue 24): a record's title and badges, its facts as a definition
 * list, its actions, and a timeline of what was done to it (its audit rows). The queues' booking,
 * order, lead and ticket pages reuse it.
 */

export function DetailLayout({
  title,
  subtitle,
  badges,
  actions,
  facts,
  children,
  timeline,
}: {
  title: string;
  subtitle?: ReactNode;
  badges?: ReactNode;
  actions?: ReactNode;
  facts: readonly { label: string; value: ReactNode }[];
  children?: ReactNode;
  timeline?: readonly AuditEntry[];
}) {
  return (
    <article className="detail">
      <header className="detail-header">
        <div>
          <h1>{title}</h1>
          {subtitle ? <p className="muted">{subtitle}</p> : null}
          {badges ? <div className="badges">{badges}</div> : null}
        </div>
        {actions ? <div className="detail-actions">{actions}</div> : null}
      </header>
      <dl className="facts">
        {facts.map((fact) => (
          <div key={fact.label}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
      {children}
      {timeline ? (
        <section aria-labelledby="timeline-title">
          <h2 id="timeline-title">Riwayat</h2>
          <Timeline entries={timeline} />
        </section>
      ) : null}
    </article>
  );
}

/**
 * The action of a record staff publish on the site (a promo, an article): **Tayangkan** while it is
 * not published, **Hentikan tayangan** once it is; `onChange(true)` publishes, `onChange(false)` stops it.
 */
export function PublishToggle({ published, pending, onChange }: { published: boolean; pending: boolean; onChange: (publish: boolean) => void }) {
  return published ? (
    <button type="button" className="button" disabled={pending} onClick={() => onChange(false)}>
      Hentikan tayangan
    </button>
  ) : (
    <button type="button" className="button button-primary" disabled={pending} onClick={() => onChange(true)}>
      Tayangkan
    </button>
  );
}

/** The fields that differ between an audit row's before and after ("role: sales → branch_manager"). */
export function changesOf(entry: Pick<AuditEntry, 'before' | 'after'>): { field: string; before: string; after: string }[] {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const show = (v: unknown): string => {
    if (v === undefined || v === null) return '—';
    if (Array.isArray(v)) return v.map((item) => show(item)).join(', ') || '—';
    if (typeof v === 'string') return v;
    if (typeof v === 'number' || typeof v === 'boolean') return String(v);
    return JSON.stringify(v);
  };
  return [...new Set([...Object.keys(before), ...Object.keys(after)])]
    .filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]))
    .map((field) => ({ field, before: show(before[field]), after: show(after[field]) }));
}

export function Timeline({ entries }: { entries: readonly AuditEntry[] }) {
  if (entries.length === 0) return <p className="muted">Belum ada riwayat.</p>;
  return (
    <ol className="timeline">
      {entries.map((entry) => (
        <li key={entry.id}>
          <p>
            <strong>{auditActionLabel(entry.action)}</strong> <span className="muted">oleh {entry.staff?.name ?? 'sistem'}</span>
          </p>
          <p className="muted">
            <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
          </p>
          <Changes entry={entry} />
        </li>
      ))}
    </ol>
  );
}

export function Changes({ entry }: { entry: Pick<AuditEntry, 'before' | 'after'> }) {
  const changes = entry.before ? changesOf(entry) : [];
  if (changes.length === 0) return null;
  return (
    <ul className="changes">
      {changes.map((c) => (
        <li key={c.field}>
          <code>{c.field}</code>: {c.before} → {c.after}
        </li>
      ))}
    </ul>
  );
}

/** One entry of a queue record's timeline: its own events merged with its audit rows (the API's order, newest first). */
export interface TimelineEvent {
  at: string;
  /** A staff member's name, "Pelanggan" or "Sistem". */
  who: string;
  text: string;
  /** A short tag after the name ("Email, WhatsApp"). */
  detail?: string | undefined;
}

/** A queue record's timeline (bookings, orders, leads, tickets): when, who, what. */
export function EventTimeline({ entries, title = 'Riwayat' }: { entries: readonly TimelineEvent[]; title?: string }) {
  return (
    <section aria-labelledby="event-timeline-title">
      <h2 id="event-timeline-title">{title}</h2>
      {entries.length === 0 ? (
        <p className="muted">Belum ada riwayat.</p>
      ) : (
        <ol className="timeline" aria-label={title}>
          {entries.map((entry, i) => (
            <li key={`${entry.at}-${i}`}>
              <p>
                <strong>{entry.who}</strong>
                {entry.detail ? <span className="muted"> · {entry.detail}</span> : null}
              </p>
              <p className="timeline-text">{entry.text}</p>
              <p className="muted">
                <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** The bookings pages' name for the same timeline. */
export const History = EventTimeline;
