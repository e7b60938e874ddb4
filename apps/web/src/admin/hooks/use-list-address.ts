import { useEffect, useState } from 'react';
import { useSearchParams } from '@/lib/router';

import { useDebouncedValue } from '@/lib/use-debounced-value';
import { changeList, type ListState } from '../lib/list-address';

/** How long typing in a console search box pauses before the list is asked for. */
export const SEARCH_DELAY_MS = 300;

/** The address's query for a list's state, leaving out what is at its default. */
type WriteList<S> = (state: S) => URLSearchParams | Record<string, string>;

/**
 * A console list's search, filters and page, kept in the address so that Back, a reload and a
 * shared link open the same rows. What is typed in the search box settles into the address as
 * page 1 of the new search, the filters kept; a new page moves focus to the top of the list.
 */
export function useListAddress<S extends ListState>(
  read: (params: URLSearchParams) => S,
  write: WriteList<S>,
) {
  const [params, setParams] = useSearchParams();
  const state = read(params);
  const [text, setText] = useState(state.q);
  const [seen, setSeen] = useState(state.q);
  const debounced = useDebouncedValue(text, SEARCH_DELAY_MS);
  const address = params.toString();

  // Back, Forward or a link changed the search: the box shows it (a trailing space typed on
  // purpose is kept when the address only caught up with the box).
  if (state.q !== seen) {
    setSeen(state.q);
    if (state.q !== text.trim()) setText(state.q);
  }

  // Typing that has settled goes into the address, as page 1 of the new search.
  useEffect(() => {
    const current = read(new URLSearchParams(address));
    if (debounced !== text || debounced.trim() === current.q.trim()) return;
    setParams(write(changeList(current, { q: debounced } as Partial<Omit<S, 'page'>>)), {
      replace: true,
    });
  }, [debounced, text, address, read, write, setParams]);

  const change = (next: Partial<Omit<S, 'page'>> | { page: number }) => {
    setParams(write(changeList(state, next)));
    if ('page' in next) document.getElementById('admin-main')?.focus();
  };

  return { state, text, setText, change };
}
