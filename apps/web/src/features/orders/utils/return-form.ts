import { fieldErrors, RETURN_REASONS, returnRequestSchema } from '@store/domain';
import type { ReturnRequestInput } from '@store/domain';
import { localErrors } from '@/i18n/shared-text';

export type ReturnValues = {
  reason: string;
  otherReason: string;
  returntype: string;
  quantity: number;
};

/** The first reason is preselected; the return type must be chosen. */
export const EMPTY_RETURN: ReturnValues = {
  reason: RETURN_REASONS[0],
  otherReason: '',
  returntype: '',
  quantity: 1,
};

export type ReturnCheck =
  { ok: true; input: ReturnRequestInput } | { ok: false; errors: Record<string, string> };

/** Validates the dialog with the server's own schema, so the messages are the same. */
export function checkReturn(values: ReturnValues, orderId: string, itemId: string): ReturnCheck {
  const parsed = returnRequestSchema.safeParse({
    orderid: orderId,
    productid: itemId,
    reason: values.reason,
    // Free text only goes with 'Other reason'.
    otherReason: values.reason === 'Other reason' ? values.otherReason : undefined,
    returntype: values.returntype,
    quantity: values.quantity,
  });
  return parsed.success
    ? { ok: true, input: parsed.data }
    : { ok: false, errors: localErrors(fieldErrors(parsed.error)) };
}
