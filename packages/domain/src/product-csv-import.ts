// Reading the catalogue CSV back (decision 48): rows grouped into products, each checked with the
// product form's own schema, every problem placed on the line and column a person fixes.
import type { ZodError } from 'zod';
import {
  csvCellText,
  PRODUCT_CSV_COLUMNS,
  PRODUCT_CSV_PRODUCT_FIELDS,
  type ProductCsvColumn,
} from './product-csv';
import {
  productFormSchema,
  PRODUCT_IMAGE_REQUIRED,
  type ProductFormInput,
} from './schemas/product';

/** One data row of the file with the line it starts on (the header is line 1). */
export interface CsvRow {
  line: number;
  cells: Partial<Record<ProductCsvColumn, string>>;
}

export interface ImportRowError {
  line: number;
  field: string;
  message: string;
}

/** One product of the file, checked with the product form's rules. */
export interface ImportedProduct {
  /** The productid its rows name, or null for a new product. */
  productid: string | null;
  /** The line of each variant row, in the order of `input.variants`. */
  lines: number[];
  /** The first line of each colour (for image problems). */
  colorLines: Map<string, number>;
  input: ProductFormInput;
}

const cellOf = (row: CsvRow, column: ProductCsvColumn) => csvCellText(row.cells[column] ?? '');
const fold = (text: string) => text.trim().toLowerCase();

/** Rows with a productid go together by it; rows without, a new product each, by name and brand. */
function groupKey(row: CsvRow): string {
  const id = cellOf(row, 'productid').trim();
  return id
    ? `id\u0000${id}`
    : `new\u0000${fold(cellOf(row, 'name'))}\u0000${fold(cellOf(row, 'brand'))}`;
}

/** The image URLs of a cell. */
export function imageUrlsOf(cell: string): string[] {
  return cell.split(/[\s|]+/).filter(Boolean);
}

function sameProductFields(rows: readonly CsvRow[], errors: ImportRowError[]): void {
  const [first, ...rest] = rows;
  if (!first) return;
  for (const row of rest) {
    for (const field of PRODUCT_CSV_PRODUCT_FIELDS) {
      if (cellOf(row, field).trim() !== cellOf(first, field).trim()) {
        errors.push({
          line: row.line,
          field,
          message: `Must be the same as on line ${first.line}, the product's first row`,
        });
      }
    }
  }
}

/** The product form's body built from a product's rows. */
function formBody(rows: readonly CsvRow[], errors: ImportRowError[]) {
  const first = rows[0]!;
  const colors: string[] = [];
  const colorImages: Record<string, string[]> = {};
  const colorLines = new Map<string, number>();
  const imageLine = new Map<string, number>();
  const sizes: string[] = [];
  for (const row of rows) {
    const color = cellOf(row, 'colour').trim();
    const size = cellOf(row, 'size').trim();
    const images = imageUrlsOf(cellOf(row, 'images'));
    const known = colors.find((c) => fold(c) === fold(color));
    if (color && !known) {
      colors.push(color);
      colorImages[color] = images;
      colorLines.set(color, row.line);
      if (images.length) imageLine.set(color, row.line);
    } else if (known && images.length) {
      // A colour's pictures are written on each of its rows; they must agree (or be left blank).
      const had = colorImages[known] ?? [];
      if (!had.length) {
        colorImages[known] = images;
        imageLine.set(known, row.line);
      } else if (had.join(' ') !== images.join(' ')) {
        errors.push({
          line: row.line,
          field: 'images',
          message: `Must be the same as on line ${imageLine.get(known)}, the colour's first row`,
        });
      }
    }
    if (size && !sizes.some((s) => fold(s) === fold(size))) sizes.push(size);
  }
  const variants = rows.map((row) => ({
    color: cellOf(row, 'colour'),
    size: cellOf(row, 'size'),
    ...(row.cells.sku === undefined ? {} : { sku: cellOf(row, 'sku') }),
    stock: cellOf(row, 'stock'),
  }));
  const stock = variants.reduce((sum, v) => {
    const n = Number(v.stock.trim());
    return Number.isInteger(n) && n > 0 ? sum + n : sum;
  }, 0);
  const text = (column: ProductCsvColumn) => cellOf(first, column);
  const body = {
    name: text('name'),
    ...(first.cells.nameAr === undefined ? {} : { nameAr: text('nameAr') }),
    brand: text('brand'),
    category: text('category'),
    subcategory: text('subcategory'),
    gender: text('gender').trim().toLowerCase(),
    price: text('price'),
    originalPrice: text('originalPrice'),
    discount: text('discount'),
    description: text('description'),
    ...(first.cells.descriptionAr === undefined ? {} : { descriptionAr: text('descriptionAr') }),
    stock,
    sizes,
    colors,
    colorImages,
    variants,
  };
  return { body, colorLines };
}

/** Where a product-form issue goes: the row and the column a person fixes. */
function issuePlace(
  path: readonly PropertyKey[],
  message: string,
  rows: readonly CsvRow[],
  colorLines: ReadonlyMap<string, number>,
  body: ReturnType<typeof formBody>['body'],
): { line: number; field: string } {
  const firstLine = rows[0]!.line;
  const [head, index, leaf] = path;
  if (head === 'variants' && typeof index === 'number') {
    const column = leaf === 'color' ? 'colour' : typeof leaf === 'string' ? leaf : 'size';
    return { line: rows[index]?.line ?? firstLine, field: column };
  }
  if (head === 'colorImages') {
    const color =
      typeof index === 'string'
        ? index
        : message === PRODUCT_IMAGE_REQUIRED
          ? body.colors.find((c) => !body.colorImages[c]?.length)
          : undefined;
    return { line: (color && colorLines.get(color)) || firstLine, field: 'images' };
  }
  if (head === 'colors') return { line: firstLine, field: 'colour' };
  if (head === 'sizes') return { line: firstLine, field: 'size' };
  return { line: firstLine, field: typeof head === 'string' ? head : 'name' };
}

function issuesOf(
  error: ZodError,
  rows: readonly CsvRow[],
  colorLines: ReadonlyMap<string, number>,
  body: ReturnType<typeof formBody>['body'],
): ImportRowError[] {
  return error.issues.map((issue) => ({
    ...issuePlace(issue.path, issue.message, rows, colorLines, body),
    message: issue.message,
  }));
}

/**
 * Groups the rows into products and checks each with the product form's own schema. Every
 * problem is reported with its line and column; the products are usable only when there are none.
 */
export function readProductRows(rows: readonly CsvRow[]): {
  products: ImportedProduct[];
  errors: ImportRowError[];
} {
  const groups = new Map<string, CsvRow[]>();
  for (const row of rows) {
    const key = groupKey(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  const products: ImportedProduct[] = [];
  const errors: ImportRowError[] = [];
  for (const group of groups.values()) {
    sameProductFields(group, errors);
    const { body, colorLines } = formBody(group, errors);
    const parsed = productFormSchema.safeParse(body);
    if (!parsed.success) {
      errors.push(...issuesOf(parsed.error, group, colorLines, body));
      continue;
    }
    products.push({
      productid: cellOf(group[0]!, 'productid').trim() || null,
      lines: group.map((r) => r.line),
      colorLines,
      input: parsed.data,
    });
  }
  return { products, errors: sortedErrors(errors) };
}

/** By line, then column order, each (line, column) once. */
export function sortedErrors(errors: readonly ImportRowError[]): ImportRowError[] {
  const order = (field: string) => {
    const i = PRODUCT_CSV_COLUMNS.indexOf(field as ProductCsvColumn);
    return i === -1 ? PRODUCT_CSV_COLUMNS.length : i;
  };
  const seen = new Set<string>();
  return [...errors]
    .sort((a, b) => a.line - b.line || order(a.field) - order(b.field))
    .filter((e) => {
      const key = `${e.line}\u0000${e.field}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}
