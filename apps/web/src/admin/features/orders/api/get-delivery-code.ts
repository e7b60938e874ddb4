import { queryOptions, useQuery } from '@tanstack/react-query';

import { ApiError } from '@/lib/api-client';
import { adminApi } from '@/admin/lib/admin-api';
import { adminKeys } from '@/admin/lib/query-keys';

export type LiveCode = { otpExpiresAt: string } | null;

/**
 * POST /api/admin/orders/otp {orderid}: the live code's expiry, for the countdown (never the
 * code); null when no code is waiting (none sent, used up or voided).
 */
export async function getDeliveryCode(orderid: string, signal?: AbortSignal): Promise<LiveCode> {
  try {
    const { otp } = await adminApi.post<{ success: true; otp: { otpExpiresAt: string } }>(
      '/admin/orders/otp',
      { orderid },
      signal ? { signal } : {},
    );
    return otp;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const getDeliveryCodeQueryOptions = (orderid: string) =>
  queryOptions({
    queryKey: adminKeys.deliveryCode(orderid),
    queryFn: ({ signal }) => getDeliveryCode(orderid, signal),
    staleTime: 0,
  });

export const useDeliveryCode = (orderid: string, enabled: boolean) =>
  useQuery({ ...getDeliveryCodeQueryOptions(orderid), enabled });
