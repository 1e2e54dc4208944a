import { formatRupiah } from '@kemudi/domain/format';
import { staffBookingCalls, type StaffBookingAction, type StaffBookingDetail } from '@kemudi/domain/contracts/staff-bookings';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { callApi, errorMessage } from '../../api';
import { setFlash } from '../../flash';
import { formatDateTime } from '../../format';
import { DetailLayout, History } from '../../kit/detail';
import { FlashNotice } from '../../kit/flash-notice';
import { Notice, SelectField, SubmitButton, TextAreaField, TextField } from '../../kit/form';
import { useMe } from '../../session';
import { StatusBadge } from './list';

const route = getRouteApi('/_app/booking/$no');

/** The actions that open a form (or ask first) instead of acting at once. */
type Panel = 'cancel' | 'reschedule' | 'answer' | 'complete' | 'no_show' | null;
const DONE: Record<string, string> = {
  confirm: 'Booking dikonfirmasi. Pelanggan diberi tahu melalui WhatsApp.',
  stage: 'Tahapan T-CARE diperbarui. Pelanggan diberi tahu melalui WhatsApp.',
  cancel: 'Booking dibatalkan. Pelanggan diberi tahu beserta alasannya.',
  reschedule: 'Jadwal booking diubah. Pelanggan diberi tahu melalui WhatsApp.',
  answer: 'Jawaban dikirim ke pelanggan.',
  complete: 'Booking ditandai selesai.',
  no_show: 'Booking ditandai tidak hadir.',
  assign: 'Test drive ditugaskan.',
};

type Send = { action: string; run: () => Promise<StaffBookingDetail> };

/** Booking/$no: the booking as the customer reads it, the actions the member may take now, and its history. */
export function BookingDetailPage() {
  const { no } = route.useParams();
  const me = useMe();
  const queryClient = useQueryClient();
  const detail = useQuery({ queryKey: ['bookings', 'detail', no], queryFn: () => callApi(staffBookingCalls.detail, { params: { bookingNo: no } }), refetchInterval: 10_000 });
  const [panel, setPanel] = useState<Panel>(null);
  const act = useMutation({
    mutationFn: async ({ run }: Send) => run(),
    onSuccess: async (data, { action }) => {
      queryClient.setQueryData(['bookings', 'detail', no], data);
      setPanel(null);
      setFlash(DONE[action] ?? 'Booking diperbarui.');
      await queryClient.invalidateQueries({ queryKey: ['bookings', 'list'] });
    },
  });
  if (detail.isError) return <Notice tone="error">{errorMessage(detail.error)}</Notice>;
  if (!detail.data) return <p className="muted">Memuat…</p>;
  const { booking, actions, take, salesOfBranch, timeline } = detail.data;
  const params = { bookingNo: booking.bookingNo };
  const send = (action: string, run: () => Promise<StaffBookingDetail>) => act.mutate({ action, run });

  const onAction = (a: StaffBookingAction) => {
    act.reset();
    if (a.action === 'confirm') send('confirm', () => callApi(staffBookingCalls.confirm, { params, body: {} }));
    else if (a.action === 'stage' && a.stage) {
      const stage = a.stage;
      send('stage', () => callApi(staffBookingCalls.stage, { params, body: { stage } }));
    } else setPanel(a.action === 'stage' ? null : a.action);
  };

  return (
    <>
      <p>
        <Link to="/booking">← Daftar booking</Link>
      </p>
      <FlashNotice tone="success" />
      {act.isError ? <Notice tone="error">{errorMessage(act.error)}</Notice> : null}
      <DetailLayout
        title={booking.title}
        subtitle={`${booking.kindLabel} · ${booking.bookingNo}`}
        badges={<StatusBadge booking={booking} />}
        actions={
          actions.length > 0 || take ? (
            <>
              {actions.map((a) => (
                <button
                  key={`${a.action}-${a.stage ?? ''}`}
                  type="button"
                  className={a.action === 'confirm' || a.action === 'stage' ? 'button button-primary' : a.action === 'cancel' ? 'button button-danger' : 'button'}
                  disabled={act.isPending}
                  aria-expanded={a.action === 'confirm' || a.action === 'stage' ? undefined : panel === a.action}
                  onClick={() => onAction(a)}
                >
                  {a.label}
                </button>
              ))}
              {take ? (
                <button type="button" className="button button-primary" disabled={act.isPending} onClick={() => send('assign', () => callApi(staffBookingCalls.assign, { params, body: { staffId: me.id } }))}>
                  Ambil test drive
                </button>
              ) : null}
            </>
          ) : null
        }
        facts={[
          { label: 'Status', value: booking.statusLabel + (booking.stageLabel ? ` · ${booking.stageLabel}` : '') },
          { label: 'Jadwal', value: booking.slotLabel ?? 'Tanpa jadwal' },
          { label: 'Cabang', value: booking.branch?.name ?? booking.cityName ?? '—' },
          { label: 'Pelanggan', value: `${booking.contact.name}${booking.hasAccount ? ' (akun Kemudi)' : ' (tamu)'}` },
          { label: 'Nomor HP', value: <a href={`tel:${booking.contact.phoneNumber}`}>{booking.contact.phoneNumber}</a> },
          { label: 'Email', value: booking.contact.email ?? '—' },
          ...booking.summary.map((line) => ({ label: line.label, value: line.value })),
          ...(booking.estimate !== null ? [{ label: 'Perkiraan biaya', value: formatRupiah(booking.estimate) }] : []),
          ...(booking.answer
            ? [
                {
                  label: 'Jawaban cabang',
                  value: `${booking.answer.available ? 'Tersedia' : 'Belum tersedia'}${booking.answer.price ? ` · ${formatRupiah(booking.answer.price)}` : ''}${booking.answer.readyDate ? ` · siap ${booking.answer.readyDate}` : ''}: ${booking.answer.note}`,
                },
              ]
            : []),
          ...(booking.kind === 'test-drive' || booking.kind === 'used-car-test-drive' ? [{ label: 'Sales', value: booking.assignee?.name ?? 'Belum ditangani' }] : []),
          ...(booking.fileCount > 0 ? [{ label: 'Berkas', value: `${booking.fileCount} berkas` }] : []),
          { label: 'Dibuat', value: formatDateTime(booking.createdAt) },
          { label: 'Dikonfirmasi', value: formatDateTime(booking.confirmedAt) },
          { label: 'Langkah berikutnya (dilihat pelanggan)', value: booking.nextStep },
        ]}
      >
        <div className="action-forms">
          {panel === 'cancel' ? <CancelForm pending={act.isPending} onCancel={() => setPanel(null)} onSubmit={(reason) => send('cancel', () => callApi(staffBookingCalls.cancel, { params, body: { reason } }))} /> : null}
          {panel === 'reschedule' ? (
            <RescheduleForm
              bookingNo={booking.bookingNo}
              rental={booking.kind === 'cubain'}
              pending={act.isPending}
              onCancel={() => setPanel(null)}
              onSubmit={(body) => send('reschedule', () => callApi(staffBookingCalls.reschedule, { params, body }))}
            />
          ) : null}
          {panel === 'answer' ? <AnswerForm pending={act.isPending} onCancel={() => setPanel(null)} onSubmit={(body) => send('answer', () => callApi(staffBookingCalls.answer, { params, body }))} /> : null}
          {panel === 'complete' || panel === 'no_show' ? (
            <div className="confirm-box" role="alertdialog" aria-labelledby="confirm-text">
              <p id="confirm-text">{panel === 'complete' ? 'Tandai booking ini selesai?' : 'Tandai pelanggan tidak hadir? Pelanggan diberi tahu melalui WhatsApp.'}</p>
              <div className="button-row">
                <button
                  type="button"
                  className="button button-primary"
                  disabled={act.isPending}
                  onClick={() =>
                    panel === 'complete'
                      ? send('complete', () => callApi(staffBookingCalls.complete, { params, body: {} }))
                      : send('no_show', () => callApi(staffBookingCalls.noShow, { params, body: {} }))
                  }
                >
                  {panel === 'complete' ? 'Ya, tandai selesai' : 'Ya, tandai tidak hadir'}
                </button>
                <button type="button" className="button" onClick={() => setPanel(null)}>
                  Batal
                </button>
              </div>
            </div>
          ) : null}
          {salesOfBranch.length > 0 ? (
            <AssignForm
              current={booking.assignee?.id ?? null}
              sales={salesOfBranch}
              pending={act.isPending}
              onSubmit={(staffId) => send('assign', () => callApi(staffBookingCalls.assign, { params, body: { staffId } }))}
            />
          ) : null}
        </div>
        <History entries={timeline} />
      </DetailLayout>
    </>
  );
}

function FormButtons({ pending, submit, onCancel }: { pending: boolean; submit: string; onCancel: () => void }) {
  return (
    <div className="button-row">
      <SubmitButton pending={pending}>{submit}</SubmitButton>
      <button type="button" className="button" onClick={onCancel}>
        Batal
      </button>
    </div>
  );
}

function CancelForm({ pending, onSubmit, onCancel }: { pending: boolean; onSubmit: (reason: string) => void; onCancel: () => void }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (reason.trim().length < 3) return setError('Tulis alasan pembatalan untuk pelanggan.');
    setError(null);
    onSubmit(reason.trim());
  };
  return (
    <form className="edit-box" aria-label="Batalkan booking" onSubmit={submit} noValidate>
      <TextAreaField
        label="Alasan pembatalan"
        hint="Dikirim ke pelanggan melalui WhatsApp dan tampil di riwayat booking."
        maxLength={300}
        rows={3}
        value={reason}
        error={error}
        onChange={(e) => setReason(e.target.value)}
      />
      <FormButtons pending={pending} submit="Batalkan booking" onCancel={onCancel} />
    </form>
  );
}

function RescheduleForm({
  bookingNo,
  rental,
  pending,
  onSubmit,
  onCancel,
}: {
  bookingNo: string;
  rental: boolean;
  pending: boolean;
  onSubmit: (body: { slotStart: string; returnDate?: string }) => void;
  onCancel: () => void;
}) {
  const slots = useQuery({ queryKey: ['bookings', 'slots', bookingNo], queryFn: () => callApi(staffBookingCalls.slots, { params: { bookingNo } }) });
  const [date, setDate] = useState('');
  const [start, setStart] = useState('');
  const [returnDate, setReturnDate] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (slots.isError) return <Notice tone="error">{errorMessage(slots.error)}</Notice>;
  if (!slots.data) return <p className="muted">Memuat jadwal…</p>;
  const days = slots.data.days.filter((d) => d.open && d.slots.some((s) => s.available));
  const day = days.find((d) => d.date === date);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!start) return setError('Pilih tanggal dan jam baru.');
    setError(null);
    onSubmit({ slotStart: start, ...(rental && returnDate ? { returnDate } : {}) });
  };
  return (
    <form className="edit-box" aria-label="Ubah jadwal booking" onSubmit={submit} noValidate>
      <SelectField
        label="Tanggal baru"
        value={date}
        options={[{ value: '', label: 'Pilih tanggal' }, ...days.map((d) => ({ value: d.date, label: d.date }))]}
        onChange={(e) => {
          setDate(e.target.value);
          setStart('');
        }}
      />
      <SelectField
        label="Jam baru"
        value={start}
        error={error}
        disabled={!day}
        options={[
          { value: '', label: 'Pilih jam' },
          ...(day?.slots ?? []).filter((s) => s.available).map((s) => ({ value: s.start, label: `${s.time} ${slots.data.zoneLabel} (sisa ${s.left})` })),
        ]}
        onChange={(e) => setStart(e.target.value)}
      />
      {rental ? <TextField label="Tanggal pengembalian (opsional)" type="date" value={returnDate} onChange={(e) => setReturnDate(e.target.value)} /> : null}
      <FormButtons pending={pending} submit="Simpan jadwal baru" onCancel={onCancel} />
    </form>
  );
}

function AnswerForm({
  pending,
  onSubmit,
  onCancel,
}: {
  pending: boolean;
  onSubmit: (body: { available: boolean; note: string; price?: number; readyDate?: string }) => void;
  onCancel: () => void;
}) {
  const [available, setAvailable] = useState('true');
  const [note, setNote] = useState('');
  const [price, setPrice] = useState('');
  const [readyDate, setReadyDate] = useState('');
  const [errors, setErrors] = useState<{ note?: string; price?: string }>({});
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const amount = price.replace(/\D/g, '');
    const problems = { ...(note.trim() === '' ? { note: 'Tulis catatan untuk pelanggan.' } : {}), ...(price !== '' && amount === '' ? { price: 'Isi harga dalam rupiah, mis. 1250000.' } : {}) };
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    onSubmit({ available: available === 'true', note: note.trim(), ...(amount ? { price: Number(amount) } : {}), ...(readyDate ? { readyDate } : {}) });
  };
  return (
    <form className="edit-box" aria-label="Jawab ketersediaan suku cadang" onSubmit={submit} noValidate>
      <SelectField
        label="Ketersediaan"
        value={available}
        options={[
          { value: 'true', label: 'Tersedia' },
          { value: 'false', label: 'Belum tersedia' },
        ]}
        onChange={(e) => setAvailable(e.target.value)}
      />
      <TextAreaField label="Catatan untuk pelanggan" maxLength={300} rows={3} value={note} error={errors.note} onChange={(e) => setNote(e.target.value)} />
      <TextField label="Harga (Rp, opsional)" inputMode="numeric" value={price} error={errors.price} onChange={(e) => setPrice(e.target.value)} />
      <TextField label="Siap diambil mulai (opsional)" type="date" value={readyDate} onChange={(e) => setReadyDate(e.target.value)} />
      <FormButtons pending={pending} submit="Kirim jawaban" onCancel={onCancel} />
    </form>
  );
}

function AssignForm({ current, sales, pending, onSubmit }: { current: string | null; sales: { id: string; name: string }[]; pending: boolean; onSubmit: (staffId: string) => void }) {
  const [staffId, setStaffId] = useState(current ?? '');
  return (
    <form
      className="edit-box"
      aria-label="Tugaskan sales"
      onSubmit={(e) => {
        e.preventDefault();
        if (staffId) onSubmit(staffId);
      }}
    >
      <SelectField
        label="Sales consultant"
        value={staffId}
        options={[{ value: '', label: 'Pilih sales' }, ...sales.map((s) => ({ value: s.id, label: s.name }))]}
        onChange={(e) => setStaffId(e.target.value)}
      />
      <div className="button-row">
        <SubmitButton pending={pending}>Tugaskan</SubmitButton>
      </div>
    </form>
  );
}
