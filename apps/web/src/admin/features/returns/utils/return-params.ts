import { normalizeReturnStatus, type ReturnStatus } from '@store/domain';

import { readSearchAndPage } from '@/admin/lib/list-address';

import type { ReturnListQuery } from '../return-inputs';

export type ReturnParams = { q: string; status: ReturnStatus | null; page: number };

/** The list's state in the address (`?q=…&status=…&page=…`), so a page can be reloaded and shared. */
export function readReturnParams(search: URLSearchParams): ReturnParams {
  return {
    ...readSearchAndPage(search),
    status: normalizeReturnStatus(search.get('status') ?? ''),
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
