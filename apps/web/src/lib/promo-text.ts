import { createTranslator } from '@/i18n';
import { arPromo } from '@/i18n/messages/ar-promo';
import { enPromo } from '@/i18n/messages/en-promo';

/**
 * The promo code's and the promotion lines' words, in both languages. They load with the bag,
 * checkout and orders pages that show them, not with every page's first script, which keeps its
 * size budget for what the first page shows.
 */
export const { t: promoText } = createTranslator<keyof typeof enPromo>({
  en: enPromo,
  ar: arPromo,
});

/** Both languages, for the check that every key has its Arabic. */
export const promoCatalogues = { en: enPromo, ar: arPromo };
