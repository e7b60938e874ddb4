import { useMutation, useQueryClient } from '@tanstack/react-query';

import { adminApi } from '@/admin/lib/admin-api';
import { adminKeys } from '@/admin/lib/query-keys';
import type { AdminPromotionDetail } from '@store/domain/contract';

type PromotionDeleted = { success: true; id: string };
type Answer = AdminPromotionDetail | PromotionDeleted;

const one = (id: string) => `/admin/promotions/${encodeURIComponent(id)}`;

/** What the list does to one promotion; each answers the promotion (or a copy) as it is now. */
export type PromotionAction =
  | { kind: 'pause'; id: string }
  | { kind: 'resume'; id: string }
  | { kind: 'duplicate'; id: string }
  | { kind: 'codes'; id: string; count: number }
  | { kind: 'delete'; id: string };

/**
 * POST /:id/pause, /:id/resume, /:id/duplicate, /:id/codes {count}; DELETE /:id (only a
 * promotion never used).
 */
export function runPromotionAction(action: PromotionAction): Promise<Answer> {
  switch (action.kind) {
    case 'codes':
      return adminApi.post<AdminPromotionDetail>(`${one(action.id)}/codes`, {
        count: action.count,
      });
    case 'delete':
      return adminApi.delete<PromotionDeleted>(one(action.id));
    default:
      return adminApi.post<AdminPromotionDetail>(`${one(action.id)}/${action.kind}`);
  }
}

/** Runs an action; the list reads its rows again. */
export const usePromotionAction = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runPromotionAction,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.promotions() }),
  });
};

/** GET /:id/codes.csv: the batch's codes, saved under the server's file name. */
export const downloadPromotionCodes = (id: string) => adminApi.download(`${one(id)}/codes.csv`);
