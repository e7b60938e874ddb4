import type { CancelRequestDecision } from '@store/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { adminApi } from '@/admin/lib/admin-api';
import { adminKeys } from '@/admin/lib/query-keys';
import type { OrderChange } from '@store/domain/contract';

/**
 * POST /api/admin/orders/cancelRequest {orderid, decision}: the parcel is back ('returned': the
 * order is cancelled and refunded once) or the order goes on ('declined').
 */
export const settleCancelRequest = (orderid: string, decision: CancelRequestDecision) =>
  adminApi.post<OrderChange>('/admin/orders/cancelRequest', { orderid, decision });

/** Success or failure, the list is fetched again (a request settled elsewhere shows so). */
export const useSettleCancelRequest = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderid, decision }: { orderid: string; decision: CancelRequestDecision }) =>
      settleCancelRequest(orderid, decision),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
};
