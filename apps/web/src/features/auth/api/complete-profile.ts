import type { CompleteProfileInput } from '@store/domain';
import { useMutation } from '@tanstack/react-query';

import { apiPost } from '@/lib/api-client';
import type { User } from '@store/domain/contract';

type CompleteProfileResponse = { success: boolean; user?: User };

export const completeProfile = (input: CompleteProfileInput) =>
  apiPost<CompleteProfileResponse>('/auth/complete-profile', input);

export const useCompleteProfile = () => useMutation({ mutationFn: completeProfile });
