/**
 * The console's language switch and the Arabic content fields of the product and offer forms.
 * The fields' labels share no words with the English fields' ('Product name', 'Description',
 * 'Title'), so a label finds one field.
 */
export const enAdminArabic = {
  'language.label': 'Language',
  'language.switchTo': 'العربية',
  'language.switchToLabel': 'Switch the console to Arabic',
  'form.nameAr': 'Arabic name',
  'form.descriptionAr': 'Arabic text',
  'form.arabicHint': 'Shown on the Arabic store; the English is shown when empty.',
  'offers.fieldTitleAr': 'Arabic heading',
  'offers.fieldDescriptionAr': 'Arabic text',
  'view.nameAr': 'Name in Arabic',
  'view.descriptionAr': 'Description in Arabic',
} as const;
