import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';

import { adminApi } from '@/admin/lib/admin-api';

/** The password step's answer when a second step is owed (POST /api/admin/login). */
export type PendingStep = {
  secondStep: 'code' | 'setup';
  challenge: string;
  expiresAt: string;
  message?: string;
};

type Signed = { success: boolean; token: string; message?: string };

/** POST /api/admin/login/code: a code from the app or a backup code. */
export const sendSecondStep = (challenge: string, code: string) =>
  adminApi.post<Signed & { usedBackupCode: boolean }>('/admin/login/code', { challenge, code });

/** POST /api/admin/login/setup: the new secret for a member who must set two-step up. */
export const startSetupAtSignIn = (challenge: string) =>
  adminApi.post<{ secret: string; uri: string }>('/admin/login/setup', { challenge });

/** POST /api/admin/login/setup/confirm: the first code; the token and ten backup codes. */
export const confirmSetupAtSignIn = (challenge: string, code: string) =>
  adminApi.post<Signed & { backupCodes: string[] }>('/admin/login/setup/confirm', {
    challenge,
    code,
  });

export const passkeySignInOptions = () =>
  adminApi.post<{ challenge: string; options: PublicKeyCredentialRequestOptionsJSON }>(
    '/admin/login/passkey/options',
  );

export const passkeySignIn = (challenge: string, credential: AuthenticationResponseJSON) =>
  adminApi.post<Signed>('/admin/login/passkey', { challenge, credential });
