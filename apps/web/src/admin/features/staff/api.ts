import { BUILT_IN_ROLES, type Permission } from '@store/domain';
import type { StaffDevices, StaffOverview } from '@store/domain/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { at, type AdminMessageKey } from '@/admin/i18n';
import { adminApi } from '@/admin/lib/admin-api';
import { adminKeys } from '@/admin/lib/query-keys';

export type { StaffDevice, StaffMemberRow, StaffOverview } from '@store/domain/contract';

/** A role's name: a built-in one in the console's language, a custom one as the owner wrote it. */
export function roleLabel(role: string, customName: string | null): string {
  if ((BUILT_IN_ROLES as readonly string[]).includes(role)) {
    return at(`role.${role}` as AdminMessageKey);
  }
  return customName ?? role;
}

export const useStaff = () =>
  useQuery({
    queryKey: adminKeys.staff,
    queryFn: ({ signal }) => adminApi.get<StaffOverview>('/admin/staff', { signal }),
  });

export const useDevices = () =>
  useQuery({
    queryKey: adminKeys.devices,
    queryFn: ({ signal }) => adminApi.get<StaffDevices>('/admin/me/sessions', { signal }),
  });

/** A member's signed-in devices, as the owner sees them (read when their row is opened). */
export const useMemberDevices = (id: string) =>
  useQuery({
    queryKey: adminKeys.memberDevices(id),
    queryFn: ({ signal }) => adminApi.get<StaffDevices>(`/admin/staff/${id}/sessions`, { signal }),
  });

/** A staff write; the list is read again after it. */
export function useStaffWrite<T>(write: (input: T) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.staff }),
  });
}

export const staffApi = {
  invite: (body: { email: string; role: string }) =>
    adminApi.post('/admin/staff/invitations', body),
  change: ({
    id,
    ...body
  }: {
    id: string;
    role?: string;
    status?: string;
    walletDailyCap?: number;
  }) => adminApi.patch(`/admin/staff/${id}`, body),
  endSessions: (id: string) => adminApi.delete(`/admin/staff/${id}/sessions`),
  /** A member's lost authenticator app cleared; they are signed out and set up a new one. */
  resetTwoStep: (id: string) => adminApi.post(`/admin/staff/${id}/two-step/reset`, {}),
  withdraw: (id: string) => adminApi.delete(`/admin/staff/invitations/${id}`),
  endDevice: (id: string) => adminApi.delete(`/admin/me/sessions/${id}`),
  endMemberDevice: ({ id, sessionId }: { id: string; sessionId: string }) =>
    adminApi.delete(`/admin/staff/${id}/sessions/${sessionId}`),
  /** A custom role made, or with `id` changed. */
  saveRole: ({ id, ...body }: { id?: string; name: string; permissions: Permission[] }) =>
    id ? adminApi.put(`/admin/staff/roles/${id}`, body) : adminApi.post('/admin/staff/roles', body),
  deleteRole: (id: string) => adminApi.delete(`/admin/staff/roles/${id}`),
};
