import { z } from 'zod';
import { idField, ignoredField, optional, quantityField, requiredText } from './fields';

const PRODUCT_ID_REQUIRED = 'Product id is required';

export const productIdSchema = z.object({ productid: idField(PRODUCT_ID_REQUIRED) });
export type ProductIdInput = z.infer<typeof productIdSchema>;

/** A line's colour and size; a non-object reads as no size chosen. */
const selectionsObject = z.object(
  {
    size: requiredText('Please select a size', { max: 50 }),
    color: requiredText('Please select a color', { max: 50 }),
  },
  { error: 'Please select a size' },
);

export const cartLineSchema = z.object({
  userid: ignoredField("The shopper's id: the token names the shopper."),
  productid: idField(PRODUCT_ID_REQUIRED),
  quantity: quantityField,
  // Missing selections read as nothing selected, so the shopper sees which choice is missing.
  selections: z.preprocess((value) => value ?? {}, selectionsObject),
});
export type CartLineInput = z.infer<typeof cartLineSchema>;

/** Remove from the bag: one line when selections are given, else every line of the product. */
export const cartRemoveSchema = z.object({
  productid: idField(PRODUCT_ID_REQUIRED),
  selections: optional(selectionsObject),
});
export type CartRemoveInput = z.infer<typeof cartRemoveSchema>;

/** Set a line's quantity: one line when selections are given, else every line of the product. */
export const cartUpdateSchema = cartRemoveSchema.extend({ quantity: quantityField });
export type CartUpdateInput = z.infer<typeof cartUpdateSchema>;
