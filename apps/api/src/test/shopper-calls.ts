import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { bearer } from '../modules/auth/test-users';

/**
 * Calls every route that takes a shopper's token once with `token` (an empty body, `x` for path
 * parameters) and answers each call's name and response, for tests about all of them at once.
 */
export async function callEveryShopperRoute(
  app: FastifyInstance,
  token: string,
): Promise<Array<{ call: string; res: LightMyRequestResponse }>> {
  const routes = app
    .apiRoutes()
    .filter((r) => r.role === 'customer' || r.role === 'optional-customer');
  const answers = [];
  for (const route of routes) {
    const res = await app.inject({
      method: route.method as 'GET' | 'POST',
      url: route.url.replace(/:(\w+)/g, 'x'),
      headers: bearer(token),
      ...(route.method === 'GET' ? {} : { payload: {} }),
    });
    answers.push({ call: `${route.method} ${route.url}`, res });
  }
  return answers;
}
