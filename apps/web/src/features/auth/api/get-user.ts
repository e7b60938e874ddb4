import { AUTH_FETCH_ATTEMPTS, AUTH_FETCH_RETRY_DELAY_MS } from '@store/domain';

import { t } from '@/i18n';
import { apiGet, ApiError } from '@/lib/api-client';
import type { User } from '@store/domain/contract';
import { withRetries } from '../utils/retry';

type GetUserResponse = { success: boolean; user?: User };

export const getUser = () => apiGet<GetUserResponse>('/auth/getUser');

/** Two attempts on network errors, waiting 1 s times the attempt number. */
export async function fetchCurrentUser(): Promise<User> {
  const res = await withRetries(getUser, {
    attempts: AUTH_FETCH_ATTEMPTS,
    waitMs: (attempt) => AUTH_FETCH_RETRY_DELAY_MS * attempt,
    shouldRetry: (error) => error instanceof ApiError && error.kind === 'network',
  });
  if (!res.success || !res.user) throw new ApiError(t('api.read.notFound'), 404, undefined, 'http');
  return res.user;
}
