import { describe, expect, it } from 'vitest';
import {
  csvCellText,
  csvSafeCell,
  PRODUCT_CSV_COLUMNS,
  productCsvHeaderProblem,
  productCsvRows,
} from './product-csv';
import { readProductRows, type CsvRow } from './product-csv-import';

const product = {
  productid: 'SS-000042',
  name: '=Linen Shirt',
  nameAr: 'قميص كتان',
  brand: 'Dune & Co',
  category: 'Shirts',
  subcategory: null,
  gender: 'men',
  priceFils: 14_950,
  originalPriceFils: 19_900,
  discount: 25,
  description: 'Airy, for Dubai summers.',
  descriptionAr: null,
  colorImages: new Map([
    ['Navy', ['/media/a.webp', '/media/b.webp']],
    ['Sand', ['/media/c.webp']],
  ]),
  variants: [
    { color: 'Navy', size: 'S', sku: 'SS-000042-NAVY-S', stock: 3 },
    { color: 'Navy', size: 'M', sku: 'SS-000042-NAVY-M', stock: 0 },
    { color: 'Sand', size: 'S', sku: 'SS-000042-SAND-S', stock: 1 },
    { color: 'Sand', size: 'M', sku: 'SS-000042-SAND-M', stock: 2 },
  ],
};

const asRows = (cells: string[][]): CsvRow[] =>
  cells.map((row, i) => ({
    line: i + 2,
    cells: Object.fromEntries(PRODUCT_CSV_COLUMNS.map((c, j) => [c, row[j] ?? ''])),
  }));

describe('the catalogue CSV', () => {
  it('writes a variant a row and reads it back as the product form would send it', () => {
    const rows = productCsvRows(product);
    expect(rows).toHaveLength(4);
    expect(rows[0]).toContain('149.50');
    expect(rows[0]).toContain('/media/a.webp | /media/b.webp');
    const { products, errors } = readProductRows(asRows(rows));
    expect(errors).toEqual([]);
    expect(products).toHaveLength(1);
    expect(products[0]!.productid).toBe('SS-000042');
    expect(products[0]!.input).toMatchObject({
      name: '=Linen Shirt',
      price: 149.5,
      originalPrice: 199,
      colors: ['Navy', 'Sand'],
      sizes: ['S', 'M'],
      stock: 6,
      colorImages: { Navy: ['/media/a.webp', '/media/b.webp'], Sand: ['/media/c.webp'] },
    });
  });

  it('keeps a would-be formula as text in a spreadsheet and takes the guard off on import', () => {
    expect(csvSafeCell('=HYPERLINK("x")')).toBe('\'=HYPERLINK("x")');
    expect(csvSafeCell('Linen')).toBe('Linen');
    expect(csvCellText('\'=HYPERLINK("x")')).toBe('=HYPERLINK("x")');
    expect(csvCellText("'Tis the season")).toBe("'Tis the season");
  });

  it('names each bad row by line and column, and rows of one product that disagree', () => {
    const rows = productCsvRows(product);
    rows[1]![PRODUCT_CSV_COLUMNS.indexOf('brand')] = 'Other';
    rows[2]![PRODUCT_CSV_COLUMNS.indexOf('stock')] = 'many';
    const { errors } = readProductRows(asRows(rows));
    expect(errors.map((e) => [e.line, e.field])).toEqual([
      [3, 'brand'],
      [4, 'stock'],
    ]);
  });

  it('checks the header: unknown, doubled and missing columns', () => {
    expect(productCsvHeaderProblem([...PRODUCT_CSV_COLUMNS])).toBeNull();
    expect(productCsvHeaderProblem(PRODUCT_CSV_COLUMNS.filter((c) => c !== 'sku'))).toBeNull();
    expect(productCsvHeaderProblem([...PRODUCT_CSV_COLUMNS, 'hue'])).toBe('Unknown column: hue');
    expect(productCsvHeaderProblem(['productid', 'name'])).toMatch(/^Missing column: brand/);
  });
});
