import { createTranslator } from '@/i18n';

/**
 * The pay-later words the product page, the bag and checkout show, in both languages. They load
 * with the lines' own chunk, never with the storefront's first script (its size budget).
 */
const en = {
  tabbyName: 'Tabby',
  tamaraName: 'Tamara',
  line: 'or {count} interest-free payments of {amount} with {provider}',
  linesLabel: 'Pay later',
};

const ar: typeof en = {
  tabbyName: 'تابي',
  tamaraName: 'تمارا',
  line: 'أو {count} دفعات بدون فوائد بقيمة {amount} مع {provider}',
  linesLabel: 'ادفع لاحقًا',
};

export const { t: payLaterText } = createTranslator<keyof typeof en>({ en, ar });

/** Both languages, for the check that every key has its Arabic. */
export const payLaterCatalogues = { en, ar };
