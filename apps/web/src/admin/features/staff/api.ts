import { BUILT_IN_ROLES, type Permission } from '@store/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { at, type AdminMessageKey } from '@/admin/i18n';
import { adminApi } from '@/admin/lib/admin-api';
import { adminKeys } from '@/admin/lib/query-keys';

export type StaffMemberRow = {
  id: string;
  username: string;
  name: string | null;
  role: string;
  roleName: string | null;
  status: 'active' | 'deactivated';
  walletDailyCap: number | null;
  lastSeenAt: string | null;
};
export type StaffInvitationRow = {
  id: string;
  email: string;
  role: string;
  roleName: string | null;
  expiresAt: string;
  expired: boolean;
};
export type StaffOverview = {
  members: StaffMemberRow[];
  invitations: StaffInvitationRow[];
  roles: { id: string; name: string; permissions: Permission[] }[];
};
export type DeviceRow = {
  id: string;
  userAgent: string;
  ip: string;
  signedInAt: string;
  lastSeenAt: string;
  current: boolean;
};

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
    queryFn: ({ signal }) =>
      adminApi.get<{ sessions: DeviceRow[] }>('/admin/me/sessions', { signal }),
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
  change: ({ id, ...body }: { id: string; role?: string; status?: string }) =>
    adminApi.patch(`/admin/staff/${id}`, body),
  endSessions: (id: string) => adminApi.delete(`/admin/staff/${id}/sessions`),
  withdraw: (id: string) => adminApi.delete(`/admin/staff/invitations/${id}`),
  endDevice: (id: string) => adminApi.delete(`/admin/me/sessions/${id}`),
};
