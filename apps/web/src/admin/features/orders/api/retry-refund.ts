import { useMutation, useQueryClient } from '@tanstack/react-query';

import { adminApi } from '@/admin/lib/admin-api';
import { adminKeys } from '@/admin/lib/query-keys';
import type { OrderChange } from '@store/domain/contract';

/** POST /api/admin/orders/retryRefund {orderid}: a cancelled pay-later order's refund, again. */
export const retryRefund = (orderid: string) =>
  adminApi.post<OrderChange>('/admin/orders/retryRefund', { orderid });

/** Success or failure, the list is fetched again (the answer says where the refund stands). */
export const useRetryRefund = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderid: string) => retryRefund(orderid),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
};
