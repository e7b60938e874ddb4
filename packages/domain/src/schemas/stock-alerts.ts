import { z } from 'zod';
import { CATALOG_TEXT_MAX_CHARS } from '../constants';
import { emailField, idField, optional, requiredText } from './fields';

/**
 * "Notify me" on a sold-out colour and size: the product (its _id or product id) and the
 * variant. A signed-in shopper's token names them; a visitor gives the address to write to.
 */
export const stockAlertSchema = z.object({
  productId: idField('Product id is required'),
  color: requiredText('Please choose a colour', { max: CATALOG_TEXT_MAX_CHARS }),
  size: requiredText('Please choose a size', { max: CATALOG_TEXT_MAX_CHARS }),
  email: optional(emailField),
});
export type StockAlertInput = z.infer<typeof stockAlertSchema>;

/** One of the shopper's alerts, by its _id. */
export const stockAlertParamsSchema = z.object({ id: idField('Alert id is required') });
