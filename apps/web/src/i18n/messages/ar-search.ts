import type { enSearch } from './en-search';

/** Arabic messages of the shoppers' search page and the dropdown's last row; spread into ar.ts. */
export const arSearch: Record<keyof typeof enSearch, string> = {
  'search.seeAll.one': 'عرض النتيجة',
  'search.seeAll.other': 'عرض كل النتائج ({count})',
  'searchPage.title': 'نتائج البحث عن «{query}»',
  'searchPage.crumb': 'البحث',
  'searchPage.bestMatch': 'الأكثر تطابقًا',
  'searchPage.empty': 'لا توجد منتجات مطابقة لـ «{query}». تحقّق من الكتابة أو جرّب كلمات أقل.',
  'searchPage.prompt': 'اكتب ما تبحث عنه في مربع البحث أعلاه.',
};
