import type { FastifyInstance } from 'fastify';
import { dashboardStats } from './dashboard-stats-service';

/** The dashboard's figures (a call of ours: the original API had none for them). */
export async function adminDashboardRoutes(app: FastifyInstance) {
  app.get(
    '/api/admin/dashboard/stats',
    {
      preHandler: app.requireAdmin,
      config: {
        openapi: {
          summary:
            'This month against last month in Dubai time: revenue, orders, customers, discounts, growth, daily revenue, the 5 latest orders',
          response:
            '{success, revenue, orders, customers, discounts, growthRate, daily, recentOrders}',
        },
      },
    },
    async () => ({
      success: true,
      ...(await dashboardStats(app)),
    }),
  );
}
