import { useMutation, useQueryClient } from '@tanstack/react-query';

import { adminApi } from '@/admin/lib/admin-api';
import { adminKeys } from '@/admin/lib/query-keys';

/** POST /api/admin/offers/delete-offer {offerId}: the offer and its image go. */
export const deleteOffer = (offerId: string) =>
  adminApi.post<{ success: true }>('/admin/offers/delete-offer', { offerId });

export const useDeleteOffer = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOffer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.offers() }),
  });
};
