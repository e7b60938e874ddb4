import type {
  PublicKeyCredentialCreationOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { adminApi } from '@/admin/lib/admin-api';
import { adminKeys } from '@/admin/lib/query-keys';

export type Passkey = { id: string; name: string; createdAt: string; lastUsedAt: string | null };
export type SecurityState = {
  twoStep: { on: boolean; backupCodesLeft: number };
  passkeys: Passkey[];
  policy: { twoStepRequired: boolean };
};

/** GET /api/admin/security */
export const useSecurity = () =>
  useQuery({
    queryKey: adminKeys.security(),
    queryFn: ({ signal }) => adminApi.get<SecurityState>('/admin/security', { signal }),
  });

/** Every change here is followed by the page's state read again. */
function useSecurityMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.security() }),
  });
}

export const useStartTwoStep = () =>
  useMutation({
    mutationFn: () =>
      adminApi.post<{ secret: string; uri: string }>('/admin/security/two-step/start'),
  });

export const useConfirmTwoStep = () =>
  useSecurityMutation((code: string) =>
    adminApi.post<{ backupCodes: string[] }>('/admin/security/two-step/confirm', { code }),
  );

export const useTurnOffTwoStep = () =>
  useSecurityMutation((code: string) => adminApi.post('/admin/security/two-step/off', { code }));

export const useSetPolicy = () =>
  useSecurityMutation((twoStepRequired: boolean) =>
    adminApi.put('/admin/security/policy', { twoStepRequired }),
  );

export const passkeyOptions = () =>
  adminApi.post<{ challenge: string; options: PublicKeyCredentialCreationOptionsJSON }>(
    '/admin/security/passkeys/options',
  );

export const useAddPasskey = () =>
  useSecurityMutation(
    (input: { challenge: string; name: string; credential: RegistrationResponseJSON }) =>
      adminApi.post<{ passkey: Passkey }>('/admin/security/passkeys', input),
  );

export const useRenamePasskey = () =>
  useSecurityMutation(({ id, name }: { id: string; name: string }) =>
    adminApi.patch(`/admin/security/passkeys/${encodeURIComponent(id)}`, { name }),
  );

export const useRemovePasskey = () =>
  useSecurityMutation((id: string) =>
    adminApi.delete(`/admin/security/passkeys/${encodeURIComponent(id)}`),
  );
