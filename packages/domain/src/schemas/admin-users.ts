import { z } from 'zod';
import {
  ADMIN_USERS_DEFAULT_LIMIT,
  ADMIN_USERS_LIMIT_MAX,
  ADMIN_USERS_SEARCH_MIN_CHARS,
  CATALOG_TEXT_MAX_CHARS,
} from '../constants';
import { limitField, pageField } from './fields';

/**
 * Customer search text: 3 to 100 characters, blank means no search. Shorter text cannot use the
 * trigram indexes and would scan every customer (docs/decisions/0008).
 */
export const customerSearchSchema = z
  .string()
  .trim()
  .max(CATALOG_TEXT_MAX_CHARS, `Search text must be at most ${CATALOG_TEXT_MAX_CHARS} characters`)
  .refine(
    (v) => v === '' || v.length >= ADMIN_USERS_SEARCH_MIN_CHARS,
    `Type at least ${ADMIN_USERS_SEARCH_MIN_CHARS} characters to search`,
  )
  .transform((v) => (v === '' ? undefined : v))
  .optional();

/** The back office's customer list: newest first, paged, `q` matching name or email. */
export const adminUsersQuerySchema = z.object({
  page: pageField,
  limit: limitField(ADMIN_USERS_LIMIT_MAX, ADMIN_USERS_DEFAULT_LIMIT),
  q: customerSearchSchema,
});
export type AdminUsersQuery = z.infer<typeof adminUsersQuerySchema>;
