import { describe, expect, it } from 'vitest';
import { normalizeArabic, withoutArabicArticles } from './arabic';

describe('normalizeArabic', () => {
  it.each([
    ['أحمر', 'احمر'],
    ['إطلالة', 'اطلاله'],
    ['آمنة', 'امنه'],
    ['عباية', 'عبايه'],
    ['مستشفى', 'مستشفي'],
    ['عَبَايَةٌ', 'عبايه'],
    ['جـــلابية', 'جلابيه'],
    ['قُفْطَان', 'قفطان'],
    ['ٱلقرآن', 'القران'],
  ])('reads %s as %s', (text, expected) => {
    expect(normalizeArabic(text)).toBe(expected);
  });

  it('gives both spellings of abaya the same text', () => {
    expect(normalizeArabic('عبايه')).toBe(normalizeArabic('عباية'));
  });

  it('leaves Latin text, digits and spaces as they were', () => {
    expect(normalizeArabic('Linen Shirt 42 — café')).toBe('Linen Shirt 42 — café');
  });
});

describe('withoutArabicArticles', () => {
  it.each([
    ['العبايه', 'عبايه'],
    ['والعبايه', 'عبايه'],
    ['بالذهبي', 'ذهبي'],
    ['عبايه بالتطريز الذهبي', 'عبايه تطريز ذهبي'],
    ['(العبايه)', '(عبايه)'],
    ['ال', 'ال'],
    ['الم', 'الم'],
    ['عبايه', 'عبايه'],
    ['black abaya', 'black abaya'],
  ])('reads %s as %s', (text, expected) => {
    expect(withoutArabicArticles(text)).toBe(expected);
  });

  it('leaves the article inside a word, where it is not one', () => {
    expect(withoutArabicArticles('شالات')).toBe('شالات');
  });
});
