import { useMutation, useQueryClient } from '@tanstack/react-query';

import { adminApi } from '@/admin/lib/admin-api';
import { adminKeys } from '@/admin/lib/query-keys';
import type { AdminOrder } from '@store/domain/contract';

type SentCode = { success: true; otpExpiresAt: string; order: AdminOrder };

/**
 * POST /api/admin/orders/sendOtp {orderid}: the server makes a code and gives it to the shopper
 * (the order goes out for delivery); the answer has its expiry, never the code.
 */
export const sendDeliveryCode = (orderid: string) =>
  adminApi.post<SentCode>('/admin/orders/sendOtp', { orderid });

export const useSendDeliveryCode = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendDeliveryCode,
    onSuccess: (data, orderid) => {
      queryClient.setQueryData(adminKeys.deliveryCode(orderid), {
        otpExpiresAt: data.otpExpiresAt,
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.orders() }),
  });
};
