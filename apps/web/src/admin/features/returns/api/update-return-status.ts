import type { ReturnStatus } from '@store/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { adminApi } from '@/admin/lib/admin-api';
import { adminKeys } from '@/admin/lib/query-keys';
import type { ReturnStatusAnswer } from '@store/domain/contract';

export type ReturnStatusChange = { return_id: string; status: ReturnStatus };

/** POST /api/admin/returns/updateReturnStatus: Accept, Reject, Schedule pickup, Ship replacement. */
export const updateReturnStatus = (change: ReturnStatusChange) =>
  adminApi.post<ReturnStatusAnswer>('/admin/returns/updateReturnStatus', change);

/** Refetches the list after any outcome: a refused change shows the return as it really is. */
export const useUpdateReturnStatus = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReturnStatus,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.returns() }),
  });
};
