import type { enAdminArabic } from './en-arabic';

/** The language switch and the Arabic content fields, in Arabic. */
export const arAdminArabic: Record<keyof typeof enAdminArabic, string> = {
  'language.label': 'اللغة',
  'language.switchTo': 'English',
  'language.switchToLabel': 'Switch the console to English',
  'form.nameAr': 'الاسم بالعربية',
  'form.descriptionAr': 'النص بالعربية',
  'form.arabicHint': 'يظهر في المتجر العربي؛ ويظهر النص الإنجليزي عند تركه فارغًا.',
  'offers.fieldTitleAr': 'عنوان العرض بالعربية',
  'offers.fieldDescriptionAr': 'النص بالعربية',
  'view.nameAr': 'الاسم بالعربية',
  'view.descriptionAr': 'الوصف بالعربية',
};
