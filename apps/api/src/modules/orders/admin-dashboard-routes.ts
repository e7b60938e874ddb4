import type { FastifyInstance } from 'fastify';
import { dashboardStats } from './dashboard-stats-service';
import type { ReturnCreditsSince } from './order-stats-repository';

/**
 * The dashboard's figures (a call of ours: the original API had none for them). Its revenue is
 * net of the return credits `returnCreditsSince` answers (returns sits above orders).
 */
export async function adminDashboardRoutes(
  app: FastifyInstance,
  { returnCreditsSince }: { returnCreditsSince: ReturnCreditsSince },
) {
  const deps = { db: app.db, clock: app.clock };
  app.get(
    '/api/admin/dashboard/stats',
    {
      preHandler: app.requireAdmin,
      config: {
        permission: 'dashboard:read',
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
      ...(await dashboardStats(deps, returnCreditsSince)),
    }),
  );
}
