import { stockAlertParamsSchema, stockAlertSchema } from '@store/domain';
import type { FastifyInstance } from 'fastify';
import { refusal } from '#platform/errors';
import { requestLanguage } from '#platform/language/request-language';
import type { RateRule } from '#platform/rate-limit';
import { parseInput } from '#platform/validation';
import { userIdOf } from '#platform/auth';
import { alertsOfShopper, askForAlert, removeShopperAlert } from './stock-alerts';

/** Per address, before RATE_LIMIT_MULTIPLIER: a visitor's form cannot be used to mail strangers. */
const VISITOR_ALERTS: RateRule = { limit: 20, windowMs: 60 * 60_000 };

/** Back-in-stock alerts: "Notify me" on a sold-out size, and the shopper's list in the profile. */
export async function stockAlertRoutes(app: FastifyInstance) {
  const deps = { db: app.db, clock: app.clock, config: app.config };
  app.post(
    '/api/stock-alerts',
    {
      preHandler: app.optionalCustomer,
      config: {
        openapi: {
          summary: 'Ask to be told by mail when a sold-out colour and size is back',
          description:
            'Signed in, the token names the shopper (their address and language); a visitor ' +
            'sends email and gets the mail in the language of the request. One mail per alert, ' +
            'when the variant is restocked; asking twice is one alert. 409 ALERT_IN_STOCK when ' +
            'the size is in stock.',
          body: stockAlertSchema,
          status: 201,
          response: '{success, alert}',
        },
      },
    },
    async (request, reply) => {
      const input = parseInput(stockAlertSchema, request.body);
      const userId = request.auth?.userId;
      if (!userId && !input.email) {
        throw refusal('validation', 'alert.emailRequired', { code: 'VALIDATION', field: 'email' });
      }
      if (!userId) await app.rateLimit.consume(`stock-alert:${request.ip}`, VISITOR_ALERTS);
      const who = userId ? { userId } : { email: input.email as string };
      const alert = await askForAlert(deps, input, who, requestLanguage(request.headers));
      return reply.status(201).send({ success: true, alert });
    },
  );

  app.get(
    '/api/stock-alerts',
    {
      preHandler: app.requireCustomer,
      config: {
        openapi: {
          summary: "The shopper's waiting back-in-stock alerts",
          response: '{success, alerts}',
        },
      },
    },
    async (request) => ({
      success: true,
      alerts: await alertsOfShopper(deps, userIdOf(request), requestLanguage(request.headers)),
    }),
  );

  app.delete(
    '/api/stock-alerts/:id',
    {
      preHandler: app.requireCustomer,
      config: {
        openapi: {
          summary: 'Remove one of the shopper’s back-in-stock alerts',
          params: stockAlertParamsSchema,
          response: '{success}',
        },
      },
    },
    async (request) => {
      const { id } = parseInput(stockAlertParamsSchema, request.params);
      await removeShopperAlert(app.db, userIdOf(request), id);
      return { success: true };
    },
  );
}
