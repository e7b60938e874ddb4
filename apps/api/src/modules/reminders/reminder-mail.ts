import { pathInLocale } from '@store/domain';
import type { Tx } from '#db/client';
import type { MarketingRecipient } from '#modules/auth';
import { renderMail } from '#modules/mails';
import { reminderCopy, type ReminderMail } from './reminder-copy';
import type { ReminderMailDeps } from './reminder-deps';
import { unsubscribeToken } from './unsubscribe-token';

/** A storefront address in the shopper's language, on the store's public origin. */
export function storefrontUrl(
  deps: Pick<ReminderMailDeps, 'storeOrigin'>,
  path: string,
  lang: 'en' | 'ar',
): string {
  return `${deps.storeOrigin()}${pathInLocale(path, lang)}`;
}

/**
 * Queues a reminder inside `tx` (the transaction that claimed it), in the shopper's language,
 * with its unsubscribe link in the body and in the headers mail clients offer as their own
 * button: List-Unsubscribe names the API's address, and List-Unsubscribe-Post says a POST to it
 * unsubscribes in one click (RFC 8058), without the shopper signing in.
 */
export async function queueReminder(
  deps: ReminderMailDeps,
  tx: Tx,
  userId: string,
  to: MarketingRecipient,
  mail: ReminderMail,
): Promise<void> {
  const token = encodeURIComponent(unsubscribeToken(deps.jwtSecret, userId));
  const unsubscribeUrl = storefrontUrl(deps, `/profile?unsubscribe=${token}`, to.language);
  const copy = reminderCopy(mail, to.language, { fullname: to.fullname, unsubscribeUrl });
  const rendered = await renderMail(copy, to.language);
  await deps.mailOutbox.enqueue(tx, {
    to: to.email,
    language: to.language,
    kind: mail.kind,
    subject: rendered.subject,
    text: rendered.text,
    html: rendered.html,
    headers: {
      'List-Unsubscribe': `<${deps.storeOrigin()}/api/marketing/unsubscribe?token=${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  });
}
