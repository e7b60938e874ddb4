import { createTranslator, type MessageParams } from '@store/domain';
import { mailWords, type Language, type MailCopy, type MailWords } from '#modules/mails';
import {
  BACK_IN_STOCK_TEXT_AR,
  BACK_IN_STOCK_TEXT_EN,
  type BackInStockTextKey,
} from './back-in-stock-text';

/** What a back-in-stock mail shows: the product, its picture, the colour and size, the link. */
export interface BackInStock {
  /** The product's name in the mail's language (the English one when it has no Arabic). */
  name: string;
  color: string;
  size: string;
  /** Absolute addresses. */
  imageUrl: string | null;
  productUrl: string;
}

/** The words of the back-in-stock mail in one language: its own texts, and the mails' sign-off. */
export interface BackInStockWords {
  t(key: BackInStockTextKey, params?: MessageParams): string;
  mail: MailWords;
}

function wordsIn(lang: Language): BackInStockWords {
  const { t } = createTranslator<BackInStockTextKey>(
    { en: BACK_IN_STOCK_TEXT_EN, ar: BACK_IN_STOCK_TEXT_AR },
    () => lang,
  );
  return { t, mail: mailWords(lang) };
}

const WORDS: Record<Language, BackInStockWords> = { en: wordsIn('en'), ar: wordsIn('ar') };

/** The back-in-stock mail's words in `lang`. */
export const backInStockWords = (lang: Language): BackInStockWords => WORDS[lang];

/** The mail's words, written once for every language, in the language of `words`. */
export function backInStockCopyIn(item: BackInStock, { t, mail }: BackInStockWords): MailCopy {
  const { name, color, size } = item;
  const image = item.imageUrl ? { image: { url: item.imageUrl, alt: name } } : {};
  const variant = t('back_in_stock.variant', { color, size });
  return {
    subject: t('back_in_stock.subject', { name, size }),
    heading: t('back_in_stock.heading'),
    intro: [t('back_in_stock.hello'), t('back_in_stock.intro', { name, variant })],
    ...image,
    details: [
      { label: t('back_in_stock.product'), value: name },
      { label: t('back_in_stock.colour'), value: color },
      { label: t('back_in_stock.size'), value: size },
    ],
    button: { label: t('back_in_stock.shop'), url: item.productUrl },
    outro: [t('back_in_stock.outro'), mail.t('mail.sign_off')],
    notification: t('back_in_stock.notification', { name, variant }),
  };
}

/**
 * The mail to every shopper waiting for one restocked colour and size, in one language. It names
 * no one (a visitor gave only an address), so one rendering serves every shopper of that
 * language: a restock for hundreds writes hundreds of rows, not hundreds of renderings.
 */
export function backInStockCopy(item: BackInStock, lang: Language): MailCopy {
  return backInStockCopyIn(item, backInStockWords(lang));
}
