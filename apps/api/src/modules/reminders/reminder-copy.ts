import {
  createTranslator,
  dropPercent,
  LOW_STOCK_THRESHOLD,
  type MessageParams,
} from '@store/domain';
import { STORE_NAME } from '#platform/mail';
import { mailWords, type Language, type MailCopy, type MailWords } from '#modules/mails';
import { REMINDER_TEXT_AR } from './reminder-text-ar';
import { REMINDER_TEXT_EN, type ReminderTextKey } from './reminder-text-en';

/** One bag line as the reminder shows it: today's price and stock. */
export interface ReminderLine {
  name: string;
  color: string;
  size: string;
  quantity: number;
  lineFils: number;
  stock: number;
}

export type ReminderMail =
  | { kind: 'bag_reminder'; lines: ReminderLine[]; totalFils: number; bagUrl: string }
  | {
      kind: 'price_drop';
      name: string;
      wasFils: number;
      nowFils: number;
      productUrl: string;
    };

/** The links every reminder carries: how to leave the list, and the mail's language. */
export interface ReminderAddress {
  fullname: string;
  unsubscribeUrl: string;
}

/** The words of the reminders in one language: their own texts, and those every mail shares. */
export interface ReminderWords {
  /** The text of `key`, with `{store}` and `params` filled in. */
  t(key: ReminderTextKey, params?: MessageParams): string;
  /** The greeting, the sign-off and amounts, as every mail of the store writes them. */
  mail: MailWords;
}

function wordsIn(lang: Language): ReminderWords {
  const { t } = createTranslator<ReminderTextKey>(
    { en: REMINDER_TEXT_EN, ar: REMINDER_TEXT_AR },
    () => lang,
  );
  return {
    t: (key, params) => t(key, { store: STORE_NAME, ...params }),
    mail: mailWords(lang),
  };
}

const WORDS: Record<Language, ReminderWords> = { en: wordsIn('en'), ar: wordsIn('ar') };

/** The reminders' words in `lang`. */
export const reminderWords = (lang: Language): ReminderWords => WORDS[lang];

/** What the bag has left of a line: none, a few (counted), or enough. */
function stockOf({ t }: ReminderWords, stock: number): string {
  if (stock <= 0) return t('bag_reminder.sold_out');
  if (stock <= LOW_STOCK_THRESHOLD) return t('bag_reminder.few_left', { left: stock });
  return t('bag_reminder.in_stock');
}

/** A reminder's words, written once for every language, in the language of `words`. */
export function reminderCopyIn(
  mail: ReminderMail,
  to: ReminderAddress,
  words: ReminderWords,
): MailCopy {
  const { t } = words;
  const { money } = words.mail;
  const hello = words.mail.t('mail.hello', { fullname: to.fullname });
  const signOff = words.mail.t('mail.sign_off');
  const unsubscribe = {
    text: t('reminder.why'),
    label: t('reminder.unsubscribe'),
    url: to.unsubscribeUrl,
  };
  if (mail.kind === 'bag_reminder') {
    return {
      subject: t('bag_reminder.subject'),
      heading: t('bag_reminder.heading'),
      intro: [hello, t('bag_reminder.intro')],
      details: [
        ...mail.lines.map(({ name, color, size, quantity, lineFils, stock }) => ({
          label: t('bag_reminder.line', { name, color, size, quantity }),
          value: t('bag_reminder.line_now', {
            price: money(lineFils),
            stock: stockOf(words, stock),
          }),
        })),
        { label: t('bag_reminder.total'), value: money(mail.totalFils) },
      ],
      button: { label: t('bag_reminder.back_to_bag'), url: mail.bagUrl },
      outro: [t('bag_reminder.outro'), signOff],
      unsubscribe,
      notification: '',
    };
  }
  const { name } = mail;
  return {
    subject: t('price_drop.subject', { name, percent: dropPercent(mail.wasFils, mail.nowFils) }),
    heading: t('price_drop.heading'),
    intro: [hello, t('price_drop.intro', { name })],
    details: [
      { label: t('price_drop.was'), value: money(mail.wasFils) },
      { label: t('price_drop.now'), value: money(mail.nowFils) },
    ],
    button: { label: t('price_drop.see_product'), url: mail.productUrl },
    outro: [t('price_drop.outro'), signOff],
    unsubscribe,
    notification: '',
  };
}

/** A reminder's words in the shopper's language. */
export function reminderCopy(mail: ReminderMail, lang: Language, to: ReminderAddress): MailCopy {
  return reminderCopyIn(mail, to, reminderWords(lang));
}
