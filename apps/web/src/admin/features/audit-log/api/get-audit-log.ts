import { AUDIT_LOG_DEFAULT_LIMIT } from '@store/domain';
import { useInfiniteQuery } from '@tanstack/react-query';

import { adminApi } from '@/admin/lib/admin-api';
import { adminKeys } from '@/admin/lib/query-keys';
import type { AuditLogPage } from '@store/domain/contract';
import type { AuditLogFilter } from '../audit-log-filter';

/**
 * GET /api/admin/audit-log: newest first; each older page starts after the last entry shown
 * (`before`), so 'Show older' stays fast however long the log grows.
 */
export const useAuditLog = (filter: AuditLogFilter) =>
  useInfiniteQuery({
    queryKey: adminKeys.auditLog(filter),
    queryFn: ({ pageParam, signal }) =>
      adminApi.get<AuditLogPage>('/admin/audit-log', {
        params: {
          ...filter,
          limit: AUDIT_LOG_DEFAULT_LIMIT,
          ...(pageParam ? { before: pageParam } : {}),
        },
        signal,
      }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextBefore ?? undefined,
  });
