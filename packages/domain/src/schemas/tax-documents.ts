import { z } from 'zod';
import { cancelOrderSchema } from './orders';

/** An order's invoice or packing slip: the order by its _id or SH- id, as the other calls take it. */
export const orderDocumentParamsSchema = cancelOrderSchema;

export const CREDIT_NOTE_NUMBER_PATTERN = /^CN-\d{6,9}$/;

export const creditNoteParamsSchema = cancelOrderSchema.extend({
  number: z
    .string({ error: 'Credit note number is required' })
    .max(16, 'Credit note number looks like CN-000001')
    .regex(CREDIT_NOTE_NUMBER_PATTERN, 'Credit note number looks like CN-000001'),
});

/** The VAT return's month, in Dubai time: 'YYYY-MM'. */
export const vatReportQuerySchema = z.object({
  month: z
    .string({ error: 'month is required, as YYYY-MM' })
    .max(7, 'month must be YYYY-MM, e.g. 2030-05')
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'month must be YYYY-MM, e.g. 2030-05'),
  format: z
    .enum(['json', 'csv'], { error: "format must be 'json' or 'csv'" })
    .optional()
    .default('json'),
});
export type VatReportQuery = z.infer<typeof vatReportQuerySchema>;
