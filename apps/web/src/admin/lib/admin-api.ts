import { createApiClient } from '@/lib/api-client';
import { clearAdminSession, getAdminToken } from './admin-storage';

/**
 * The back office's API client: the storefront's transport and messages with the admin token
 * (`adminToken`, only while `adminAuth` is true). Any 401 to a call that sent the token hands
 * over to the session (AdminSessionProvider wires `onUnauthorized`), which signs the admin out
 * with 'Session expired. Please login again.' and goes to /admin/login.
 *
 * Feature code calls `adminApi.get('/admin/orders')`, `adminApi.post(...)` and so on.
 */
export const adminApi = createApiClient({
  getToken: getAdminToken,
  clearTokens: clearAdminSession,
  // Unused while onUnauthorized is set (every 401 goes there); kept harmless just in case.
  onSessionExpired: () => undefined,
  onUnauthorized: () => clearAdminSession(),
});
