import { useMutation, useQueryClient } from '@tanstack/react-query';

import { adminApi } from '@/admin/lib/admin-api';
import { catalogChanged } from './catalog-changed';

type Repriced = {
  success: true;
  message: string;
  products: { _id: string; productid: string; price: number }[];
};

/** POST /api/admin/products/bulk-delete {ids}: every chosen product, in one transaction. */
export const bulkDeleteProducts = (ids: string[]) =>
  adminApi.post<{ success: true; message: string; deleted: number }>(
    '/admin/products/bulk-delete',
    { ids },
  );

/**
 * POST /api/admin/products/bulk-discount {ids, discount, allowIncrease?}: percent off the original
 * price; a price that would rise needs allowIncrease (else 409 PRICE_WOULD_RISE).
 */
export const bulkDiscountProducts = (input: {
  ids: string[];
  discount: number;
  allowIncrease?: boolean;
}) => adminApi.post<Repriced>('/admin/products/bulk-discount', input);

/** POST /api/admin/products/bulk-price {ids, percent}: each price up or down by a percent. */
export const bulkPriceProducts = (input: { ids: string[]; percent: number }) =>
  adminApi.post<Repriced>('/admin/products/bulk-price', input);

/** The three bulk actions; each refreshes the lists and the storefront's catalogue after. */
export function useBulkProductActions() {
  const queryClient = useQueryClient();
  const onSuccess = () => catalogChanged(queryClient);
  return {
    remove: useMutation({ mutationFn: bulkDeleteProducts, onSuccess }),
    discount: useMutation({ mutationFn: bulkDiscountProducts, onSuccess }),
    price: useMutation({ mutationFn: bulkPriceProducts, onSuccess }),
  };
}
