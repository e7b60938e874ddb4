import { useLocation } from '@/lib/router';

import { ADMIN_PATHS } from '@/admin/lib/paths';

/** What a link from Manage Product carries: the list's address query ('?q=…&stock=low'). */
type FromList = { list?: unknown };

const ADDRESS_MAX_CHARS = 2000;

/**
 * The way back to Manage Product as it was left: View and Edit are opened with the list's
 * search, filters, sort and page in the link's state, pass it on to each other, and their Back
 * link and a saved edit return to that list instead of an unfiltered first page.
 */
export function useListReturn() {
  const location = useLocation();
  const list = (location.state as FromList | null)?.list;
  const query =
    typeof list === 'string' && list.startsWith('?') && list.length <= ADDRESS_MAX_CHARS
      ? list
      : '';
  return {
    /** The state for a link onward (View → Edit), so the way back is kept. */
    state: query ? { list: query } : undefined,
    backTo: `${ADMIN_PATHS.manageProducts}${query}`,
  };
}
