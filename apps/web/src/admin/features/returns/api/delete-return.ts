import { useMutation, useQueryClient } from '@tanstack/react-query';

import { adminApi } from '@/admin/lib/admin-api';
import { adminKeys } from '@/admin/lib/query-keys';

/** POST /api/admin/returns/deleteReturn: only a requested or rejected return. */
export const deleteReturn = (returnId: string) =>
  adminApi.post<{ success: true; message: string }>('/admin/returns/deleteReturn', {
    return_id: returnId,
  });

export const useDeleteReturn = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReturn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.returns() }),
  });
};
