import { staffOrderCalls, type StaffOrderAction, type StaffOrderActionData, type StaffOrderDetail } from '@kemudi/domain/contracts/staff-orders';
import { formatRupiah } from '@kemudi/domain/format';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useState, type FormEvent, type ReactNode } from 'react';
import { callApi, errorMessage } from '../../api';
import { setFlash } from '../../flash';
import { formatDateTime } from '../../format';
import { DetailLayout } from '../../kit/detail';
import { FlashNotice } from '../../kit/flash-notice';
import { Notice } from '../../kit/form';
import { OrderBadges } from './badges';

const route = getRouteApi('/_app/pesanan/$no');

/** The provider's name as staff read it. */
const PROVIDERS: Record<string, string> = { simulated: 'Simulasi pembayaran', midtrans: 'Midtrans' };

/** What each action asks before it is sent. */
const ASK: Record<Exclude<StaffOrderAction, 'refund' | 'cancel'>, string> = {
  process: 'Tandai pesanan ini sedang diproses? Pelanggan menerima kabar lewat WhatsApp.',
  ready: 'Tandai pesanan ini siap? Pelanggan menerima kabar lewat WhatsApp.',
  complete: 'Tandai pesanan ini selesai? Pelanggan menerima kabar lewat WhatsApp.',
};

type Sent = { action: StaffOrderAction; note?: string | undefined; reason?: string; amount?: number };

function doneText(action: StaffOrderAction, data: StaffOrderActionData): string {
  const refund = data.refunds[0];
  if (data.refundError) return '';
  if (action === 'refund' || (action === 'cancel' && refund?.status === 'succeeded')) {
    return refund?.status === 'succeeded' ? `Dana ${formatRupiah(refund.amount)} sudah dikembalikan ke pelanggan.` : 'Refund sedang diproses penyedia pembayaran.';
  }
  return action === 'cancel' ? 'Pesanan dibatalkan.' : `Status pesanan kini ${data.order.statusLabel}.`;
}

/** Pesanan › one order: items, payment, refunds, the actions the member may take, and its history. */
export function OrderDetailPage(): ReactNode {
  const { no } = route.useParams();
  const queryClient = useQueryClient();
  const detail = useQuery({ queryKey: ['orders', 'detail', no], queryFn: () => callApi(staffOrderCalls.detail, { params: { orderNo: no } }) });
  const [asking, setAsking] = useState<StaffOrderAction | null>(null);
  const [refundError, setRefundError] = useState<string | null>(null);

  const act = useMutation({
    mutationFn: async ({ action, note, reason, amount }: Sent) => {
      const params = { orderNo: no };
      if (action === 'cancel') return callApi(staffOrderCalls.cancel, { params, body: { reason: reason ?? '', refund: true } });
      if (action === 'refund') return callApi(staffOrderCalls.refund, { params, body: { amount: amount ?? 0 } });
      return callApi(staffOrderCalls[action], { params, body: note ? { note } : {} });
    },
    onSuccess: async (data, sent) => {
      setAsking(null);
      setRefundError(data.refundError);
      const text = doneText(sent.action, data);
      if (text) setFlash(text);
      queryClient.setQueryData(['orders', 'detail', no], data);
      await queryClient.invalidateQueries({ queryKey: ['orders', 'list'] });
    },
  });

  if (detail.isError) return <Notice tone="error">{errorMessage(detail.error)}</Notice>;
  if (!detail.data) return <p className="muted">Memuat…</p>;
  const { order, refunds, actions, timeline } = detail.data;
  const openRefund = refunds[0] && refunds[0].status !== 'succeeded' ? refunds[0] : null;
  return (
    <>
      <p>
        <Link to="/pesanan">← Daftar pesanan</Link>
      </p>
      <FlashNotice tone="success" />
      {refundError ? <Notice tone="error">{`Refund belum berhasil. ${refundError}`}</Notice> : null}
      {act.isError ? <Notice tone="error">{errorMessage(act.error)}</Notice> : null}
      <DetailLayout
        title={order.orderNo}
        subtitle={order.title}
        badges={<OrderBadges order={order} />}
        actions={actions.map(({ action, label }) => (
          <button
            key={action}
            type="button"
            className={action === 'cancel' ? 'button button-danger' : action === 'refund' ? 'button button-primary' : 'button'}
            aria-expanded={asking === action}
            onClick={() => {
              act.reset();
              setAsking(asking === action ? null : action);
            }}
          >
            {label}
          </button>
        ))}
        facts={[
          { label: 'Pelanggan', value: order.customer.name },
          { label: 'Nomor HP', value: order.customer.phone },
          { label: 'Email', value: order.customer.email ?? '—' },
          { label: 'Cabang', value: order.branchName },
          { label: 'Total', value: formatRupiah(order.total) },
          { label: 'Pembayaran', value: order.payment ? `${order.payment.methodLabel} (${PROVIDERS[order.payment.provider] ?? order.payment.provider})` : '—' },
          { label: 'Dibayar', value: formatDateTime(order.paidAt) },
          { label: 'Batas pembayaran', value: formatDateTime(order.expiresAt) },
          ...(order.slotStart ? [{ label: 'Jadwal', value: formatDateTime(order.slotStart) }] : []),
          ...(order.vehicle ? [{ label: 'Mobil', value: order.vehicle }] : []),
          { label: 'Dibuat', value: formatDateTime(order.createdAt) },
        ]}
      >
        {asking === 'cancel' ? (
          <CancelBox order={detail.data} pending={act.isPending} onCancel={() => setAsking(null)} onSubmit={(reason) => act.mutate({ action: 'cancel', reason })} />
        ) : asking === 'refund' && openRefund ? (
          <div className="confirm-box" role="alertdialog" aria-labelledby="refund-text">
            <p id="refund-text">
              Kembalikan dana <strong>{formatRupiah(openRefund.amount)}</strong> kepada {order.customer.name} melalui {PROVIDERS[openRefund.provider] ?? openRefund.provider}?
              Dana dikirim ke rekening atau dompet asal pembayaran dan tidak dapat dibatalkan.
            </p>
            <div className="button-row">
              <button type="button" className="button button-primary" disabled={act.isPending} onClick={() => act.mutate({ action: 'refund', amount: openRefund.amount })}>
                {`Ya, kembalikan ${formatRupiah(openRefund.amount)}`}
              </button>
              <button type="button" className="button" onClick={() => setAsking(null)}>
                Batal
              </button>
            </div>
          </div>
        ) : asking ? (
          <MoveBox ask={ASK[asking as keyof typeof ASK]} pending={act.isPending} onCancel={() => setAsking(null)} onSubmit={(note) => act.mutate({ action: asking, note })} />
        ) : null}

        <section aria-labelledby="items-title">
          <h2 id="items-title">Barang</h2>
          <div className="table-wrap">
            <table>
              <thead>
                <tr>
                  <th scope="col">Barang</th>
                  <th scope="col">Harga</th>
                  <th scope="col">Jumlah</th>
                  <th scope="col">Subtotal</th>
                </tr>
              </thead>
              <tbody>
                {order.items.map((item) => (
                  <tr key={item.code}>
                    <td>
                      {item.name}
                      <br />
                      <small className="muted">{item.code}</small>
                    </td>
                    <td>{formatRupiah(item.unitPrice)}</td>
                    <td>{item.quantity}</td>
                    <td>{formatRupiah(item.lineTotal)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>

        {refunds.length > 0 ? (
          <section aria-labelledby="refunds-title">
            <h2 id="refunds-title">Refund</h2>
            <ul className="refund-list">
              {refunds.map((refund) => (
                <li key={refund.id}>
                  <p>
                    <strong>{refund.statusLabel}</strong> · {formatRupiah(refund.amount)} · {refund.reasonLabel}
                  </p>
                  <p className="muted">
                    {refund.requestedBy ? `Diajukan oleh ${refund.requestedBy}, ${formatDateTime(refund.requestedAt)}` : `Tercatat ${formatDateTime(refund.createdAt)}`}
                    {refund.completedAt ? ` · Selesai ${formatDateTime(refund.completedAt)}` : ''}
                    {refund.providerRef ? ` · Ref. penyedia ${refund.providerRef}` : ''}
                  </p>
                  {refund.lastError ? <p className="field-error">{refund.lastError}</p> : null}
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        <section aria-labelledby="timeline-title">
          <h2 id="timeline-title">Riwayat</h2>
          <OrderTimeline entries={timeline} />
        </section>
      </DetailLayout>
    </>
  );
}

function MoveBox({ ask, pending, onCancel, onSubmit }: { ask: string; pending: boolean; onCancel: () => void; onSubmit: (note: string | undefined) => void }) {
  const [note, setNote] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit(note.trim() || undefined);
  };
  return (
    <form className="confirm-box" role="alertdialog" aria-labelledby="move-text" onSubmit={submit}>
      <p id="move-text">{ask}</p>
      <label className="field">
        <span>Catatan untuk riwayat (opsional)</span>
        <input value={note} maxLength={300} onChange={(e) => setNote(e.target.value)} />
      </label>
      <div className="button-row">
        <button type="submit" className="button button-primary" disabled={pending}>
          Ya, simpan
        </button>
        <button type="button" className="button" onClick={onCancel}>
          Batal
        </button>
      </div>
    </form>
  );
}

function CancelBox({ order, pending, onCancel, onSubmit }: { order: StaffOrderDetail; pending: boolean; onCancel: () => void; onSubmit: (reason: string) => void }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const paid = order.order.paidAt !== null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (reason.trim().length < 5) {
      setError('Tulis alasan pembatalan (minimal 5 karakter)');
      return;
    }
    onSubmit(reason.trim());
  };
  return (
    <form className="confirm-box" role="alertdialog" aria-labelledby="cancel-text" onSubmit={submit} noValidate>
      <p id="cancel-text">
        {paid
          ? `Batalkan pesanan ini? Pesanan sudah dibayar: dana ${formatRupiah(order.order.total)} dikembalikan ke pelanggan (bila peran Anda boleh melakukan refund; jika tidak, pesanan masuk daftar "Perlu refund").`
          : 'Batalkan pesanan ini? Tagihan pembayarannya dihentikan, stok dan jadwal dilepas.'}
      </p>
      <label className="field">
        <span>Alasan pembatalan</span>
        <textarea value={reason} maxLength={300} aria-invalid={error ? true : undefined} aria-describedby={error ? 'cancel-error' : undefined} onChange={(e) => setReason(e.target.value)} />
      </label>
      {error ? (
        <p id="cancel-error" className="field-error">
          {error}
        </p>
      ) : null}
      <div className="button-row">
        <button type="submit" className="button button-danger" disabled={pending}>
          Ya, batalkan pesanan
        </button>
        <button type="button" className="button" onClick={onCancel}>
          Batal
        </button>
      </div>
    </form>
  );
}

function OrderTimeline({ entries }: { entries: StaffOrderDetail['timeline'] }) {
  if (entries.length === 0) return <p className="muted">Belum ada riwayat.</p>;
  return (
    <ol className="timeline">
      {entries.map((entry, i) => (
        <li key={`${entry.at}-${i}`}>
          <p>
            <strong>{entry.text}</strong> <span className="muted">oleh {entry.who}</span>
          </p>
          <p className="muted">
            <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
          </p>
        </li>
      ))}
    </ol>
  );
}
