import { z } from 'zod';
import { ADMIN_USERS_DEFAULT_LIMIT, ADMIN_USERS_LIMIT_MAX } from '../constants';
import { indexedSearchSchema, limitField, pageField } from './fields';

/** The back office's customer list: newest first, paged, `q` matching name or email. */
export const adminUsersQuerySchema = z.object({
  page: pageField,
  limit: limitField(ADMIN_USERS_LIMIT_MAX, ADMIN_USERS_DEFAULT_LIMIT),
  q: indexedSearchSchema,
});
export type AdminUsersQuery = z.infer<typeof adminUsersQuerySchema>;
