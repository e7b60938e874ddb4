import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { adminApi } from '@/admin/lib/admin-api';
import { adminKeys } from '@/admin/lib/query-keys';
import type {
  AdminOrder,
  AdminReturn,
  CustomerProfile,
  CustomerWallet,
} from '@store/domain/contract';

type OrdersPage = {
  success: true;
  orders: AdminOrder[];
  total: number;
  page: number;
  limit: number;
};
type Returns = { success: true; returns: AdminReturn[] };

const base = (id: string) => `/admin/customers/${encodeURIComponent(id)}`;

/** GET /api/admin/customers/:id: profile and saved addresses. */
export const useCustomerProfile = (id: string) =>
  useQuery(
    queryOptions({
      queryKey: adminKeys.customer(id, 'profile'),
      queryFn: ({ signal }) => adminApi.get<CustomerProfile>(base(id), { signal }),
    }),
  );

/** GET /api/admin/customers/:id/orders?page: 10 a page, newest first. */
export const useCustomerOrders = (id: string, page: number) =>
  useQuery(
    queryOptions({
      queryKey: adminKeys.customer(id, 'orders', { page }),
      queryFn: ({ signal }) =>
        adminApi.get<OrdersPage>(`${base(id)}/orders`, { params: { page }, signal }),
      placeholderData: keepPreviousData,
    }),
  );

/** GET /api/admin/customers/:id/returns: every return, newest first. */
export const useCustomerReturns = (id: string) =>
  useQuery(
    queryOptions({
      queryKey: adminKeys.customer(id, 'returns'),
      queryFn: ({ signal }) => adminApi.get<Returns>(`${base(id)}/returns`, { signal }),
    }),
  );

/** GET /api/admin/customers/:id/wallet?page: the balance and 20 ledger lines a page. */
export const useCustomerWallet = (id: string, page: number) =>
  useQuery(
    queryOptions({
      queryKey: adminKeys.customer(id, 'wallet', { page }),
      queryFn: ({ signal }) =>
        adminApi.get<CustomerWallet>(`${base(id)}/wallet`, { params: { page }, signal }),
      placeholderData: keepPreviousData,
    }),
  );
