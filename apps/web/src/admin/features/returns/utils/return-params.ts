import { CATALOG_TEXT_MAX_CHARS, normalizeReturnStatus, type ReturnStatus } from '@store/domain';

import type { ReturnListQuery } from '../types';

export type ReturnParams = { q: string; status: ReturnStatus | null; page: number };

/** The list's state in the address (`?q=…&status=…&page=…`), so a page can be reloaded and shared. */
export function readReturnParams(search: URLSearchParams): ReturnParams {
  const page = Number(search.get('page'));
  return {
    q: (search.get('q') ?? '').slice(0, CATALOG_TEXT_MAX_CHARS),
    status: normalizeReturnStatus(search.get('status') ?? ''),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The address for a state: empty and default parts are left out (page 1, every status). */
export function returnSearch({ q, status, page }: ReturnParams): Record<string, string> {
  const text = q.trim();
  return {
    ...(text ? { q: text } : {}),
    ...(status ? { status } : {}),
    ...(page > 1 ? { page: String(page) } : {}),
  };
}

/** What to ask the server for. */
export function returnListQuery({ q, status, page }: ReturnParams): ReturnListQuery {
  const text = q.trim();
  return { page, ...(text ? { q: text } : {}), ...(status ? { status } : {}) };
}
