import {
  createTranslator,
  formatFils,
  type KnownCourierKey,
  type MessageParams,
  type PluralBase,
} from '@store/domain';
import type { OrderPromotion } from '#db/schema';
import { STORE_NAME } from '#platform/mail';
import type { EventOf, Language } from './mail-events';
import { MAIL_TEXT_AR } from './mail-text-ar';
import { MAIL_TEXT_EN, type MailTextKey } from './mail-text-en';
import { COURIERS, money as arabicMoney } from './mail-words-ar';

/** The words of the mails in one language: the one copy book writes every mail through them. */
export interface MailWords {
  lang: Language;
  /** The text of `key`, with `{store}` and `params` filled in. */
  t(key: MailTextKey, params?: MessageParams): string;
  /** `count` of what `base` counts, in the words of its count's form ('2 minutes', 'دقيقتين'). */
  count(base: PluralBase<MailTextKey>, count: number): string;
  money(fils: number): string;
  /** The courier's name as the mail names it, when the order has one. */
  courier(event: EventOf<'order_shipped'>): string | null | undefined;
  promotionName(promotion: OrderPromotion): string;
}

/** What the languages write otherwise than by translating a text. */
const OWN_WAYS: Record<Language, Pick<MailWords, 'money' | 'courier' | 'promotionName'>> = {
  en: {
    money: (fils) => formatFils(fils),
    courier: (e) => e.carrierName,
    promotionName: (p) => p.name,
  },
  ar: {
    money: arabicMoney,
    // A known courier by its Arabic name; an owner's own courier by the name they wrote.
    courier: (e) =>
      e.carrier ? (COURIERS[e.carrier as KnownCourierKey] ?? e.carrierName) : undefined,
    promotionName: (p) => p.nameAr,
  },
};

function wordsIn(lang: Language): MailWords {
  // A count takes its language's CLDR form: Arabic spells one and two in words, puts 3 to 10
  // (and 103 to 110...) with the plural noun and the rest with the singular.
  const { t, tp } = createTranslator<MailTextKey>(
    { en: MAIL_TEXT_EN, ar: MAIL_TEXT_AR },
    () => lang,
  );
  return {
    lang,
    t: (key, params) => t(key, { store: STORE_NAME, ...params }),
    count: (base, count) => tp(base, count),
    ...OWN_WAYS[lang],
  };
}

const WORDS: Record<Language, MailWords> = { en: wordsIn('en'), ar: wordsIn('ar') };

/** The mails' words in `lang`. */
export const mailWords = (lang: Language): MailWords => WORDS[lang];
