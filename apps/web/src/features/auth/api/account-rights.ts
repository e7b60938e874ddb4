import type { DeleteAccountInput } from '@store/domain';
import type { AccountDeletionRequest, AccountErasure } from '@store/domain/contract';
import { useMutation } from '@tanstack/react-query';

import { apiDownload, apiPost } from '@/lib/api-client';

/** Saves the shopper's data as the JSON file the server names (my-data-2026-12-02.json). */
export const downloadMyData = () => apiDownload('/auth/my-data');

export const requestAccountDeletion = () =>
  apiPost<AccountDeletionRequest>('/auth/delete-account/request', {});

export const deleteAccount = (input: DeleteAccountInput) =>
  apiPost<AccountErasure>('/auth/delete-account', input);

export const useRequestAccountDeletion = () => useMutation({ mutationFn: requestAccountDeletion });
export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount });
