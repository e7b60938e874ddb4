import {
  arabicCatalogueWord,
  formatAed as aedIn,
  formatFils as filsIn,
  type Fils,
} from '@store/domain';

import { adminLanguage } from '../i18n';

// The console's money and numbers in its own language, through the same domain formatter the
// storefront uses ('AED 1,299.00' / '1,299.00 درهم'). The console's language is not the page
// path's, so it cannot use the storefront's getLocale()-based wrappers.

/** An AED amount as the console's language writes it. */
export const formatAed = (aed: number): string => aedIn(aed, adminLanguage());

/** An amount in fils as the console's language writes it. */
export const formatFils = (fils: Fils): string => filsIn(fils, adminLanguage());

/** The Intl locale of the console: Arabic of the UAE with Western digits, or English of the UAE. */
export function adminIntlLocale(): string {
  return adminLanguage() === 'ar' ? 'ar-AE-u-nu-latn' : 'en-AE';
}

/** A whole count with grouping ('1,250') in the console's language. */
export function formatCount(value: number): string {
  return new Intl.NumberFormat(adminIntlLocale(), { maximumFractionDigits: 0 }).format(value);
}

/**
 * A category, subcategory, gender or colour name in the console's language: the storefront's
 * Arabic for it (decision 52), else the name as the shop owner wrote it. Only where the console
 * shows a name; the form's fields keep the text the owner types.
 */
export function catalogueName(name: string): string {
  return adminLanguage() === 'ar' ? arabicCatalogueWord(name) : name;
}
