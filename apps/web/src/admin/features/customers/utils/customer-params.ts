import { ADMIN_USERS_DEFAULT_LIMIT, ADMIN_USERS_SEARCH_MIN_CHARS } from '@store/domain';

/** The list's state in the address (`?q=…&page=…`), so a page can be reloaded and shared. */
export function readCustomerParams(search: URLSearchParams) {
  const page = Number(search.get('page'));
  return {
    q: (search.get('q') ?? '').slice(0, 100),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** What to ask the server: a search only once it is long enough to use the indexes. */
export function customerQuery(q: string, page: number) {
  const text = q.trim();
  return {
    page,
    limit: ADMIN_USERS_DEFAULT_LIMIT,
    ...(text.length >= ADMIN_USERS_SEARCH_MIN_CHARS ? { q: text } : {}),
  };
}
