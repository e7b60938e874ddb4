import { useMutation, useQueryClient } from '@tanstack/react-query';

import { adminApi } from '@/admin/lib/admin-api';
import { adminKeys } from '@/admin/lib/query-keys';
import type { AdminOffer } from '@store/domain/contract';
import type { OfferFields } from '../offer-fields';

type Image = { imageUrl: string; s3Key: string };

/** PUT /api/admin/offers/update-offer: the fields, product ids as a JSON string, a new image. */
export const updateOffer = (offerId: string, fields: OfferFields, image?: Image) =>
  adminApi.put<{ success: true; offer: AdminOffer }>('/admin/offers/update-offer', {
    offerId,
    ...fields,
    productIds: JSON.stringify(fields.productIds),
    ...(image ?? {}),
  });

export const useUpdateOffer = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      offerId,
      fields,
      image,
    }: {
      offerId: string;
      fields: OfferFields;
      image?: Image;
    }) => updateOffer(offerId, fields, image),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.offers() }),
  });
};
