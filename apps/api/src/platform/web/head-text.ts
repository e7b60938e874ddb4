import { formatAed, type StoreLocale } from '@store/domain';
import { ARABIC_DESCRIPTION, ARABIC_TITLE } from './page-language';

/**
 * The few words the server writes into a page's head for search engines and link previews, in
 * each language (the web app's catalogues hold the page's own words; these are the server's, as
 * the Arabic page's first title is: page-language.ts).
 */
export interface HeadText {
  siteName: string;
  home: string;
  homeTitle: string;
  homeDescription: string;
  genders: Record<string, string>;
  accessories: string;
  /** og:locale and its alternate. */
  ogLocale: string;
  listingDescription(label: string, total: number): string;
  price(aed: number): string;
}

export const HEAD_TEXT: Record<StoreLocale, HeadText> = {
  en: {
    siteName: 'Souq Style',
    home: 'Home',
    homeTitle: 'Souq Style · Fashion for the UAE',
    homeDescription:
      'Modern fashion for men, women and kids, delivered across the UAE. Prices in AED.',
    genders: { men: 'Men', women: 'Women', kids: 'Kids', others: 'Others' },
    accessories: 'Accessories',
    ogLocale: 'en_AE',
    listingDescription: (label, total) =>
      `Shop ${label} at Souq Style: ${total} ${total === 1 ? 'style' : 'styles'}, delivered across the UAE. Prices in AED, VAT included.`,
    price: (aed) => formatAed(aed, 'en'),
  },
  ar: {
    siteName: 'سوق ستايل',
    home: 'الرئيسية',
    homeTitle: ARABIC_TITLE,
    homeDescription: ARABIC_DESCRIPTION,
    genders: { men: 'رجال', women: 'نساء', kids: 'أطفال', others: 'أخرى' },
    accessories: 'إكسسوارات',
    ogLocale: 'ar_AE',
    listingDescription: (label, total) =>
      `تسوّق ${label} من سوق ستايل: ${total} تصميم مع التوصيل في جميع أنحاء الإمارات. الأسعار بالدرهم شاملة ضريبة القيمة المضافة.`,
    price: (aed) => formatAed(aed, 'ar'),
  },
};
