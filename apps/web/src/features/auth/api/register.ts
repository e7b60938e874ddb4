import type { RegisterInput } from '@store/domain';
import { useMutation } from '@tanstack/react-query';

import { apiPost } from '@/lib/api-client';
import type { User } from '@store/domain/contract';

export type RegisterResponse = { success: boolean; token?: string; user?: User; message?: string };

export const register = (input: RegisterInput) =>
  apiPost<RegisterResponse>('/auth/register', input);

export const useRegister = () => useMutation({ mutationFn: register });
