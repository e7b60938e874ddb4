import { queryOptions, useQuery } from '@tanstack/react-query';

import type { PayLaterMethod } from '@store/domain';

import { apiGet } from './api-client';

/** GET /api/config: what this store is set up to offer; the storefront and the console read it. */
export type StoreConfig = {
  success: boolean;
  /** null when Google sign-in is off. */
  googleClientId: string | null;
  /** Whether the card option is offered, and whether the built-in test provider takes no money. */
  cards: { offered: boolean; testMode: boolean };
  /** Whether the prices the owner enters already hold their VAT (PRICES_INCLUDE_VAT). */
  prices?: { includeVat: boolean };
  /** The pay-later providers offered, whose instalment lines the product page and bag show. */
  payLater?: PayLaterMethod[];
};

export const getStoreConfig = () => apiGet<StoreConfig>('/config');

export const storeConfigQuery = () =>
  queryOptions({ queryKey: ['store-config'], queryFn: getStoreConfig, staleTime: Infinity });

/** This store's setup: Google sign-in, card payments and their test mode. */
export const useStoreConfig = () => useQuery(storeConfigQuery());
