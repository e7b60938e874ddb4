import type { ResetPasswordInput } from '@store/domain';
import { useMutation } from '@tanstack/react-query';

import { apiPost } from '@/lib/api-client';

type Answer = { success: boolean; message?: string };

export const resetPassword = (input: ResetPasswordInput) =>
  apiPost<Answer>('/auth/reset-password', input);

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
