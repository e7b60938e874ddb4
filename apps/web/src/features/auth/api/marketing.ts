import type { MarketingConsentInput, UnsubscribeInput } from '@store/domain';
import type { MarketingConsent } from '@store/domain/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { apiGet, apiPost, apiPut } from '@/lib/api-client';

const KEY = ['user', 'marketing'] as const;

export const getMarketingConsent = () => apiGet<MarketingConsent>('/user/marketing');
export const putMarketingConsent = (input: MarketingConsentInput) =>
  apiPut<MarketingConsent>('/user/marketing', input);
export const unsubscribe = (input: UnsubscribeInput) =>
  apiPost<{ success: true; message: string }>('/marketing/unsubscribe', input);

export const useMarketingConsent = () => useQuery({ queryKey: KEY, queryFn: getMarketingConsent });

export function useSetMarketingConsent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: putMarketingConsent,
    onSuccess: (answer) => client.setQueryData(KEY, answer),
  });
}

export const useUnsubscribe = () => useMutation({ mutationFn: unsubscribe });
