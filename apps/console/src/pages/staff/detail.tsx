import { staffCalls, type StaffMember } from '@kemudi/domain/contracts/staff';
import { STAFF_ROLE_LABELS } from '@kemudi/domain/staff-roles';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useState } from 'react';
import { callApi, errorMessage } from '../../api';
import { setFlash } from '../../flash';
import { FlashNotice } from '../../kit/flash-notice';
import { formatDateTime } from '../../format';
import { DetailLayout } from '../../kit/detail';
import { Notice } from '../../kit/form';
import { useMe } from '../../session';
import { StaffBadges, STATUS_LABELS } from './badges';
import { StaffForm } from './form';
import { staffDetailQuery } from './queries';

const route = getRouteApi('/_app/staf/$id');

type Action = 'deactivate' | 'activate' | 'reset' | 'invite';

const CONFIRM: Record<Action, { ask: string; yes: string; done: (m: StaffMember) => string }> = {
  deactivate: {
    ask: 'Nonaktifkan staf ini? Semua sesinya langsung berakhir dan ia tidak dapat masuk lagi.',
    yes: 'Ya, nonaktifkan',
    done: (m) => `${m.name} dinonaktifkan.`,
  },
  activate: { ask: 'Aktifkan kembali staf ini?', yes: 'Ya, aktifkan', done: (m) => `${m.name} diaktifkan kembali.` },
  reset: {
    ask: 'Reset verifikasi dua langkah? Autentikator dan kode pemulihannya dihapus, sesinya berakhir, dan ia harus mengaktifkan autentikator lagi saat masuk.',
    yes: 'Ya, reset',
    done: (m) => `Verifikasi dua langkah ${m.name} direset.`,
  },
  invite: { ask: 'Kirim ulang email undangan? Tautan sebelumnya tidak berlaku lagi.', yes: 'Ya, kirim', done: (m) => `Undangan baru dikirim ke ${m.email}.` },
};

export function StaffDetailPage() {
  const { id } = route.useParams();
  const me = useMe();
  const queryClient = useQueryClient();
  const detail = useQuery(staffDetailQuery(id));
  const [editing, setEditing] = useState(false);
  const [asking, setAsking] = useState<Action | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['staff'] });

  const update = useMutation({
    mutationFn: (body: { name: string; role: StaffMember['role']; branchIds: number[] }) => callApi(staffCalls.update, { params: { id }, body }),
    onSuccess: async (member) => {
      setEditing(false);
      setFlash(`Data ${member.name} disimpan.`);
      await refresh();
    },
  });
  const act = useMutation({
    mutationFn: async (action: Action) => {
      const call = { deactivate: staffCalls.deactivate, activate: staffCalls.activate, reset: staffCalls.resetSecondFactor, invite: staffCalls.resendInvite }[action];
      await callApi(call, { params: { id }, body: {} });
      return action;
    },
    onSuccess: async (action) => {
      setAsking(null);
      if (detail.data) setFlash(CONFIRM[action].done(detail.data.member));
      await refresh();
    },
  });

  if (detail.isError) return <Notice tone="error">{errorMessage(detail.error)}</Notice>;
  if (!detail.data) return <p className="muted">Memuat…</p>;
  const { member, timeline } = detail.data;
  const self = member.id === me.id;
  const actions: Action[] = [
    ...(member.status === 'invited' ? (['invite'] as const) : []),
    ...(member.secondFactor ? (['reset'] as const) : []),
    ...(self ? [] : member.status === 'inactive' ? (['activate'] as const) : (['deactivate'] as const)),
  ];
  return (
    <>
      <p>
        <Link to="/staf">← Daftar staf</Link>
      </p>
      <FlashNotice tone="success" />
      {act.isError ? <Notice tone="error">{errorMessage(act.error)}</Notice> : null}
      <DetailLayout
        title={member.name}
        subtitle={member.email}
        badges={<StaffBadges member={member} />}
        actions={
          <>
            <button type="button" className="button" aria-expanded={editing} onClick={() => setEditing(!editing)}>
              {editing ? 'Batal ubah' : 'Ubah'}
            </button>
            {actions.map((action) => (
              <button key={action} type="button" className={action === 'deactivate' ? 'button button-danger' : 'button'} onClick={() => setAsking(action)}>
                {{ deactivate: 'Nonaktifkan', activate: 'Aktifkan', reset: 'Reset verifikasi dua langkah', invite: 'Kirim ulang undangan' }[action]}
              </button>
            ))}
          </>
        }
        facts={[
          { label: 'Peran', value: STAFF_ROLE_LABELS[member.role] },
          { label: 'Cabang', value: member.role === 'group_admin' ? 'Semua cabang' : member.branches.map((b) => b.name).join(', ') || '—' },
          { label: 'Status', value: STATUS_LABELS[member.status] },
          { label: 'Verifikasi dua langkah', value: member.secondFactor ? 'Aktif' : 'Belum aktif' },
          { label: 'Terkunci sampai', value: member.lockedUntil ? formatDateTime(member.lockedUntil) : '—' },
          { label: 'Masuk terakhir', value: formatDateTime(member.lastLoginAt) },
          { label: 'Ditambahkan', value: formatDateTime(member.createdAt) },
        ]}
        timeline={timeline}
      >
        {asking ? (
          <div className="confirm-box" role="alertdialog" aria-labelledby="confirm-text">
            <p id="confirm-text">{CONFIRM[asking].ask}</p>
            <div className="button-row">
              <button type="button" className={asking === 'deactivate' ? 'button button-danger' : 'button button-primary'} disabled={act.isPending} onClick={() => act.mutate(asking)}>
                {CONFIRM[asking].yes}
              </button>
              <button type="button" className="button" onClick={() => setAsking(null)}>
                Batal
              </button>
            </div>
          </div>
        ) : null}
        {editing ? (
          <section aria-label="Ubah data staf" className="edit-box">
            <StaffForm
              initial={{ name: member.name, email: member.email, role: member.role, branchIds: member.branches.map((b) => b.id) }}
              withEmail={false}
              submitLabel="Simpan perubahan"
              pending={update.isPending}
              error={update.error}
              onSubmit={({ name, role, branchIds }) => update.mutate({ name, role, branchIds })}
            />
          </section>
        ) : null}
      </DetailLayout>
    </>
  );
}
