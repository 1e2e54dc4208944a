import type { StaffMember } from '@kemudi/domain/contracts/staff';

const STATUS: Record<StaffMember['status'], { label: string; tone: string }> = {
  active: { label: 'Aktif', tone: 'ok' },
  invited: { label: 'Diundang', tone: 'info' },
  inactive: { label: 'Nonaktif', tone: 'muted' },
};

export const STATUS_LABELS = { active: 'Aktif', invited: 'Diundang', inactive: 'Nonaktif' } as const;

/** Status, lockout and a missing second factor, as small labels. */
export function StaffBadges({ member }: { member: StaffMember }) {
  const status = STATUS[member.status];
  return (
    <>
      <span className={`badge badge-${status.tone}`}>{status.label}</span>
      {member.lockedUntil ? <span className="badge badge-warn">Terkunci</span> : null}
      {member.status !== 'inactive' && !member.secondFactor ? <span className="badge badge-warn">Autentikator belum aktif</span> : null}
    </>
  );
}
