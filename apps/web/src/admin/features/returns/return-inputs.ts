import type { ReturnStatus } from '@store/domain';

/** What Manage Returns asks GET /api/admin/returns for (page size is the server's). */
export type ReturnListQuery = { page: number; q?: string; status?: ReturnStatus };
