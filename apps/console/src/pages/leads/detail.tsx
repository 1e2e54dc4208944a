import { staffLeadCalls, type LeadDetail } from '@kemudi/domain/contracts/staff-leads';
import { LEAD_KIND_LABELS, LEAD_STATUS_LABELS, type LeadStatus } from '@kemudi/domain/leads';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useState, type FormEvent, type ReactNode } from 'react';
import { callApi, errorMessage } from '../../api';
import { formatDateTime } from '../../format';
import { DetailLayout } from '../../kit/detail';
import { Notice, SelectField, SubmitButton, TextAreaField } from '../../kit/form';
import { useMe } from '../../session';
import { LeadStatusBadge, QUEUE_POLL_MS, RecordTimeline } from './parts';

const route = getRouteApi('/_app/leads/$id');

const leadQuery = (id: string) =>
  queryOptions({ queryKey: ['leads', 'detail', id] as const, queryFn: () => callApi(staffLeadCalls.detail, { params: { id } }), refetchInterval: QUEUE_POLL_MS });

/** One action's mutation: the answer is the lead again, put in the cache; `onDone` says what happened; the lists refresh. */
function useLeadAction<B>(id: string, call: (body: B) => Promise<LeadDetail>, onDone: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async (detail) => {
      queryClient.setQueryData(leadQuery(id).queryKey, detail);
      onDone();
      await queryClient.invalidateQueries({ queryKey: ['leads', 'list'] });
    },
  });
}

export function LeadDetailPage(): ReactNode {
  const { id } = route.useParams();
  const me = useMe();
  const detail = useQuery(leadQuery(id));
  // The last action's outcome: one message at a time, the newest.
  const [outcome, setOutcome] = useState<string | null>(null);
  const said = (text: string) => () => setOutcome(text);
  const take = useLeadAction(id, () => callApi(staffLeadCalls.assign, { params: { id }, body: { staffId: me.id } }), said('Lead ini sekarang Anda tangani.'));
  const assign = useLeadAction(id, (staffId: string) => callApi(staffLeadCalls.assign, { params: { id }, body: { staffId } }), said('Sales ditugaskan.'));
  const status = useLeadAction(id, (body: { status: LeadStatus; note?: string }) => callApi(staffLeadCalls.status, { params: { id }, body }), said('Status disimpan.'));
  const note = useLeadAction(id, (text: string) => callApi(staffLeadCalls.note, { params: { id }, body: { note: text } }), said('Catatan ditambahkan.'));
  const [assignee, setAssignee] = useState('');
  const [nextStatus, setNextStatus] = useState('');
  const [statusNote, setStatusNote] = useState('');
  const [noteText, setNoteText] = useState('');

  if (detail.isError) return <Notice tone="error">{errorMessage(detail.error)}</Notice>;
  if (!detail.data) return <p className="muted">Memuat…</p>;
  const { lead, actions, salesOfBranch, timeline } = detail.data;
  const chosenStatus = (actions.statuses as string[]).includes(nextStatus) ? (nextStatus as LeadStatus) : actions.statuses[0];
  const failed = [take, assign, status, note].find((m) => m.isError);

  const submitStatus = (e: FormEvent) => {
    e.preventDefault();
    if (!chosenStatus) return;
    status.mutate({ status: chosenStatus, ...(statusNote.trim() ? { note: statusNote.trim() } : {}) }, { onSuccess: () => setStatusNote('') });
  };
  const submitNote = (e: FormEvent) => {
    e.preventDefault();
    note.mutate(noteText, { onSuccess: () => setNoteText('') });
  };

  return (
    <>
      <p>
        <Link to="/leads">← Daftar leads</Link>
      </p>
      {failed ? <Notice tone="error">{errorMessage(failed.error)}</Notice> : null}
      {outcome && !failed ? <Notice tone="success">{outcome}</Notice> : null}
      <DetailLayout
        title={`Lead ${lead.leadNo}`}
        subtitle={`${LEAD_KIND_LABELS[lead.kind]} · ${lead.formLabel}`}
        badges={<LeadStatusBadge status={lead.status} overdue={lead.overdue} />}
        actions={
          actions.take ? (
            <button type="button" className="button button-primary" disabled={take.isPending} onClick={() => take.mutate(undefined)}>
              Ambil lead
            </button>
          ) : null
        }
        facts={[
          { label: 'Nama', value: lead.name ?? '—' },
          { label: 'Nomor HP', value: lead.phoneNumber ? <a href={`tel:${lead.phoneNumber}`}>{lead.phoneNumber}</a> : '—' },
          { label: 'Email', value: lead.email ? <a href={`mailto:${lead.email}`}>{lead.email}</a> : '—' },
          { label: 'Cabang', value: lead.branch?.name ?? '—' },
          { label: 'Sales', value: lead.assignee?.name ?? 'Belum ditangani' },
          { label: 'Mobil', value: lead.car ?? '—' },
          { label: 'Masuk', value: formatDateTime(lead.createdAt) },
          { label: 'Batas kontak pertama', value: formatDateTime(lead.dueAt) },
          { label: 'Dihubungi pertama', value: formatDateTime(lead.firstContactedAt) },
          ...(lead.closedAt ? [{ label: 'Ditutup', value: formatDateTime(lead.closedAt) }] : []),
          ...(lead.booking
            ? [{ label: 'Booking', value: `${lead.booking.bookingNo}${lead.booking.slotStart ? ` · ${formatDateTime(lead.booking.slotStart)}` : ''}` }]
            : []),
          ...lead.facts.map((f) => ({ label: f.label, value: f.value })),
          ...(lead.sourcePage ? [{ label: 'Halaman asal', value: lead.sourcePage }] : []),
        ]}
      >
        {lead.message ? (
          <section aria-label="Pesan pelanggan">
            <h2>Pesan pelanggan</h2>
            <p className="message-box">{lead.message}</p>
          </section>
        ) : null}
        <div className="queue-forms">
          {actions.assign ? (
            <form
              className="edit-box"
              aria-label="Tugaskan sales"
              onSubmit={(e) => {
                e.preventDefault();
                if (assignee) assign.mutate(assignee);
              }}
            >
              <SelectField
                label="Tugaskan ke sales"
                value={assignee}
                onChange={(e) => setAssignee(e.target.value)}
                options={[{ value: '', label: 'Pilih sales…' }, ...salesOfBranch.map((s) => ({ value: s.id, label: s.name }))]}
                hint={salesOfBranch.length === 0 ? 'Belum ada sales aktif di cabang ini.' : undefined}
              />
              <SubmitButton pending={assign.isPending}>Tugaskan</SubmitButton>
            </form>
          ) : null}
          {chosenStatus ? (
            <form className="edit-box" aria-label="Ubah status" onSubmit={submitStatus}>
              <SelectField
                label="Status baru"
                value={chosenStatus}
                onChange={(e) => setNextStatus(e.target.value)}
                options={actions.statuses.map((s) => ({ value: s, label: LEAD_STATUS_LABELS[s] }))}
              />
              <TextAreaField
                label={chosenStatus === 'batal' ? 'Alasan pembatalan' : 'Catatan (opsional)'}
                value={statusNote}
                maxLength={1000}
                required={chosenStatus === 'batal'}
                onChange={(e) => setStatusNote(e.target.value)}
              />
              <SubmitButton pending={status.isPending}>Simpan status</SubmitButton>
            </form>
          ) : null}
          {actions.note ? (
            <form className="edit-box" aria-label="Tambah catatan" onSubmit={submitNote}>
              <TextAreaField label="Catatan" value={noteText} maxLength={1000} required onChange={(e) => setNoteText(e.target.value)} />
              <SubmitButton pending={note.isPending}>Tambah catatan</SubmitButton>
            </form>
          ) : null}
        </div>
        <RecordTimeline entries={timeline} />
      </DetailLayout>
    </>
  );
}
