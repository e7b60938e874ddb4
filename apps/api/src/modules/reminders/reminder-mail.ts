import { pathInLocale } from '@store/domain';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '#db/client';
import { storeOrigin } from '#platform/web/public-origin';
import type { MarketingRecipient } from '#modules/auth';
import { renderMail } from '#modules/mails';
import { reminderCopy, type ReminderMail } from './reminder-copy';
import { unsubscribeToken } from './unsubscribe-token';

/** A storefront address in the shopper's language, on the store's public origin. */
export function storefrontUrl(app: FastifyInstance, path: string, lang: 'en' | 'ar'): string {
  return `${storeOrigin(app)}${pathInLocale(path, lang)}`;
}

/**
 * Queues a reminder inside `tx` (the transaction that claimed it), in the shopper's language,
 * with its unsubscribe link in the body and in the headers mail clients offer as their own
 * button: List-Unsubscribe names the API's address, and List-Unsubscribe-Post says a POST to it
 * unsubscribes in one click (RFC 8058), without the shopper signing in.
 */
export async function queueReminder(
  app: FastifyInstance,
  tx: Tx,
  userId: string,
  to: MarketingRecipient,
  mail: ReminderMail,
): Promise<void> {
  const token = encodeURIComponent(unsubscribeToken(app.jwtSecret, userId));
  const unsubscribeUrl = storefrontUrl(app, `/profile?unsubscribe=${token}`, to.language);
  const copy = reminderCopy(mail, to.language, { fullname: to.fullname, unsubscribeUrl });
  const rendered = await renderMail(copy, to.language);
  await app.mailOutbox.enqueue(tx, {
    to: to.email,
    language: to.language,
    kind: mail.kind,
    subject: rendered.subject,
    text: rendered.text,
    html: rendered.html,
    headers: {
      'List-Unsubscribe': `<${storeOrigin(app)}/api/marketing/unsubscribe?token=${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  });
}
