import { z } from 'zod';
import { RETURN_STATUSES } from '../statuses';
import { searchTextSchema } from './catalog-query';
import { blankToUndefined, choice, idField } from './fields';

const RETURN_ID_REQUIRED = 'Return id is required';
const UNKNOWN_STATUS = 'Unknown return status';

/** Manage Returns' list: search text, one status ('all' or blank: every status) and the page. */
export const adminReturnsQuerySchema = z.object({
  q: searchTextSchema,
  status: z.preprocess(
    (v) =>
      typeof v === 'string' && v.trim().toLowerCase() === 'all' ? undefined : blankToUndefined(v),
    choice(RETURN_STATUSES, UNKNOWN_STATUS).optional(),
  ),
  page: z.preprocess(
    blankToUndefined,
    z.coerce
      .number('Page must be a whole number')
      .int('Page must be a whole number')
      .min(1, 'Page must be 1 or more')
      .max(100_000, 'Page must be at most 100000')
      .default(1),
  ),
});
export type AdminReturnsQuery = z.infer<typeof adminReturnsQuerySchema>;

/** The `POST /api/admin/returns/updateReturnStatus` body; `return_id` is the _id or the RT- id. */
export const updateReturnStatusSchema = z.object({
  return_id: idField(RETURN_ID_REQUIRED),
  status: choice(RETURN_STATUSES, UNKNOWN_STATUS),
});
export type UpdateReturnStatusInput = z.infer<typeof updateReturnStatusSchema>;

export const deleteReturnSchema = z.object({ return_id: idField(RETURN_ID_REQUIRED) });
export type DeleteReturnInput = z.infer<typeof deleteReturnSchema>;

/**
 * addOtp, getOtp and admin/wallet/credit name the return by `returnid`. The original body's other
 * fields (userid, status, otp, otpExpiresAt, amount) are dropped: the server decides all of them.
 */
export const returnRefSchema = z.object({ returnid: idField(RETURN_ID_REQUIRED) });
export type ReturnRefInput = z.infer<typeof returnRefSchema>;
