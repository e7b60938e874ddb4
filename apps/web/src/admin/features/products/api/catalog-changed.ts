import type { QueryClient } from '@tanstack/react-query';

import { queryKeys } from '@/lib/query-keys';
import { adminKeys } from '@/admin/lib/query-keys';

/**
 * After a product is added, changed or deleted: the admin lists (Low stock among them), the
 * dashboard's stock figures and the storefront's cached catalogue (same tab) are stale, so the
 * next look at any of them asks the server again.
 */
export function catalogChanged(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: adminKeys.products() });
  // The dashboard counts variants low or sold out.
  void queryClient.invalidateQueries({ queryKey: adminKeys.dashboardStats() });
  void queryClient.invalidateQueries({ queryKey: queryKeys.catalog.all });
  void queryClient.invalidateQueries({ queryKey: queryKeys.offers.all() });
}
