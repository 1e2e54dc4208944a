import { staffBranchCalls } from '@kemudi/domain/contracts/staff-branches';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../api';

export const branchListQuery = queryOptions({ queryKey: ['branches', 'list'] as const, queryFn: () => callApi(staffBranchCalls.list, {}) });

export const branchDetailQuery = (slug: string) =>
  queryOptions({ queryKey: ['branches', 'detail', slug] as const, queryFn: () => callApi(staffBranchCalls.detail, { params: { slug } }) });
