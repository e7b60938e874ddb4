import { useQuery } from '@tanstack/react-query';

import { apiGet } from '@/lib/api-client';
import type { ExchangeOptions } from '@store/domain/contract';

/** GET /api/order/exchange-options: the colours and sizes a replacement may send, in stock or not. */
export const getExchangeOptions = async (
  orderId: string,
  itemId: string,
  quantity: number,
  signal?: AbortSignal,
) =>
  (
    await apiGet<ExchangeOptions>(
      `/order/exchange-options?orderid=${encodeURIComponent(orderId)}&productid=${encodeURIComponent(itemId)}&quantity=${quantity}`,
      { signal },
    )
  ).options;

/** Asked only once the shopper picks a replacement; fresh each time (stock moves). */
export const useExchangeOptions = (
  orderId: string,
  itemId: string,
  quantity: number,
  enabled: boolean,
) =>
  useQuery({
    queryKey: ['exchange-options', orderId, itemId, quantity],
    queryFn: ({ signal }) => getExchangeOptions(orderId, itemId, quantity, signal),
    enabled,
    staleTime: 0,
  });
