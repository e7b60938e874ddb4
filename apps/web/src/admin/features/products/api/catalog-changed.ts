import type { QueryClient } from '@tanstack/react-query';

import { queryKeys } from '../../../../lib/query-keys';
import { adminKeys } from '../../../lib/query-keys';

/**
 * After a product is added, changed or deleted: the admin lists and the storefront's cached
 * catalogue (same tab) are stale, so the next look at either asks the server again.
 */
export function catalogChanged(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: adminKeys.products() });
  void queryClient.invalidateQueries({ queryKey: queryKeys.catalog.all });
  void queryClient.invalidateQueries({ queryKey: queryKeys.offers.all() });
}
