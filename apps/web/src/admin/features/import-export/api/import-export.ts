import { env } from '@/config/env';
import { adminApi } from '@/admin/lib/admin-api';
import { clearAdminSession, getAdminToken } from '@/admin/lib/admin-storage';
import { ordersQuery, type OrderFilters } from '@/admin/lib/order-filters';

/** GET /api/admin/products/export: the catalogue as CSV, saved by the browser. */
export const downloadProductsCsv = () =>
  adminApi.download('/admin/products/export', { params: { format: 'csv' } });

/** GET /api/admin/orders/export with Manage Orders' search and filters (its page aside). */
export function downloadOrdersCsv(filters: OrderFilters) {
  const { page: _page, ...query } = ordersQuery(filters);
  return adminApi.download('/admin/orders/export', { params: { ...query, format: 'csv' } });
}

export type ImportRowError = { line: number; field: string; message: string };

export type ImportResult =
  | { ok: true; created: number; updated: number; unchanged: number; rows: number }
  | { ok: false; message: string; errors: ImportRowError[] };

/**
 * POST /api/admin/products/import with the chosen file. Read here rather than through adminApi:
 * a refused file's answer carries the bad rows (`errors`), which the page lists line by line.
 */
export async function importProductsCsv(file: File): Promise<ImportResult> {
  const form = new FormData();
  form.append('file', file, file.name);
  const token = getAdminToken();
  const res = await fetch(`${env.apiBaseUrl}/admin/products/import`, {
    method: 'POST',
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    body: form,
  });
  if (res.status === 401) clearAdminSession();
  const body = (await res.json().catch(() => ({}))) as {
    success?: boolean;
    error?: string;
    errors?: ImportRowError[];
    created?: number;
    updated?: number;
    unchanged?: number;
    rows?: number;
  };
  if (res.ok && body.success) {
    return {
      ok: true,
      created: body.created ?? 0,
      updated: body.updated ?? 0,
      unchanged: body.unchanged ?? 0,
      rows: body.rows ?? 0,
    };
  }
  return { ok: false, message: body.error ?? res.statusText, errors: body.errors ?? [] };
}
