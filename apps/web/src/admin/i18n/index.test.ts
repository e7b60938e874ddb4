import { afterEach, describe, expect, it } from 'vitest';
import { at, atp, loadAdminLanguage } from './index';

const imported = (rows: number, created: number) =>
  at('importExport.imported', {
    rows: atp('importExport.rows', rows),
    created: atp('importExport.created', created),
    updated: 0,
    unchanged: 0,
  });

describe("the console's plurals", () => {
  afterEach(() => loadAdminLanguage('en'));

  it.each([
    [1, 1, 'Imported 1 row: 1 product added, 0 updated, 0 unchanged.'],
    [2, 2, 'Imported 2 rows: 2 products added, 0 updated, 0 unchanged.'],
    [12, 0, 'Imported 12 rows: 0 products added, 0 updated, 0 unchanged.'],
  ])('counts %i rows and %i products in English', (rows, created, text) => {
    expect(imported(rows, created)).toBe(text);
  });

  it.each([
    [0, 'لم يُضف أي منتج'],
    [1, 'أُضيف منتج واحد'],
    [2, 'أُضيف منتجان'],
    [3, 'أُضيف 3 منتجات'],
    [10, 'أُضيف 10 منتجات'],
    [11, 'أُضيف 11 منتجًا'],
    [99, 'أُضيف 99 منتجًا'],
    [100, 'أُضيف 100 منتج'],
  ])('names %i products in the Arabic form for the count', async (count, text) => {
    await loadAdminLanguage('ar');
    expect(atp('importExport.created', count)).toBe(text);
  });

  it('names rows in Arabic too', async () => {
    await loadAdminLanguage('ar');
    expect(imported(1, 2)).toBe('تم استيراد صف واحد: أُضيف منتجان، وحُدّث 0، وبقي 0 دون تغيير.');
    expect(imported(5, 1)).toBe('تم استيراد 5 صفوف: أُضيف منتج واحد، وحُدّث 0، وبقي 0 دون تغيير.');
  });
});
