import { ADMIN_PATHS } from '@/admin/lib/paths';

/** The view and edit screens name their product in the address: `?id=SS-000001`. */
export const viewProductPath = (productid: string) =>
  `${ADMIN_PATHS.viewProduct}?id=${encodeURIComponent(productid)}`;
export const editProductPath = (productid: string) =>
  `${ADMIN_PATHS.editProduct}?id=${encodeURIComponent(productid)}`;
