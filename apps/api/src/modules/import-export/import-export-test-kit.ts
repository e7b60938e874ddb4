import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import type { FastifyInstance } from 'fastify';
import { multipartForm } from '#test/multipart';
import { adminProductKit } from '../catalog/admin-product-test-kit';

export type CsvRecord = Record<string, string>;

/** The import and export calls as the console makes them, and CSV read and written as records. */
export function importExportKit(app: FastifyInstance) {
  const products = adminProductKit(app);

  async function download(url: string, query: Record<string, string> = {}) {
    const res = await app.inject({ method: 'GET', url, query, headers: await products.admin() });
    if (res.statusCode !== 200) throw new Error(`export failed: ${res.body}`);
    return res;
  }

  /** The export as records keyed by column. */
  const records = (csv: string): CsvRecord[] => parse(csv, { bom: true, columns: true });

  async function exportProducts() {
    const res = await download('/api/admin/products/export', { format: 'csv' });
    return { res, text: res.body, rows: records(res.body) };
  }

  async function exportOrders(query: Record<string, string> = {}) {
    return records((await download('/api/admin/orders/export', query)).body);
  }

  /** Records back into CSV text, columns in the first record's order. */
  const csvOf = (rows: readonly CsvRecord[], columns = Object.keys(rows[0] ?? {})) =>
    stringify(
      rows.map((r) => columns.map((c) => r[c] ?? '')),
      { header: true, columns },
    );

  async function importCsv(text: string | Buffer, filename = 'products.csv') {
    const form = multipartForm([
      { name: 'file', filename, contentType: 'text/csv', data: Buffer.from(text) },
    ]);
    return app.inject({
      method: 'POST',
      url: '/api/admin/products/import',
      headers: { ...(await products.admin()), ...form.headers },
      payload: form.payload,
    });
  }

  return { products, exportProducts, exportOrders, records, csvOf, importCsv };
}
