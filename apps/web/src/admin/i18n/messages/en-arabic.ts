/** The console's language switch and the Arabic content fields of the product and offer forms. */
export const enAdminArabic = {
  'language.label': 'Language',
  'language.switchTo': 'العربية',
  'language.switchToLabel': 'Switch the console to Arabic',
  'form.nameAr': 'Product name in Arabic',
  'form.descriptionAr': 'Description in Arabic',
  'form.arabicHint': 'Shown on the Arabic store; the English is shown when empty.',
  'offers.fieldTitleAr': 'Title in Arabic',
  'offers.fieldDescriptionAr': 'Description in Arabic',
  'view.nameAr': 'Name in Arabic',
  'view.descriptionAr': 'Description in Arabic',
} as const;
