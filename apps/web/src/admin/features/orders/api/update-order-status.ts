import { useMutation, useQueryClient } from '@tanstack/react-query';

import { adminApi } from '../../../lib/admin-api';
import { adminKeys } from '../../../lib/query-keys';
import type { OrderChange } from '../types';

export type SettableStatus = 'shipped' | 'cancelled';

/** POST /api/admin/orders/updateStatus {orderid, status}: ship, or cancel (money back once). */
export const updateOrderStatus = (orderid: string, status: SettableStatus) =>
  adminApi.post<OrderChange>('/admin/orders/updateStatus', { orderid, status });

/** Success or failure, the list is fetched again (a failure rolls the screen back). */
export const useUpdateOrderStatus = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderid, status }: { orderid: string; status: SettableStatus }) =>
      updateOrderStatus(orderid, status),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
};
