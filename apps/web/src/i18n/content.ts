import { getLocale } from './index';

/**
 * Catalogue content in the page's language: Arabic pages show a product's or offer's Arabic
 * text where the shop owner wrote one, and the English otherwise (the API sends the Arabic
 * fields beside the English ones, null when empty).
 */
function inPageLanguage(english: string, arabic: string | null | undefined): string {
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
