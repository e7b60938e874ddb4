import { useMutation, useQueryClient } from '@tanstack/react-query';

import { adminApi } from '@/admin/lib/admin-api';
import type { ProductSaved } from '@store/domain/contract';
import type { ProductPayload } from '../product-inputs';
import { catalogChanged } from './catalog-changed';

/** POST /api/admin/products/addProduct: the server assigns productid and createdAt. */
export const addProduct = (payload: ProductPayload) =>
  adminApi.post<ProductSaved>('/admin/products/addProduct', payload);

export function useAddProduct() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addProduct, onSuccess: () => catalogChanged(queryClient) });
}
