import { queryOptions, useQuery } from '@tanstack/react-query';

import { adminApi } from '@/admin/lib/admin-api';
import { adminKeys } from '@/admin/lib/query-keys';
import type { AdminPromotionsResponse } from '@store/domain/contract';

/** GET /api/admin/promotions: every promotion, newest first, with its uses and money. */
export const getPromotions = (signal?: AbortSignal) =>
  adminApi.get<AdminPromotionsResponse>('/admin/promotions', { signal, params: { limit: 100 } });

export const usePromotions = () =>
  useQuery(
    queryOptions({
      queryKey: adminKeys.promotions(),
      queryFn: ({ signal }) => getPromotions(signal),
    }),
  );
