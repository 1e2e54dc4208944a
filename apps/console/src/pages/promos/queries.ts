import { staffPromoCalls } from '@kemudi/domain/contracts/staff-promos';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../api';

/** The cities and branches a promo can target (they change rarely). */
export const promoTargetsQuery = queryOptions({
  queryKey: ['promos', 'targets'] as const,
  queryFn: () => callApi(staffPromoCalls.targets, {}),
  staleTime: 30 * 60_000,
});

export const promoDetailQuery = (slug: string) =>
  queryOptions({ queryKey: ['promos', 'detail', slug] as const, queryFn: () => callApi(staffPromoCalls.detail, { params: { slug } }) });
