import { useMutation, useQueryClient } from '@tanstack/react-query';

import { adminApi } from '@/admin/lib/admin-api';
import { adminKeys } from '@/admin/lib/query-keys';
import type { ProductSaved } from '@store/domain/contract';
import type { ProductPayload } from '../product-inputs';
import { catalogChanged } from './catalog-changed';

/** `stockWas`: the stock the form loaded, so units sold while it was open stay sold. */
type UpdateInput = { _id: string; payload: ProductPayload; stockWas: number };

/** PUT /api/admin/products/update-product: replaces the fields, colours and images of `_id`. */
export const updateProduct = ({ _id, payload, stockWas }: UpdateInput) =>
  adminApi.put<ProductSaved>('/admin/products/update-product', { _id, ...payload, stockWas });

export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProduct,
    onSuccess: ({ product }) => {
      queryClient.setQueryData(adminKeys.product(product._id), product);
      queryClient.setQueryData(adminKeys.product(product.productid), product);
      catalogChanged(queryClient);
    },
  });
}
