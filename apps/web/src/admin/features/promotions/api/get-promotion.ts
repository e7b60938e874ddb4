import { queryOptions, useQuery } from '@tanstack/react-query';

import { adminApi } from '@/admin/lib/admin-api';
import { adminKeys } from '@/admin/lib/query-keys';
import type { AdminPromotionDetail } from '@store/domain/contract';

/** GET /api/admin/promotions/:id: one promotion, for its form. */
export const getPromotion = (id: string, signal?: AbortSignal) =>
  adminApi.get<AdminPromotionDetail>(`/admin/promotions/${encodeURIComponent(id)}`, { signal });

/** One promotion; waits while there is no id (a new promotion). */
export const usePromotion = (id: string | undefined) =>
  useQuery(
    queryOptions({
      queryKey: adminKeys.promotion(id ?? ''),
      queryFn: ({ signal }) => getPromotion(id ?? '', signal),
      enabled: id !== undefined,
    }),
  );
