import { useEffect } from 'react';
import { useSearchParams } from '@/lib/router';

/** What a console list's query holds: the server's total and page size for the page asked. */
type ListAnswer = {
  data: { total: number; limit: number } | undefined;
  isPlaceholderData: boolean;
};

/**
 * The list's page count. A page past it in the address (an old link, or rows gone since) would
 * show 'Page 99 of 2' over no rows: the address moves to the last page instead, in place. Rows
 * kept from another page while this one loads do not count.
 */
export function useListPages(page: number, answer: ListAnswer): number {
  const { data, isPlaceholderData } = answer;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.limit)) : 1;
  const known = data !== undefined && !isPlaceholderData;
  const [, setParams] = useSearchParams();

  useEffect(() => {
    if (!known || page <= pageCount) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (pageCount > 1) next.set('page', String(pageCount));
        else next.delete('page');
        return next;
      },
      { replace: true },
    );
  }, [known, page, pageCount, setParams]);

  return pageCount;
}
