import { z } from 'zod';
import { formatAed } from '../money';
import { choice, pageField, requiredText } from './fields';
import { hasAtMostTwoDecimals } from './product';

/** A customer's orders on their console page, newest first. */
export const ADMIN_CUSTOMER_ORDERS_PAGE_SIZE = 10;
/** A customer's wallet ledger on their console page, newest first. */
export const ADMIN_CUSTOMER_LEDGER_PAGE_SIZE = 20;
/** The longest reason an owner may give for a wallet credit or debit (the shopper reads it). */
export const WALLET_ADJUSTMENT_REASON_MAX_CHARS = 200;
/** The largest single credit or debit, in AED: a slip of the keyboard cannot mint a fortune. */
export const WALLET_ADJUSTMENT_MAX_AED = 10_000;
/** An idempotency key: a uuid or any 8 to 64 letters, digits, dashes and underscores. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

export const WALLET_ADJUSTMENT_TYPES = ['credit', 'debit'] as const;
export type WalletAdjustmentType = (typeof WALLET_ADJUSTMENT_TYPES)[number];

const CUSTOMER_ID_INVALID = 'Customer id must be a customer _id';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `/api/admin/customers/:id`: the customer's `_id` (a uuid, so nothing else reaches a query). */
export const adminCustomerParamsSchema = z.object({
  id: z
    .string({ error: CUSTOMER_ID_INVALID })
    .trim()
    .max(64, CUSTOMER_ID_INVALID)
    .regex(UUID, CUSTOMER_ID_INVALID)
    .transform((id) => id.toLowerCase()),
});
export type AdminCustomerParams = z.infer<typeof adminCustomerParamsSchema>;

/** A page of one customer's orders or wallet ledger. */
export const adminCustomerPageQuerySchema = z.object({ page: pageField });
export type AdminCustomerPageQuery = z.infer<typeof adminCustomerPageQuerySchema>;

/**
 * The owner's wallet credit or debit. `amount` is in AED (more than 0, at most
 * WALLET_ADJUSTMENT_MAX_AED, 2 decimals); `idempotencyKey` is made once per click by the console,
 * so however often the request arrives the money moves once (docs/decisions/0049).
 */
export const walletAdjustmentSchema = z.object({
  type: choice(WALLET_ADJUSTMENT_TYPES, 'Type must be credit or debit'),
  amount: z
    .number({ error: 'Amount must be a number in AED' })
    .gt(0, 'Amount must be more than 0')
    .max(WALLET_ADJUSTMENT_MAX_AED, {
      message: `Amount cannot be more than ${formatAed(WALLET_ADJUSTMENT_MAX_AED)}`,
      abort: true,
    })
    .refine(hasAtMostTwoDecimals, 'Amount can have at most 2 decimals'),
  reason: requiredText('A reason is required', {
    max: WALLET_ADJUSTMENT_REASON_MAX_CHARS,
    tooLong: `Reason must be at most ${WALLET_ADJUSTMENT_REASON_MAX_CHARS} characters`,
  }),
  idempotencyKey: z
    .string({ error: 'Idempotency key is required' })
    .regex(IDEMPOTENCY_KEY_PATTERN, 'Idempotency key must be 8 to 64 letters, digits, - or _'),
});
export type WalletAdjustmentInput = z.infer<typeof walletAdjustmentSchema>;
