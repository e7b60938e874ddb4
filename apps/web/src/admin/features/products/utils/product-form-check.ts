import { fieldErrors, productFormSchema } from '@store/domain';

import { ApiError } from '@/lib/api-client';
import { at } from '@/admin/i18n';
import { UploadError } from '../api/upload-product-images';
import { productPayload, type ProductFormState } from './product-form-state';

/** The fields ProductFields shows a message beside; others (tags, images) use the alert. */
const BESIDE_FIELDS = new Set([
  'name',
  'brand',
  'price',
  'originalPrice',
  'discount',
  'stock',
  'category',
  'gender',
  'description',
]);

/** A NEW image has no URL on the server yet: this stands in while the form is checked. */
const PENDING = 'pending-upload';

/**
 * The form checked with the server's own schema before anything is uploaded: null when it
 * passes, else each field's message to show beside it and what has no field of its own (sizes,
 * colours, images) for the alert at the top.
 */
export function formProblems(
  state: ProductFormState,
): { beside: Record<string, string>; alert: string | null } | null {
  const check = productFormSchema.safeParse(
    productPayload(state, (_c, image) => (image.file ? PENDING : image.url)),
  );
  if (check.success) return null;
  const found = fieldErrors(check.error);
  const beside = Object.fromEntries(
    Object.entries(found).filter(([name]) => BESIDE_FIELDS.has(name)),
  );
  const elsewhere = Object.entries(found).find(([name]) => !BESIDE_FIELDS.has(name));
  const nothingNamed = Object.keys(beside).length === 0 && !elsewhere;
  return { beside, alert: nothingNamed ? at('form.submitError') : (elsewhere?.[1] ?? null) };
}

/** The messages left once the fields in `patch` are edited (Others' box clears the category's). */
export function errorsAfterEdit(
  errors: Record<string, string>,
  patch: object,
): Record<string, string> {
  const names = Object.keys(patch).map((n) => (n === 'customCategory' ? 'category' : n));
  return names.some((n) => n in errors)
    ? Object.fromEntries(Object.entries(errors).filter(([n]) => !names.includes(n)))
    : errors;
}

/** What the alert says when an upload or a save fails. */
export function saveFailure(error: unknown, fallback: string): string {
  if (error instanceof UploadError) return error.message;
  if (error instanceof ApiError) return error.message || fallback;
  if (error instanceof Error && error.message) return error.message;
  return at('form.unexpected');
}
