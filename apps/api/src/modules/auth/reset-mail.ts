import { RESET_CODE_TTL_SECONDS } from '@store/domain';
import { renderShopperMail } from '#modules/mails';
import type { Language } from '#modules/mails';
import type { CodeMail } from './auth-deps';

interface Account {
  email: string;
  fullname: string;
  language: string | null;
}

/** The mails that carry an account's own code: a password reset, or a deletion to confirm. */
type AccountCodeKind = 'password_reset_code' | 'account_deletion_code';

/**
 * Puts a mail with an account's code (the code, how long it lasts, what to do if it was not you)
 * in the outbox in the account's language, like every other mail: kept with the code sealed,
 * retried with backoff when the mail server refuses it. The shopper is waiting for the code, so
 * the outbox is drained at once rather than at the worker's next round.
 */
export async function mailAccountCode(
  deps: CodeMail,
  account: Account,
  kind: AccountCodeKind,
  code: string,
  ttlSeconds: number,
): Promise<void> {
  const language: Language = account.language === 'ar' ? 'ar' : 'en';
  const event = { kind, code, ttlSeconds };
  const mail = await renderShopperMail(event, language, account.fullname);
  await deps.db.transaction((tx) =>
    deps.mailOutbox.enqueue(tx, {
      to: account.email,
      language,
      kind,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      secret: code,
    }),
  );
  await deps.mailOutbox.drain();
}

/** The password reset mail. */
export const mailResetCode = (deps: CodeMail, account: Account, code: string) =>
  mailAccountCode(deps, account, 'password_reset_code', code, RESET_CODE_TTL_SECONDS);
