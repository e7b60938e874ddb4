import { createTranslator } from '@/i18n';

/**
 * Checkout's words for a total that moves under the shopper (a promo code applied or removed in
 * its summary), in both languages. They load with checkout, not with the storefront's
 * catalogues: every page's first script stays within its size budget for text only this page shows.
 */
const en = {
  totalUpdating: 'Your total is being updated. Please try again in a moment.',
  totalChanged: 'Your bag changed: the total is now {total}. Please check it and pay again.',
} as const;

const ar: Record<keyof typeof en, string> = {
  totalUpdating: 'جارٍ تحديث الإجمالي. يرجى المحاولة مرة أخرى بعد لحظة.',
  totalChanged: 'تغيّرت حقيبتك: أصبح الإجمالي {total}. يرجى مراجعته ثم الدفع مرة أخرى.',
};

export const { t: checkoutText } = createTranslator<keyof typeof en>({ en, ar });

/** Both languages, for the check that every key has its Arabic. */
export const checkoutCatalogues = { en, ar };
