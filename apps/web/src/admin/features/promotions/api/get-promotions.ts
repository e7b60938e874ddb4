import { queryOptions, useQuery } from '@tanstack/react-query';

import { adminApi } from '@/admin/lib/admin-api';
import { adminKeys } from '@/admin/lib/query-keys';
import type { PromotionListRow } from '../promotion-row';

/** GET /api/admin/promotions: every promotion, newest first, with its uses and money. */
export const getPromotions = (signal?: AbortSignal) =>
  adminApi.get<{ success: true; promotions: PromotionListRow[] }>('/admin/promotions', { signal });

export const usePromotions = () =>
  useQuery(
    queryOptions({
      queryKey: adminKeys.promotions(),
      queryFn: ({ signal }) => getPromotions(signal),
    }),
  );
