import { PRODUCT_CSV_COLUMNS, productCsvRows } from '@store/domain';
import { pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { mediaUrl } from '#platform/media';
import { loadColorImages, loadVariants, productPage } from '#modules/catalog';
import type { ImportExportDeps } from './import-export-deps';

/** What the export reads: the products, and where their images are served from. */
type Reads = Pick<ImportExportDeps, 'db' | 'config'>;

/** Products read per query: a page's colours and variants come in two more queries. */
const EXPORT_PAGE = 250;

/** Every variant of the catalogue as CSV rows, a page of products at a time. */
async function* productRows(deps: Reads): AsyncGenerator<string[]> {
  const base = deps.config.media.baseUrl;
  yield [...PRODUCT_CSV_COLUMNS];
  let after: string | null = null;
  for (;;) {
    const page = await productPage(deps.db, after, EXPORT_PAGE);
    if (page.length === 0) return;
    const ids = page.map((p) => p.id);
    const [media, variants] = await Promise.all([
      loadColorImages(deps.db, ids),
      loadVariants(deps.db, ids),
    ]);
    for (const row of page) {
      const colors = media.get(row.id);
      const colorImages = new Map(
        (colors?.colors ?? []).map((c) => [
          c,
          (colors?.images.get(c) ?? []).map((key) => mediaUrl(base, key)),
        ]),
      );
      yield* productCsvRows({ ...row, colorImages, variants: variants.get(row.id) ?? [] });
    }
    after = page.at(-1)!.productid;
  }
}

/**
 * The catalogue as CSV, one row per variant, streamed: a page of products is read only when the
 * client has taken the rows before it, so memory stays flat however big the catalogue is.
 */
export function productCsvStream(deps: Reads): Readable {
  return csvStream(productRows(deps));
}

/**
 * Rows to CSV text with a byte-order mark (so spreadsheet programs read Arabic as UTF-8). A failed
 * read destroys the stream, which cuts the download short rather than ending it as if complete.
 */
export function csvStream(rows: AsyncIterable<string[]>): Readable {
  const csv = stringify({ bom: true });
  pipeline(Readable.from(rows), csv, (err) => {
    if (err) csv.destroy(err);
  });
  return csv;
}
