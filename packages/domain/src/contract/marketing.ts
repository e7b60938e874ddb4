import { z } from 'zod';
import { CONSENT_SOURCES } from '../marketing';
import { answer, isoDate, ok } from './fields';

/** One consent given or withdrawn: when, and where (the registration box, the profile, a mail). */
export const consentChangeAnswer = answer({
  granted: z.boolean(),
  source: z.enum(CONSENT_SOURCES),
  at: isoDate,
});

/** GET and PUT /api/user/marketing: the shopper's choice and when they made it (null: never). */
export const marketingConsentAnswer = answer({
  success: ok,
  marketingConsent: z.boolean(),
  changedAt: isoDate.nullable(),
});
export type MarketingConsent = z.output<typeof marketingConsentAnswer>;

/** POST /api/marketing/unsubscribe: done (also when the shopper had already left the list). */
export const unsubscribeAnswer = answer({ success: ok, message: z.string() });

/** One kind of reminder mail over the console's period: sent, and followed by an order. */
const reminderFigures = answer({
  sent: z.number().int(),
  /** Reminders whose shopper placed an order within REMINDER_ORDER_WINDOW_DAYS after it. */
  followedByOrder: z.number().int(),
});

/** GET /api/admin/dashboard/reminders: the reminder mails of the last `days` days. */
export const reminderStatsAnswer = answer({
  success: ok,
  days: z.number().int(),
  bagReminders: reminderFigures,
  priceDrops: reminderFigures,
});
export type ReminderStats = z.output<typeof reminderStatsAnswer>;
