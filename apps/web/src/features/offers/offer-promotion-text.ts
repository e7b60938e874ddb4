import { createTranslator } from '@/i18n';

/**
 * The words of an offer linked to a promotion, in both languages. They load with the offer's
 * page, not with the storefront's catalogues: the home page's first script stays within its size
 * budget for text only this page shows.
 */
const en = {
  heading: 'Products in this promotion',
  notStarted: 'This promotion has not started yet.',
  over: 'This promotion is not running at the moment.',
} as const;

const ar: Record<keyof typeof en, string> = {
  heading: 'منتجات هذا العرض الترويجي',
  notStarted: 'لم يبدأ هذا العرض الترويجي بعد.',
  over: 'هذا العرض الترويجي غير متاح حالياً.',
};

export const { t: offerPromotionText } = createTranslator<keyof typeof en>({ en, ar });

/** Both languages, for the check that every key has its Arabic. */
export const offerPromotionCatalogues = { en, ar };
