import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roleStatuses } from '../modules/auth/admin-test-kit';
import { buildTestApp } from '../test/helper';
import { routeTable } from '../test/route-table';

/** Calls outside /api/admin/ that need the admin too (DESIGN.md section 2), once they exist. */
const ADMIN_ONLY_ELSEWHERE = ['/api/upload-product-images', '/api/delete-image'];
/** Calls under /api/admin/ that anyone may make. */
const OPEN = ['/api/admin/login'];
const SOME_UUID = '00000000-0000-4000-8000-000000000000';

describe('every admin call: 401 without a token, 403 for a shopper, open to the admin', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ rateLimitMultiplier: 100 });
  });
  afterAll(() => app.close());

  const adminRoutes = () =>
    routeTable(app).filter(
      ({ url }) =>
        (url.startsWith('/api/admin/') && !OPEN.includes(url)) ||
        ADMIN_ONLY_ELSEWHERE.includes(url),
    );

  it('finds the admin routes in the app’s route table', () => {
    const urls = adminRoutes().map((r) => `${r.method} ${r.url}`);
    expect(urls).toEqual(
      expect.arrayContaining(['GET /api/admin/dashboard/users', 'GET /api/admin/dashboard/stats']),
    );
    expect(routeTable(app)).toContainEqual({ method: 'POST', url: '/api/admin/login' });
    expect(routeTable(app)).toContainEqual({ method: 'GET', url: '/api/catalog/products/:id' });
  });

  it('guards each of them', async () => {
    for (const { method, url } of adminRoutes()) {
      const statuses = await roleStatuses(app, {
        method: method as 'GET',
        url: url.replace(/:\w+/g, SOME_UUID),
        ...(method === 'GET' ? {} : { payload: {} }),
      });
      expect({ call: `${method} ${url}`, anonymous: statuses.anonymous }).toEqual({
        call: `${method} ${url}`,
        anonymous: 401,
      });
      expect({ call: `${method} ${url}`, shopper: statuses.shopper }).toEqual({
        call: `${method} ${url}`,
        shopper: 403,
      });
      // The admin gets past the guard: an answer, a validation error or a 404, never 401/403/5xx.
      expect([401, 403]).not.toContain(statuses.admin);
      expect(statuses.admin).toBeLessThan(500);
    }
  }, 120_000);
});
