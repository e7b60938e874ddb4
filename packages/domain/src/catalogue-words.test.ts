import { describe, expect, it } from 'vitest';

import { arabicCatalogueWord, CATALOGUE_WORDS_AR, catalogueWordKey } from './catalogue-words';
import { COLOR_CODES } from './color-codes';
import { GENDERS } from './constants';

describe('the catalogue words in Arabic', () => {
  it('names every gender, and categories, colours and one size as a UAE shop writes them', () => {
    for (const gender of GENDERS) expect(CATALOGUE_WORDS_AR[gender]).toBeTypeOf('string');
    expect(arabicCatalogueWord('Abayas')).toBe('عبايات');
    expect(arabicCatalogueWord('Dresses')).toBe('فساتين');
    expect(arabicCatalogueWord('men')).toBe('رجال');
    expect(arabicCatalogueWord(' Sky  Blue ')).toBe('أزرق سماوي');
    expect(arabicCatalogueWord('One Size')).toBe('مقاس واحد');
  });

  it('leaves a name it does not know, such as a brand, as the shop owner wrote it', () => {
    expect(arabicCatalogueWord('Oud Street')).toBe('Oud Street');
    expect(arabicCatalogueWord('M')).toBe('M');
    expect(arabicCatalogueWord('38')).toBe('38');
    expect(arabicCatalogueWord('Aubergine Haze')).toBe('Aubergine Haze');
  });

  it('has Arabic, keyed in lower case, for every colour the swatches know', () => {
    for (const key of Object.keys(CATALOGUE_WORDS_AR)) expect(key).toBe(catalogueWordKey(key));
    for (const value of Object.values(CATALOGUE_WORDS_AR))
      expect(value).toMatch(/^[\u0600-\u06ff ]+$/);
    const missing = Object.keys(COLOR_CODES).filter(
      (name) => !Object.keys(CATALOGUE_WORDS_AR).some((k) => k.replace(/ /g, '') === name),
    );
    expect(missing).toEqual([]);
  });
});
