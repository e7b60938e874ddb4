import type { LoginInput } from '@store/domain';
import { useMutation } from '@tanstack/react-query';

import { apiPost } from '@/lib/api-client';

export type LoginResponse = { success: boolean; token?: string; message?: string };

export const login = (input: LoginInput) => apiPost<LoginResponse>('/auth/login', input);

export const useLogin = () => useMutation({ mutationFn: login });
