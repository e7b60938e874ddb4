import { SOCIAL_SIGN_IN_ATTEMPTS, SOCIAL_SIGN_IN_RETRY_WAITS_MS } from '@store/domain';

import { apiPost, ApiError } from '@/lib/api-client';
import type { User } from '@store/domain/contract';
import { withRetries } from '../utils/retry';

export type GoogleLoginResponse = { success: boolean; token?: string; msg?: string; user?: User };

export const googleLogin = (credential: string) =>
  apiPost<GoogleLoginResponse>('/auth/google-login', { token: credential });

/** Up to 3 attempts, waiting 1 s then 2 s, when the network or server stumbled. */
export const googleLoginWithRetries = (credential: string) =>
  withRetries(() => googleLogin(credential), {
    attempts: SOCIAL_SIGN_IN_ATTEMPTS,
    waitMs: (attempt) => SOCIAL_SIGN_IN_RETRY_WAITS_MS[attempt - 1] ?? 0,
    shouldRetry: (error) =>
      error instanceof ApiError && (error.kind !== 'http' || error.status >= 500),
  });
