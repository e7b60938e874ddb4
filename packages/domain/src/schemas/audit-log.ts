import { z } from 'zod';
import { AUDIT_LOG_DEFAULT_LIMIT, AUDIT_LOG_LIMIT_MAX, AUDIT_OBJECT_TYPES } from '../audit';
import { blankToUndefined, ID_MAX_CHARS, limitField, text } from './fields';

/** An id or a media key as the log files objects: at most ID_MAX_CHARS, no control characters. */
const objectIdField = z.preprocess(
  blankToUndefined,
  text({ max: ID_MAX_CHARS * 2, tooLong: 'objectId is too long' }).optional(),
);

/**
 * The audit log's listing: newest first, optionally one kind of object or one object. Older
 * entries come by `before` (the last entry's id on the page), so a page deep in 100,000 entries
 * costs what the first does (decision 51).
 */
export const auditLogQuerySchema = z.object({
  objectType: z.preprocess(
    blankToUndefined,
    z
      .enum(AUDIT_OBJECT_TYPES, {
        error: `objectType must be one of ${AUDIT_OBJECT_TYPES.join(', ')}`,
      })
      .optional(),
  ),
  objectId: objectIdField,
  before: z.preprocess(
    blankToUndefined,
    z.uuid({ error: 'before must be an entry id' }).optional(),
  ),
  limit: limitField(AUDIT_LOG_LIMIT_MAX, AUDIT_LOG_DEFAULT_LIMIT),
});
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;
