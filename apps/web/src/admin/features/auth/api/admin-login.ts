import type { AdminLoginInput } from '@store/domain';
import { useMutation } from '@tanstack/react-query';

import { adminApi } from '@/admin/lib/admin-api';

export type AdminLoginResponse = {
  success: boolean;
  token?: string;
  message?: string;
  /** With two-step sign-in on (or required): the step still owed, and its challenge. */
  secondStep?: 'code' | 'setup';
  challenge?: string;
  expiresAt?: string;
};

/** POST /api/admin/login {username, password}: reads success, token, message. */
export const adminLogin = (input: AdminLoginInput) =>
  adminApi.post<AdminLoginResponse>('/admin/login', input);

export const useAdminLogin = () => useMutation({ mutationFn: adminLogin });
