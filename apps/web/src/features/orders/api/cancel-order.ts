import type { CancelReason } from '@store/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiPost } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { Order } from '@/features/checkout';

/** `requested`: the order had shipped, so the cancel is a request the owner settles (202). */
type CancelOrderResponse = { success: true; message: string; order: Order; requested?: boolean };

/** The order, and for one already shipped why the shopper asks (each optional). */
export type CancelOrderInput = { orderid: string; reason?: CancelReason; note?: string };

/**
 * POST /api/order/cancel: idempotent; a second call answers 'Order is already cancelled'. A
 * shipped order answers 202 with the request on the order (`cancelRequestedAt`).
 */
export const cancelOrder = (input: CancelOrderInput) =>
  apiPost<CancelOrderResponse>('/order/cancel', input);

export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSuccess: ({ order }) => {
      queryClient.setQueryData<Order[]>(queryKeys.orders(), (orders) =>
        orders?.map((o) => (o._id === order._id ? order : o)),
      );
      // The wallet part went back to the wallet.
      void queryClient.invalidateQueries({ queryKey: queryKeys.wallet() });
      // The list's own fields come back with it: the invoice and the cancel's credit note.
      void queryClient.invalidateQueries({ queryKey: queryKeys.orders() });
    },
  });
}
