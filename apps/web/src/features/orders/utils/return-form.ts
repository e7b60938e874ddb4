import { fieldErrors, RETURN_REASONS, returnRequestSchema } from '@store/domain';
import type { ReturnRequestInput } from '@store/domain';
import { localErrors } from '@/i18n/shared-text';

export type ReturnValues = {
  reason: string;
  otherReason: string;
  returntype: string;
  quantity: number;
  /** A replacement's colour and size (the item's own unless the shopper picks another). */
  exchange: { color: string; size: string } | null;
};

/** What POST /api/order/Return takes: the parsed request with the exchange as its two fields. */
export type ReturnRequestBody = Omit<ReturnRequestInput, 'exchange'> & {
  exchangeColor?: string;
  exchangeSize?: string;
};

/** The first reason is preselected; the return type must be chosen. */
export const EMPTY_RETURN: ReturnValues = {
  reason: RETURN_REASONS[0],
  otherReason: '',
  returntype: '',
  quantity: 1,
  exchange: null,
};

export type ReturnCheck =
  { ok: true; input: ReturnRequestBody } | { ok: false; errors: Record<string, string> };

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
    ...(values.returntype === 'replacement' && values.exchange
      ? { exchangeColor: values.exchange.color, exchangeSize: values.exchange.size }
      : {}),
  });
  if (!parsed.success) return { ok: false, errors: localErrors(fieldErrors(parsed.error)) };
  const { exchange, ...input } = parsed.data;
  return {
    ok: true,
    input: exchange
      ? { ...input, exchangeColor: exchange.color, exchangeSize: exchange.size }
      : input,
  };
}
