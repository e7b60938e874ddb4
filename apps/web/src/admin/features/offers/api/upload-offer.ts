import { useMutation, useQueryClient } from '@tanstack/react-query';

import { adminApi } from '@/admin/lib/admin-api';
import { adminKeys } from '@/admin/lib/query-keys';
import type { AdminOffer } from '@store/domain/contract';
import type { OfferFields } from '../offer-fields';

type Uploaded = { success: true; imageUrl: string; s3Key: string; offer?: AdminOffer };

/**
 * POST /api/admin/upload/offer (multipart): a new offer with its image, or with `isUpdate` only a
 * replacement image for an offer being edited (saved by update-offer with the key it answers).
 */
export function uploadOffer(fields: OfferFields, image: File, isUpdate = false) {
  const form = new FormData();
  form.set('title', fields.title);
  form.set('description', fields.description);
  form.set('titleAr', fields.titleAr);
  form.set('descriptionAr', fields.descriptionAr);
  form.set('discountText', fields.discountText);
  form.set('productIds', JSON.stringify(fields.productIds));
  form.set('promotionId', fields.promotionId);
  if (isUpdate) form.set('isUpdate', 'true');
  // Files last: the server reads the text fields first.
  form.set('offerImage', image);
  return adminApi.post<Uploaded>('/admin/upload/offer', form);
}

/** Creates an offer; the list and the storefront's offers show it at once. */
export const useCreateOffer = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ fields, image }: { fields: OfferFields; image: File }) =>
      uploadOffer(fields, image),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.offers() }),
  });
};
