import { useMutation, useQueryClient } from '@tanstack/react-query';

import { adminApi } from '@/admin/lib/admin-api';
import { adminKeys } from '@/admin/lib/query-keys';
import type { OrderChange } from '@store/domain/contract';

/** POST /api/admin/orders/retryCapture {orderid}: a shipped pay-later order's capture, again. */
export const retryCapture = (orderid: string) =>
  adminApi.post<OrderChange>('/admin/orders/retryCapture', { orderid });

/** Success or failure, the list is fetched again (the answer says where the capture stands). */
export const useRetryCapture = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderid: string) => retryCapture(orderid),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
};
