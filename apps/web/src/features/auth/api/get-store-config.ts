import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiGet } from '../../../lib/api-client';

type StoreConfig = { success: boolean; googleClientId: string | null };

export const getStoreConfig = () => apiGet<StoreConfig>('/config');

export const storeConfigQuery = () =>
  queryOptions({ queryKey: ['store-config'], queryFn: getStoreConfig, staleTime: Infinity });

/** Whether (and as which client) Google sign-in is offered on this store. */
export const useStoreConfig = () => useQuery(storeConfigQuery());
