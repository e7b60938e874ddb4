import { DELETE_PRODUCT_TIMEOUT_MS } from '@store/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { adminApi } from '@/admin/lib/admin-api';
import { catalogChanged } from './catalog-changed';

/** DELETE /api/admin/products/delete-product {productId}, with a 30-second limit. */
export const deleteProduct = (productId: string) =>
  adminApi.delete<{ success: true; message: string }>('/admin/products/delete-product', {
    body: { productId },
    timeoutMs: DELETE_PRODUCT_TIMEOUT_MS,
  });

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteProduct, onSuccess: () => catalogChanged(queryClient) });
}
