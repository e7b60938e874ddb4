import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { getLocale } from '@/i18n';
import { apiDelete, apiGet, apiPost } from '@/lib/api-client';

export type StockAlert = {
  _id: string;
  productid: string;
  name: string;
  color: string;
  size: string;
  image: string;
  createdAt: string;
};

const ALERTS_KEY = ['stock-alerts'] as const;

/** GET /api/stock-alerts: the signed-in shopper's waiting alerts, newest first. */
export const useStockAlerts = () =>
  useQuery({
    queryKey: ALERTS_KEY,
    queryFn: async ({ signal }) =>
      (await apiGet<{ alerts: StockAlert[] }>('/stock-alerts', { signal })).alerts,
  });

/** POST /api/stock-alerts: "Notify me" (a visitor adds the address to write to). */
export function useAskForAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { productId: string; color: string; size: string; email?: string }) =>
      // A visitor's mail comes in the language of the page they asked on.
      apiPost<{ alert: { _id: string } }>('/stock-alerts', input, {
        headers: { 'Accept-Language': getLocale() },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ALERTS_KEY }),
  });
}

/** DELETE /api/stock-alerts/:id, from the profile. */
export function useRemoveAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiDelete<{ success: true }>(`/stock-alerts/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ALERTS_KEY }),
  });
}
