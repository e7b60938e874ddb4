import { useMutation, useQueryClient } from '@tanstack/react-query';

import { adminApi } from '@/admin/lib/admin-api';
import { adminKeys } from '@/admin/lib/query-keys';
import type { PromotionFormInput as PromotionPayload } from '@store/domain';
import type { AdminPromotionDetail } from '@store/domain/contract';

const base = '/admin/promotions';

/** POST /api/admin/promotions (a new one) or PUT /api/admin/promotions/:id (an edit). */
export const savePromotion = (id: string | null, payload: PromotionPayload) =>
  id
    ? adminApi.put<AdminPromotionDetail>(`${base}/${encodeURIComponent(id)}`, payload)
    : adminApi.post<AdminPromotionDetail>(base, payload);

/** Saves the form; the list and the promotion's own form read it again. */
export const useSavePromotion = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, payload }: { id: string | null; payload: PromotionPayload }) =>
      savePromotion(id, payload),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.promotions() }),
  });
};
