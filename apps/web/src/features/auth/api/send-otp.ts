import type { SendOtpInput } from '@store/domain';
import { useMutation } from '@tanstack/react-query';

import { apiPost } from '@/lib/api-client';

type Answer = { success: boolean; message?: string };

export const sendOtp = (input: SendOtpInput) => apiPost<Answer>('/auth/send-otp', input);

export const useSendOtp = () => useMutation({ mutationFn: sendOtp });
