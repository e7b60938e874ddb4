import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog, products } from '#db/schema';
import { buildTestApp } from '#test/helper';
import { PRODUCT_IMPORT_MAX_BYTES, PRODUCT_IMPORT_MAX_ROWS } from '@store/domain';
import { productsOffTheirSum } from '#test/stock-sum';
import { importExportKit, type CsvRecord } from './import-export-test-kit';
import { NOT_OUR_MEDIA, UNKNOWN_PRODUCTID } from './import-check';

let app: FastifyInstance;
let kit: ReturnType<typeof importExportKit>;
/** The URL of an uploaded picture, as export writes it. */
let picture: string;

beforeAll(async () => {
  app = await buildTestApp({ rateLimitMultiplier: 100 });
  kit = importExportKit(app);
  await kit.products.addProduct({ nameAr: 'قميص كتان', descriptionAr: 'قميص خفيف لصيف دبي.' });
  await kit.products.addProduct({ name: 'Wide-leg Trousers', originalPrice: null, discount: null });
  picture = (await kit.exportProducts()).rows[0]!.images!.split(' | ')[0]!;
});
afterAll(async () => {
  expect(await productsOffTheirSum(app)).toEqual([]);
  await app.close();
});

const productCount = async () => (await app.db.select({ n: count() }).from(products))[0]!.n;
const auditCount = async () =>
  (
    await app.db
      .select({ n: count() })
      .from(adminAuditLog)
      .where(eq(adminAuditLog.action, 'import.products'))
  )[0]!.n;

/** A new product's row (no productid) for the CSV. */
function newRow(n: number, size: string, extra: Partial<CsvRecord> = {}): CsvRecord {
  return {
    productid: '',
    name: `Imported Kandura ${n}`,
    brand: 'Souq Tailors',
    category: 'Kanduras',
    subcategory: '',
    gender: 'men',
    price: '210.00',
    originalPrice: '250.00',
    discount: '',
    description: 'Cotton kandura, imported from a spreadsheet.',
    colour: 'White',
    size,
    sku: '',
    stock: '4',
    images: picture,
    ...extra,
  };
}

describe('GET admin/products/export', () => {
  it('writes one row per variant with prices in AED, Arabic text and image URLs', async () => {
    const { res, rows } = await kit.exportProducts();
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="products-/);
    // addProduct's default: two colours × three sizes.
    const shirt = rows.filter((r) => r.name === 'Linen Camp Shirt');
    expect(shirt).toHaveLength(6);
    expect(shirt[0]).toMatchObject({
      price: '149.50',
      originalPrice: '199.00',
      discount: '25',
      nameAr: 'قميص كتان',
      colour: 'Navy',
      size: 'S',
      stock: '2',
    });
    expect(shirt[0]!.sku).toBe(`${shirt[0]!.productid}-NAVY-S`);
    expect(shirt[0]!.images!.split(' | ')).toHaveLength(2);
    expect(rows.find((r) => r.name === 'Wide-leg Trousers')).toMatchObject({
      originalPrice: '',
      nameAr: '',
    });
  });
});

describe('POST admin/products/import', () => {
  it('changes nothing when a file is imported as it was exported', async () => {
    const before = await kit.exportProducts();
    const audits = await auditCount();
    const res = await kit.importCsv(before.text);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ created: 0, updated: 0, unchanged: 2, rows: 12 });
    expect((await kit.exportProducts()).text).toBe(before.text);
    // The run itself is recorded, with its counts.
    expect(await auditCount()).toBe(audits + 1);
  });

  it('refuses a file with 3 bad rows, naming each line, and writes nothing', async () => {
    const exported = (await kit.exportProducts()).rows;
    const rows = [
      newRow(1, 'S'),
      newRow(1, 'M', { price: 'cheap' }), // line 3: a product's rows disagree (and price bad)
      newRow(2, 'L', { gender: 'robots' }), // line 4
      newRow(3, 'S'),
      { ...exported[0]!, stock: '-2' }, // line 6
    ];
    const [products0, audits] = [await productCount(), await auditCount()];
    const res = await kit.importCsv(kit.csvOf(rows));
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ success: false, code: 'IMPORT_INVALID' });
    expect(body.error).toBe('3 rows have problems; nothing was imported');
    const errors = body.errors as { line: number; field: string; message: string }[];
    expect([...new Set(errors.map((e) => e.line))]).toEqual([3, 4, 6]);
    expect(errors).toContainEqual({
      line: 4,
      field: 'gender',
      message: expect.any(String),
    });
    expect(errors).toContainEqual({
      line: 6,
      field: 'stock',
      message: 'Variant stock cannot be negative',
    });
    expect(await productCount()).toBe(products0);
    expect(await auditCount()).toBe(audits);
  });

  it('refuses images that are not the store’s own media, and unknown productids', async () => {
    const res = await kit.importCsv(
      kit.csvOf([
        newRow(7, 'S', { images: 'https://evil.example/x.webp' }),
        newRow(8, 'S', { images: '/etc/passwd' }),
        newRow(9, 'S', { images: `${picture.replace(/[^/]+\.webp$/, '')}missing-9.webp` }),
        newRow(10, 'S', { productid: 'SS-999999' }),
      ]),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { line: 2, field: 'images', message: NOT_OUR_MEDIA },
      { line: 3, field: 'images', message: NOT_OUR_MEDIA },
      { line: 4, field: 'images', message: 'Image not found!' },
      { line: 5, field: 'productid', message: UNKNOWN_PRODUCTID },
    ]);
  });

  it('refuses a SKU another product has and a file that is not valid CSV, naming the line', async () => {
    const taken = (await kit.exportProducts()).rows[0]!.sku!;
    const sku = await kit.importCsv(kit.csvOf([newRow(11, 'S'), newRow(11, 'M', { sku: taken })]));
    expect(sku.statusCode).toBe(400);
    expect(sku.json().errors).toEqual([
      { line: 3, field: 'sku', message: `SKU '${taken}' is already used by another variant` },
    ]);
    const header = kit.csvOf([newRow(12, 'S')]).split('\n')[0];
    const broken = await kit.importCsv(`${header}\n,"Open quote,Souq\n`);
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error).toMatch(/^Line \d+ is not valid CSV/);
  });

  it('refuses a header it does not know with the column named', async () => {
    const res = await kit.importCsv('productid,name,colour,hue\nSS-000001,x,y,z\n');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Unknown column: hue');
  });

  it('applies a good file of 1,000 rows in one go: new products created, others updated', async () => {
    const exported = (await kit.exportProducts()).rows;
    const shirtRows = exported
      .filter((r) => r.name === 'Linen Camp Shirt')
      .map((r): CsvRecord => ({
        ...r,
        price: '139.00',
        stock: r.colour === 'Navy' ? '9' : r.stock!,
      }));
    const fresh = Array.from({ length: (1000 - shirtRows.length) / 2 }, (_, i) => [
      newRow(100 + i, 'M'),
      newRow(100 + i, 'L', { stock: '6' }),
    ]).flat();
    const [products0, audits] = [await productCount(), await auditCount()];
    const res = await kit.importCsv(kit.csvOf([...shirtRows, ...fresh]));
    expect(res.statusCode, res.body.slice(0, 500)).toBe(200);
    expect(res.json()).toMatchObject({ created: 497, updated: 1, unchanged: 0, rows: 1000 });
    expect(await productCount()).toBe(products0 + 497);
    expect(await auditCount()).toBe(audits + 1);

    const after = (await kit.exportProducts()).rows;
    const shirt = after.filter((r) => r.name === 'Linen Camp Shirt');
    expect(shirt.map((r) => [r.price, r.colour, r.stock])).toEqual(
      shirtRows.map((r) => ['139.00', r.colour, r.stock]),
    );
    // Each product added or changed has its own record beside the run's, as a console edit has.
    const records = (action: string) =>
      app.db.select().from(adminAuditLog).where(eq(adminAuditLog.action, action));
    const shirtRecord = (await records('product.update')).find(
      (r) => r.objectLabel === `Linen Camp Shirt (${shirt[0]!.productid})`,
    );
    expect(shirtRecord?.changes).toEqual({
      price: { from: 14_950, to: 13_900 },
      // The file kept the exported 25 %: worked out again, 139 of 199 is 30 % off.
      discount: { from: 25, to: 30 },
      'stock[Navy/S]': { from: 2, to: 9 },
      'stock[Navy/M]': { from: 2, to: 9 },
      'stock[Navy/L]': { from: 2, to: 9 },
    });
    const creations = (await records('product.create')).filter((r) =>
      r.objectLabel?.startsWith('Imported Kandura '),
    );
    expect(creations).toHaveLength(497);
    const made = after.filter((r) => r.name === 'Imported Kandura 100');
    expect(made.map((r) => [r.size, r.stock, r.sku])).toEqual([
      ['M', '4', `${made[0]!.productid}-WHITE-M`],
      ['L', '6', `${made[0]!.productid}-WHITE-L`],
    ]);
    // The storefront sees the new price at once (the catalogue version moved on).
    const page = await app.inject({
      method: 'GET',
      url: `/api/catalog/products/${shirt[0]!.productid}`,
    });
    expect(page.json().product.price).toBe(139);
  });
});

describe('POST admin/products/import limits', () => {
  /** Imports `csv`, expects 413 with `refusal`, and that the catalogue and the log are as before. */
  async function expectRefusedUnchanged(csv: string, refusal: { error: string; code: string }) {
    const catalogue = async () => (await kit.exportProducts()).text;
    const [products0, audits, before] = [
      await productCount(),
      await auditCount(),
      await catalogue(),
    ];
    const res = await kit.importCsv(csv);
    expect(res.statusCode, res.body.slice(0, 500)).toBe(413);
    expect(res.json()).toMatchObject({ success: false, ...refusal });
    expect(await productCount()).toBe(products0);
    expect(await auditCount()).toBe(audits);
    expect(await catalogue()).toBe(before);
  }

  it('refuses a file past 16 MB with a clear message and imports nothing', async () => {
    // Valid rows with long descriptions, fewer than the row limit, so only the size refuses it.
    const description = 'Soft cotton, cut loose for the Dubai summer. '.repeat(22);
    const rows = Array.from({ length: 16_000 }, (_, i) => newRow(50_000 + i, 'M', { description }));
    const csv = kit.csvOf(rows);
    expect(Buffer.byteLength(csv)).toBeGreaterThan(PRODUCT_IMPORT_MAX_BYTES);
    expect(rows.length).toBeLessThan(PRODUCT_IMPORT_MAX_ROWS);
    await expectRefusedUnchanged(csv, {
      error: 'The file is too large (at most 16 MB)',
      code: 'FILE_TOO_LARGE',
    });
  });

  it('refuses a file of more than 20,000 rows with a clear message and imports nothing', async () => {
    const rows = Array.from({ length: PRODUCT_IMPORT_MAX_ROWS + 1 }, (_, i) =>
      newRow(80_000 + i, 'M', { description: 'Cotton.' }),
    );
    const csv = kit.csvOf(rows);
    expect(Buffer.byteLength(csv)).toBeLessThan(PRODUCT_IMPORT_MAX_BYTES);
    await expectRefusedUnchanged(csv, {
      error: 'A file can have at most 20,000 rows',
      code: 'TOO_MANY_ROWS',
    });
  });
});
