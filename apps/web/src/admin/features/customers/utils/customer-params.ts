import { ADMIN_USERS_DEFAULT_LIMIT, ADMIN_SEARCH_MIN_CHARS } from '@store/domain';

/** What to ask the server: a search only once it is long enough to use the indexes. */
export function customerQuery(q: string, page: number) {
  const text = q.trim();
  return {
    page,
    limit: ADMIN_USERS_DEFAULT_LIMIT,
    ...(text.length >= ADMIN_SEARCH_MIN_CHARS ? { q: text } : {}),
  };
}
