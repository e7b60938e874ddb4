import { z } from 'zod';
import { idField, quantityField, requiredText } from './fields';

const PRODUCT_ID_REQUIRED = 'Product id is required';

export const productIdSchema = z.object({ productid: idField(PRODUCT_ID_REQUIRED) });
export type ProductIdInput = z.infer<typeof productIdSchema>;

export const cartLineSchema = z.object({
  productid: idField(PRODUCT_ID_REQUIRED),
  quantity: quantityField,
  // Missing selections read as nothing selected, so the shopper sees which choice is missing.
  selections: z.preprocess(
    (value) => value ?? {},
    z.object(
      {
        size: requiredText('Please select a size'),
        color: requiredText('Please select a color'),
      },
      { error: 'Please select a size' },
    ),
  ),
});
export type CartLineInput = z.infer<typeof cartLineSchema>;
