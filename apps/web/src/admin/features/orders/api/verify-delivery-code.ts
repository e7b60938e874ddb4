import { partialMatchKey, useMutation, useQueryClient } from '@tanstack/react-query';

import { adminApi } from '@/admin/lib/admin-api';
import { adminKeys } from '@/admin/lib/query-keys';
import type { OrderChange } from '@store/domain/contract';
import type { LiveCode } from './get-delivery-code';

/**
 * POST /api/admin/orders/verifyOtp {orderid, otp}: the code the shopper reads out; the right one
 * in time delivers the order (a cash order is paid, the return window opens).
 */
export const verifyDeliveryCode = (orderid: string, otp: string) =>
  adminApi.post<OrderChange>('/admin/orders/verifyOtp', { orderid, otp });

export const useVerifyDeliveryCode = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderid, otp }: { orderid: string; otp: string }) =>
      verifyDeliveryCode(orderid, otp),
    onSuccess: async (_answer, { orderid }) => {
      // The code is used up: asking for its expiry again would only be answered 404.
      await queryClient.invalidateQueries({
        queryKey: adminKeys.all,
        predicate: (query) => !partialMatchKey(query.queryKey, adminKeys.deliveryCodes()),
      });
      queryClient.setQueryData<LiveCode>(adminKeys.deliveryCode(orderid), null);
    },
  });
};
