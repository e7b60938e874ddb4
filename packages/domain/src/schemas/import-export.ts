import { z } from 'zod';
import { adminOrdersQuerySchema } from './admin-orders';
import { choice, optional } from './fields';

const format = optional(choice(['csv'], 'Only CSV export is available')).transform(
  (f) => f ?? 'csv',
);

/** GET admin/products/export: the file format (CSV, the default). */
export const productExportQuerySchema = z.object({ format });
export type ProductExportQuery = z.infer<typeof productExportQuerySchema>;

/** GET admin/orders/export: Manage Orders' search and filters (its page is ignored), and the format. */
export const orderExportQuerySchema = adminOrdersQuerySchema
  .omit({ page: true })
  .extend({ format });
export type OrderExportQuery = z.infer<typeof orderExportQuerySchema>;
