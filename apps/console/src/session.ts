import { staffCalls, type StaffMe } from '@kemudi/domain/contracts/staff';
import { can, STAFF_ROLE_LABELS, type StaffPermission } from '@kemudi/domain/staff-roles';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { callApi } from './api';

/** The signed-in member (GET auth/me): read before any page of the shell, kept while the session lives. */
export const meQuery = queryOptions({
  queryKey: ['me'] as const,
  queryFn: () => callApi(staffCalls.me, {}),
  staleTime: 5 * 60_000,
  retry: false,
});

export function useMe(): StaffMe {
  return useSuspenseQuery(meQuery).data;
}

/** What the role may do (the console hides what it may not; the API refuses it anyway). */
export function useCan(permission: StaffPermission): boolean {
  return can(useMe().role, permission);
}

/** "Kemudi Toyota Sunter", "Semua cabang" for a group admin, "—" for a role without branches. */
export function branchLabel(me: Pick<StaffMe, 'role' | 'branches'>): string {
  if (me.role === 'group_admin') return 'Semua cabang';
  return me.branches.length > 0 ? me.branches.map((b) => b.name).join(', ') : '—';
}

export const roleLabel = (me: Pick<StaffMe, 'role'>) => STAFF_ROLE_LABELS[me.role];
