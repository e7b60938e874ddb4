import { REMINDER_ORDER_WINDOW_DAYS, unsubscribeSchema } from '@store/domain';
import type { ReminderStats, Sent } from '@store/domain/contract';
import type { FastifyInstance } from 'fastify';
import { refusal } from '#platform/errors';
import { parseInput } from '#platform/validation';
import { setMarketingConsent } from '#modules/auth';
import { reminderStats } from './reminder-stats';
import { userOfUnsubscribeToken } from './unsubscribe-token';

export const UNSUBSCRIBED_MESSAGE = 'You will get no more reminders or offers by mail.';
/** The console's period for the reminder figures. */
export const REMINDER_STATS_DAYS = 30;

const FORM = 'application/x-www-form-urlencoded';

/**
 * The way out of marketing mail, which works without signing in: the mail's signed link (the
 * storefront's page posts its token) and the one-click POST mail clients send to the address
 * in List-Unsubscribe (RFC 8058: the token in the query, `List-Unsubscribe=One-Click` as the
 * form body). A token changed in any way answers 400 and changes nothing.
 */
export async function reminderRoutes(app: FastifyInstance) {
  // The one-click POST is a form; this scope alone reads one (a small body, as text).
  app.addContentTypeParser(FORM, { parseAs: 'string', bodyLimit: 1024 }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  app.post(
    '/api/marketing/unsubscribe',
    {
      config: {
        openapi: {
          summary: 'Unsubscribe from reminders and offers by mail, with the link’s token',
          description:
            'No sign-in: the token signs the account. The token may come in the query (the ' +
            'List-Unsubscribe one-click POST) or the body. Unsubscribing twice succeeds.',
          body: unsubscribeSchema,
          response: '{success, message}',
        },
      },
    },
    async (request) => {
      const query = request.query as { token?: unknown } | undefined;
      const body = request.body as { token?: unknown } | undefined;
      const { token } = parseInput(unsubscribeSchema, { token: body?.token ?? query?.token });
      const userId = userOfUnsubscribeToken(app.jwtSecret, token);
      if (!userId) {
        throw refusal('validation', 'INVALID_UNSUBSCRIBE_LINK');
      }
      // A closed account (or one whose consent was already withdrawn) stays as it is.
      await setMarketingConsent(app.db, userId, false, 'unsubscribe', app.clock.now());
      return { success: true as const, message: UNSUBSCRIBED_MESSAGE };
    },
  );

  app.get(
    '/api/admin/dashboard/reminders',
    {
      preHandler: app.requireAdmin,
      config: {
        permission: 'dashboard:read',
        openapi: {
          summary: `The reminder mails of the last ${REMINDER_STATS_DAYS} days, and how many an order followed within ${REMINDER_ORDER_WINDOW_DAYS} days`,
          response: '{success, days, bagReminders, priceDrops}',
        },
      },
    },
    async (): Promise<Sent<ReminderStats>> => ({
      success: true,
      days: REMINDER_STATS_DAYS,
      ...(await reminderStats(app.db, app.clock.now(), REMINDER_STATS_DAYS)),
    }),
  );
}
