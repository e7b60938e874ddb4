import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiPost } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { ReturnRequest } from '@store/domain/contract';
import type { ReturnRequestBody } from '../utils/return-form';

type SubmitReturnResponse = { success: true; msg: string; return: ReturnRequest };

/** POST /api/order/Return: one request per order item, validated by returnRequestSchema. */
export const submitReturn = (input: ReturnRequestBody) =>
  apiPost<SubmitReturnResponse>('/order/Return', input);

export function useSubmitReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitReturn,
    onSuccess: ({ return: created }) => {
      queryClient.setQueryData<ReturnRequest[]>(queryKeys.returns(), (list) => [
        created,
        ...(list ?? []).filter((r) => r._id !== created._id),
      ]);
    },
  });
}
