import type { FastifyInstance } from 'fastify';
import { dashboardStats } from './dashboard-stats-service';

/** The dashboard's figures (ours: the spec leaves the dashboard's calls unshown). */
export async function adminDashboardRoutes(app: FastifyInstance) {
  app.get('/api/admin/dashboard/stats', { preHandler: app.requireAdmin }, async () => ({
    success: true,
    ...(await dashboardStats(app)),
  }));
}
