import type { AccountErasure } from '@store/domain/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { adminApi } from '@/admin/lib/admin-api';
import { adminKeys } from '@/admin/lib/query-keys';

const base = (id: string) => `/admin/customers/${encodeURIComponent(id)}`;

/** GET /api/admin/customers/:id/data, saved as the JSON file the server names. */
export const downloadCustomerData = (id: string) => adminApi.download(`${base(id)}/data`);

/** POST /api/admin/customers/:id/erase; the page then shows the closed account. */
export const useEraseCustomer = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => adminApi.post<AccountErasure>(`${base(id)}/erase`, {}),
    // The profile, the wallet (now 0) and the rest of the page all read the closed account.
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: adminKeys.customer(id, 'profile').slice(0, 3) }),
  });
};
