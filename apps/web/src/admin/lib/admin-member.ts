import { allows, type PermissionDeclaration } from '@store/domain';
import type { CurrentMemberAnswer } from '@store/domain/contract';
import { useQuery } from '@tanstack/react-query';

import { adminApi } from './admin-api';
import { useAdminSession } from './admin-session';
import { adminKeys } from './query-keys';

/** Who is signed in: the console's menus, pages and buttons follow the role's permissions. */
export function useAdminMember() {
  const { token } = useAdminSession();
  return useQuery({
    queryKey: adminKeys.me,
    queryFn: ({ signal }) => adminApi.get<CurrentMemberAnswer>('/admin/me', { signal }),
    enabled: Boolean(token),
    staleTime: 30_000,
    select: (data) => data.member,
  });
}

/**
 * Whether the member may do what needs `permission`. While the member is loading nothing is
 * offered; the server decides in any case (a 403 says why).
 */
export function useCan(): (permission: PermissionDeclaration) => boolean {
  const member = useAdminMember().data;
  return (permission) => (member ? allows(member.permissions, permission) : false);
}
