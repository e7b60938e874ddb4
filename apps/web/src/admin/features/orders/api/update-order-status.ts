import { useMutation, useQueryClient } from '@tanstack/react-query';

import { adminApi } from '@/admin/lib/admin-api';
import { adminKeys } from '@/admin/lib/query-keys';
import type { OrderChange } from '@store/domain/contract';

export type SettableStatus = 'shipped' | 'cancelled';

/** The courier (a key from GET admin/orders/couriers) and tracking number sent with 'shipped'. */
export type Shipment = { carrier?: string; trackingNumber?: string };

/**
 * POST /api/admin/orders/updateStatus {orderid, status, carrier?, trackingNumber?}: ship (with the
 * courier), or cancel (money back once).
 */
export const updateOrderStatus = (
  orderid: string,
  status: SettableStatus,
  shipment: Shipment = {},
) => adminApi.post<OrderChange>('/admin/orders/updateStatus', { orderid, status, ...shipment });

/** Success or failure, the list is fetched again (a failure rolls the screen back). */
export const useUpdateOrderStatus = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      orderid,
      status,
      shipment,
    }: {
      orderid: string;
      status: SettableStatus;
      shipment?: Shipment;
    }) => updateOrderStatus(orderid, status, shipment),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
};
