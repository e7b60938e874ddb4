import { marketingConsentSchema } from '@store/domain';
import type { MarketingConsent, Sent } from '@store/domain/contract';
import type { FastifyInstance } from 'fastify';
import { userIdOf } from '#platform/auth';
import { unauthorized } from '#platform/tokens';
import { parseInput } from '#platform/validation';
import { consentStateOf, setMarketingConsent, type ConsentState } from './marketing-consent';

const answer = (state: ConsentState): Sent<MarketingConsent> => ({
  success: true,
  marketingConsent: state.marketingConsent,
  changedAt: state.changedAt?.toISOString() ?? null,
});

/**
 * The shopper's consent to reminders and offers by mail (decision 88), beside the original
 * profile calls as the language is, so the original answers keep their shape.
 */
export async function consentRoutes(app: FastifyInstance) {
  const preHandler = app.requireCustomer;

  app.get(
    '/api/user/marketing',
    {
      preHandler,
      config: {
        openapi: {
          summary: 'Whether the shopper agreed to reminders and offers by mail',
          response: '{success, marketingConsent, changedAt}',
        },
      },
    },
    async (request) => {
      const state = await consentStateOf(app.db, userIdOf(request));
      if (!state) throw unauthorized();
      return answer(state);
    },
  );

  app.put(
    '/api/user/marketing',
    {
      preHandler,
      config: {
        openapi: {
          summary: 'Give or withdraw consent to reminders and offers by mail',
          description: 'Each change is recorded with its time; the data download lists them.',
          body: marketingConsentSchema,
          response: '{success, marketingConsent, changedAt}',
        },
      },
    },
    async (request) => {
      const { marketingConsent } = parseInput(marketingConsentSchema, request.body);
      const state = await setMarketingConsent(
        app.db,
        userIdOf(request),
        marketingConsent,
        'profile',
        app.clock.now(),
      );
      if (!state) throw unauthorized();
      return answer(state);
    },
  );
}
