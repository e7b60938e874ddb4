import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';

import { getLocale } from '@/i18n';
import { apiDelete, apiPost } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { Cart } from '@store/domain/contract';

/**
 * POST /api/cart/code: puts a code on the bag and answers the bag with it; a code that does not
 * apply is refused (400 PROMOTION_REFUSED) and changes nothing. The refusal says why in the
 * request's language, which the page's goes as, since a shopper who opened an Arabic page
 * without the language switch has no language cookie yet.
 */
export const applyPromoCode = (code: string) =>
  apiPost<Cart>('/cart/code', { code }, { headers: { 'Accept-Language': getLocale() } });

/** DELETE /api/cart/code: takes the code off the bag and answers the bag. */
export const removePromoCode = () => apiDelete<Cart>('/cart/code');

/** Both changes of the bag's code, so a page can tell that one is on its way. */
const promoCodeKey = [...queryKeys.cart(), 'code'] as const;

/**
 * Applying and removing answer the whole bag: the bag, checkout's summary and its payment step
 * all read that one query, so each follows the new totals as soon as the answer is in.
 */
export function useApplyPromoCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: promoCodeKey,
    mutationFn: applyPromoCode,
    onSuccess: (cart) => queryClient.setQueryData(queryKeys.cart(), cart),
  });
}

export function useRemovePromoCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: promoCodeKey,
    mutationFn: removePromoCode,
    onSuccess: (cart) => queryClient.setQueryData(queryKeys.cart(), cart),
    onError: () => queryClient.invalidateQueries({ queryKey: queryKeys.cart() }),
  });
}

/**
 * Whether a code is being applied or removed now: the bag's total is about to change. Asked when
 * the shopper presses, not watched (useIsMutating would add to every page's first script).
 */
export const promoCodeChanging = (queryClient: QueryClient) =>
  queryClient.isMutating({ mutationKey: promoCodeKey }) > 0;
