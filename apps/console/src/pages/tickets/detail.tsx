import { staffTicketCalls, type TicketDetail } from '@kemudi/domain/contracts/staff-leads';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useState, type FormEvent, type ReactNode } from 'react';
import { callApi, errorMessage } from '../../api';
import { formatDateTime } from '../../format';
import { DetailLayout } from '../../kit/detail';
import { Notice, SubmitButton, TextAreaField } from '../../kit/form';
import { QUEUE_POLL_MS, RecordTimeline, TicketStatusBadge } from '../leads/parts';

const route = getRouteApi('/_app/tiket/$id');

const ticketQuery = (id: string) =>
  queryOptions({ queryKey: ['tickets', 'detail', id] as const, queryFn: () => callApi(staffTicketCalls.detail, { params: { id } }), refetchInterval: QUEUE_POLL_MS });

type Channel = 'email' | 'whatsapp';
type Outcome = { detail: TicketDetail; done: string };

export function TicketDetailPage(): ReactNode {
  const { id } = route.useParams();
  const queryClient = useQueryClient();
  const detail = useQuery(ticketQuery(id));
  const [message, setMessage] = useState('');
  const [channels, setChannels] = useState<Channel[]>(['email', 'whatsapp']);
  const [note, setNote] = useState('');
  const act = useMutation({
    mutationFn: async (action: { kind: 'reply' } | { kind: 'close' | 'reopen' }): Promise<Outcome> => {
      if (action.kind === 'reply') {
        const sent = await callApi(staffTicketCalls.reply, { params: { id }, body: { message, channels } });
        return { detail: sent, done: `Balasan dikirim lewat ${channels.map((c) => (c === 'email' ? 'email' : 'WhatsApp')).join(' dan ')}.` };
      }
      const body = note.trim() ? { note: note.trim() } : {};
      const changed = await callApi(staffTicketCalls[action.kind], { params: { id }, body });
      return { detail: changed, done: action.kind === 'close' ? 'Tiket ditutup.' : 'Tiket dibuka kembali.' };
    },
    onSuccess: async ({ detail: next }, action) => {
      queryClient.setQueryData(ticketQuery(id).queryKey, next);
      if (action.kind === 'reply') setMessage('');
      else setNote('');
      await queryClient.invalidateQueries({ queryKey: ['tickets', 'list'] });
    },
  });

  if (detail.isError) return <Notice tone="error">{errorMessage(detail.error)}</Notice>;
  if (!detail.data) return <p className="muted">Memuat…</p>;
  const { ticket, actions, timeline } = detail.data;
  const toggle = (channel: Channel, on: boolean) => setChannels((now) => (on ? [...new Set([...now, channel])] : now.filter((c) => c !== channel)));
  const submitReply = (e: FormEvent) => {
    e.preventDefault();
    act.mutate({ kind: 'reply' });
  };

  return (
    <>
      <p>
        <Link to="/tiket">← Daftar tiket</Link>
      </p>
      {act.isError ? <Notice tone="error">{errorMessage(act.error)}</Notice> : null}
      {act.data && !act.isPending && !act.isError ? <Notice tone="success">{act.data.done}</Notice> : null}
      <DetailLayout
        title={`Tiket ${ticket.ticketNo}`}
        subtitle={ticket.topic}
        badges={<TicketStatusBadge status={ticket.status} />}
        facts={[
          { label: 'Nama', value: ticket.name ?? '—' },
          { label: 'Email', value: ticket.email ? <a href={`mailto:${ticket.email}`}>{ticket.email}</a> : '—' },
          { label: 'Nomor HP', value: ticket.phoneNumber ? <a href={`tel:${ticket.phoneNumber}`}>{ticket.phoneNumber}</a> : '—' },
          { label: 'Kota', value: ticket.city ?? '—' },
          { label: 'Cabang', value: ticket.branch?.name ?? '—' },
          { label: 'Masuk', value: formatDateTime(ticket.createdAt) },
          { label: 'Terakhir diperbarui', value: formatDateTime(ticket.updatedAt) },
          ...(ticket.closedAt ? [{ label: 'Ditutup', value: formatDateTime(ticket.closedAt) }] : []),
          { label: 'Lampiran', value: ticket.hasAttachment ? 'Ada' : 'Tidak ada' },
        ]}
      >
        <section aria-label="Pertanyaan pelanggan">
          <h2>Pertanyaan</h2>
          <p className="message-box">{ticket.question}</p>
        </section>
        <div className="queue-forms">
          {actions.reply ? (
            <form className="edit-box" aria-label="Balas tiket" onSubmit={submitReply}>
              <TextAreaField label="Balasan" value={message} maxLength={4000} required rows={6} onChange={(e) => setMessage(e.target.value)} />
              <fieldset className="checkbox-row">
                <legend>Kirim lewat</legend>
                <label className="checkbox">
                  <input type="checkbox" checked={channels.includes('email')} disabled={!ticket.email} onChange={(e) => toggle('email', e.target.checked)} />
                  <span>Email</span>
                </label>
                <label className="checkbox">
                  <input type="checkbox" checked={channels.includes('whatsapp')} disabled={!ticket.phoneNumber} onChange={(e) => toggle('whatsapp', e.target.checked)} />
                  <span>WhatsApp</span>
                </label>
              </fieldset>
              <SubmitButton pending={act.isPending}>Kirim balasan</SubmitButton>
            </form>
          ) : null}
          {actions.close || actions.reopen ? (
            <form
              className="edit-box"
              aria-label={actions.close ? 'Tutup tiket' : 'Buka kembali tiket'}
              onSubmit={(e) => {
                e.preventDefault();
                act.mutate({ kind: actions.close ? 'close' : 'reopen' });
              }}
            >
              <TextAreaField label="Catatan (opsional)" value={note} maxLength={1000} rows={2} onChange={(e) => setNote(e.target.value)} />
              <SubmitButton pending={act.isPending}>{actions.close ? 'Tutup tiket' : 'Buka kembali'}</SubmitButton>
            </form>
          ) : null}
        </div>
        <RecordTimeline entries={timeline} />
      </DetailLayout>
    </>
  );
}
