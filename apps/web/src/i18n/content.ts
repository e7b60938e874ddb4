import { arabicDiscountText, CATALOGUE_WORDS_ID } from '@store/domain';

import { pageJson } from '../lib/first-page-answers';
import { getLocale } from './index';

/**
 * Catalogue content in the page's language: Arabic pages show a product's or offer's Arabic
 * text where the shop owner wrote one, and the English otherwise (the API sends the Arabic
 * fields beside the English ones, null when empty).
 */
export function inPageLanguage(english: string, arabic: string | null | undefined): string {
  return getLocale() === 'ar' && arabic?.trim() ? arabic : english;
}

export const productName = (p: { name: string; nameAr?: string | null }) =>
  inPageLanguage(p.name, p.nameAr);

export const productDescription = (p: { description: string; descriptionAr?: string | null }) =>
  inPageLanguage(p.description, p.descriptionAr);

export const offerTitle = (o: { title: string; titleAr?: string | null }) =>
  inPageLanguage(o.title, o.titleAr);

export const offerDescription = (o: { description: string; descriptionAr?: string | null }) =>
  inPageLanguage(o.description, o.descriptionAr);

/** An offer's discount line ('Up to 50% OFF'): in Arabic where it has a usual shape. */
export const offerDiscount = (text: string) =>
  getLocale() === 'ar' ? (arabicDiscountText(text) ?? text) : text;

let words: Record<string, string> | undefined;

/** The server's render sets the catalogue's words of the page's language; a browser reads them. */
export function registerCatalogueWords(given: Record<string, string>): void {
  words = given;
}

/**
 * A category, subcategory or colour name in the page's language: on Arabic pages its Arabic from
 * the list the server sends with the page (decision 52); English pages have no list, and a name
 * the list lacks shows as the shop owner wrote it. Small on purpose: it is in the first script.
 */
export const catalogueWord = (name: string): string =>
  (words ??= pageJson(CATALOGUE_WORDS_ID) as Record<string, string>)[name.toLowerCase()] || name;
