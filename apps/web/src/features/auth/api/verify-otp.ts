import type { VerifyOtpInput } from '@store/domain';
import { useMutation } from '@tanstack/react-query';

import { apiPost } from '@/lib/api-client';

type Answer = { success: boolean; message?: string };

export const verifyOtp = (input: VerifyOtpInput) => apiPost<Answer>('/auth/verify-otp', input);

export const useVerifyOtp = () => useMutation({ mutationFn: verifyOtp });
