import {
  PRODUCT_IMPORT_MAX_BYTES,
  PRODUCT_IMPORT_MAX_ERRORS,
  PRODUCT_IMPORT_MAX_ROWS,
  productCsvHeaderProblem,
  type CsvRow,
  type ImportRowError,
  type ProductCsvColumn,
} from '@store/domain';
import { CsvError, parse } from 'csv-parse';
import type { FastifyRequest } from 'fastify';
import { pipeline } from 'node:stream';
import { refusal } from '#platform/errors';
import { skuSafe } from '#modules/catalog';
import { releaseImages } from '#modules/media';
import { applyImport, type ImportCounts } from './import-apply';
import { checkImport } from './import-check';
import type { ImportExportDeps } from './import-export-deps';

/** The longest one CSV record may be (a product's descriptions are 5,000 characters each). */
const MAX_RECORD_BYTES = 64 * 1024;

/** A refused file: the rows at fault by line and column, nothing written. */
export class ImportRefused extends Error {
  constructor(
    message: string,
    readonly errors: ImportRowError[],
  ) {
    super(message);
  }
}

const tooLarge = () =>
  refusal('too_large', 'import.file_too_large_most_max', {
    params: { max: PRODUCT_IMPORT_MAX_BYTES / (1024 * 1024) },
    code: 'FILE_TOO_LARGE',
  });

/**
 * Reads the uploaded CSV as it arrives into rows keyed by column, each with the line it starts
 * on. The header is checked first; a file past the size or row limit is refused as soon as it
 * gets there.
 */
async function readCsv(request: FastifyRequest): Promise<{ name: string; rows: CsvRow[] }> {
  const file = await request.file({
    limits: { fileSize: PRODUCT_IMPORT_MAX_BYTES, files: 1, fields: 0, parts: 1 },
  });
  if (!file) throw refusal('validation', 'NO_FILE');
  const parser = parse({
    bom: true,
    info: true,
    skip_empty_lines: true,
    max_record_size: MAX_RECORD_BYTES,
  });
  pipeline(file.file, parser, () => {});
  let header: ProductCsvColumn[] | undefined;
  const rows: CsvRow[] = [];
  let lastLine = 0;
  let lastEmpty = 0;
  try {
    for await (const { record, info } of parser as AsyncIterable<{
      record: string[];
      info: { lines: number; empty_lines: number };
    }>) {
      // info.lines is the line the record ends on; it starts after the last one and any blanks.
      const line = lastLine + 1 + (info.empty_lines - lastEmpty);
      lastLine = info.lines;
      lastEmpty = info.empty_lines;
      if (!header) {
        const names = record.map((h) => h.trim());
        const problem = productCsvHeaderProblem(names);
        if (problem) throw new ImportRefused(problem, [{ line, field: '', message: problem }]);
        header = names as ProductCsvColumn[];
        continue;
      }
      if (rows.length === PRODUCT_IMPORT_MAX_ROWS) {
        throw refusal('too_large', 'TOO_MANY_ROWS', {
          params: { max: PRODUCT_IMPORT_MAX_ROWS.toLocaleString('en-US') },
        });
      }
      const cells: CsvRow['cells'] = {};
      header.forEach((column, i) => {
        cells[column] = record[i] ?? '';
      });
      rows.push({ line, cells });
    }
  } catch (err) {
    // A file past the limit is cut off mid-row, so the parser's complaint is really its size.
    const cutOff =
      file.file.truncated || (err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE';
    if (cutOff) throw tooLarge();
    if (err instanceof CsvError) {
      const line = (err as CsvError & { lines?: number }).lines ?? lastLine + 1;
      const message = `Line ${line} is not valid CSV (a quote left open, or not as many cells as the header)`;
      throw new ImportRefused(message, [{ line, field: '', message }]);
    }
    throw err;
  }
  if (file.file.truncated) throw tooLarge();
  if (!header || rows.length === 0) {
    throw refusal('validation', 'EMPTY_FILE');
  }
  return { name: file.filename.slice(0, 200), rows };
}

/**
 * POST admin/products/import: every row is checked before anything is written; a file with any
 * bad row changes nothing and is answered with each bad row by line and column. A good file is
 * written in one transaction with its audit record, then the catalogue's caches move on.
 */
export async function importProducts(
  deps: Omit<ImportExportDeps, 'clock'>,
  request: FastifyRequest,
): Promise<ImportCounts & { rows: number }> {
  const file = await readCsv(request);
  const { products, errors } = await checkImport(deps, file.rows);
  if (errors.length) {
    const lines = new Set(errors.map((e) => e.line)).size;
    throw new ImportRefused(
      `${lines} ${lines === 1 ? 'row has' : 'rows have'} problems; nothing was imported`,
      errors.slice(0, PRODUCT_IMPORT_MAX_ERRORS),
    );
  }
  const result = await skuSafe(() =>
    deps.db.transaction((tx) =>
      applyImport(tx, request, { name: file.name, rows: file.rows.length }, products),
    ),
  );
  deps.catalogChanged();
  await releaseImages(deps, result.droppedKeys);
  const { droppedKeys: _dropped, ...counts } = result;
  return { ...counts, rows: file.rows.length };
}
