import { staffCalls } from '@kemudi/domain/contracts/staff';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../api';

/** The branches the staff forms and filters offer (they change rarely). */
export const branchesQuery = queryOptions({
  queryKey: ['branches'] as const,
  queryFn: () => callApi(staffCalls.branches, {}),
  staleTime: 30 * 60_000,
});

export const staffDetailQuery = (id: string) =>
  queryOptions({ queryKey: ['staff', 'detail', id] as const, queryFn: () => callApi(staffCalls.detail, { params: { id } }) });
