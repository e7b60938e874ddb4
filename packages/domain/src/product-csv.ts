// The catalogue as a CSV file: one row per variant (colour × size), the product's own fields
// repeated on each of its rows. Export writes it, import reads it back (decision 48).
import { toAed } from './money';

/** The product's own fields: the same on every row of a product. */
export const PRODUCT_CSV_PRODUCT_FIELDS = [
  'name',
  'nameAr',
  'brand',
  'category',
  'subcategory',
  'gender',
  'price',
  'originalPrice',
  'discount',
  'description',
  'descriptionAr',
] as const;

/** The columns in the order export writes them; import takes them in any order. */
export const PRODUCT_CSV_COLUMNS = [
  'productid',
  ...PRODUCT_CSV_PRODUCT_FIELDS,
  'colour',
  'size',
  'sku',
  'stock',
  'images',
] as const;
export type ProductCsvColumn = (typeof PRODUCT_CSV_COLUMNS)[number];

/**
 * Columns a file may leave out: without nameAr/descriptionAr a product keeps its Arabic text, and
 * without sku each variant keeps its SKU (new ones get the default).
 */
export const PRODUCT_CSV_OPTIONAL_COLUMNS: readonly ProductCsvColumn[] = [
  'nameAr',
  'descriptionAr',
  'sku',
];

/** The largest file and the most rows one import takes. */
export const PRODUCT_IMPORT_MAX_BYTES = 16 * 1024 * 1024;
export const PRODUCT_IMPORT_MAX_ROWS = 20_000;
/** The answer lists at most this many bad rows (and says how many there were in all). */
export const PRODUCT_IMPORT_MAX_ERRORS = 500;

/** Images in one cell: URLs separated by spaces or '|'. */
export const IMAGE_SEPARATOR = ' | ';

// A cell starting with one of these is a formula to a spreadsheet; export prefixes a quote.
const FORMULA_START = /^[=+\-@\t\r]/;

/** Text as export writes it: a would-be formula gets a leading apostrophe so it stays text. */
export function csvSafeCell(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** A cell as import reads it: the apostrophe export added is taken off again. */
export function csvCellText(cell: string): string {
  return cell.startsWith("'") && FORMULA_START.test(cell.slice(1)) ? cell.slice(1) : cell;
}

/** Money in a cell: AED with 2 decimals, as the product form shows it. */
export function csvMoney(fils: number | null): string {
  return fils === null ? '' : toAed(fils).toFixed(2);
}

/** What export needs of a product. */
export interface CsvProduct {
  productid: string;
  name: string;
  nameAr: string | null;
  brand: string;
  category: string;
  subcategory: string | null;
  gender: string;
  priceFils: number;
  originalPriceFils: number | null;
  discount: number | null;
  description: string;
  descriptionAr: string | null;
  /** Image URLs per colour, colours in order. */
  colorImages: ReadonlyMap<string, readonly string[]>;
  variants: readonly { color: string; size: string; sku: string; stock: number }[];
}

/** The product's rows, one per variant, in display order. */
export function productCsvRows(p: CsvProduct): string[][] {
  return p.variants.map((v) => {
    const cells: Record<ProductCsvColumn, string> = {
      productid: p.productid,
      name: p.name,
      nameAr: p.nameAr ?? '',
      brand: p.brand,
      category: p.category,
      subcategory: p.subcategory ?? '',
      gender: p.gender,
      price: csvMoney(p.priceFils),
      originalPrice: csvMoney(p.originalPriceFils),
      discount: p.discount === null ? '' : String(p.discount),
      description: p.description,
      descriptionAr: p.descriptionAr ?? '',
      colour: v.color,
      size: v.size,
      sku: v.sku,
      stock: String(v.stock),
      images: (p.colorImages.get(v.color) ?? []).join(IMAGE_SEPARATOR),
    };
    return PRODUCT_CSV_COLUMNS.map((c) => csvSafeCell(cells[c]));
  });
}

/** The header's problem, or null: a column it does not know, or a required one missing. */
export function productCsvHeaderProblem(header: readonly string[]): string | null {
  const known = new Set<string>(PRODUCT_CSV_COLUMNS);
  const unknown = header.filter((h) => !known.has(h));
  if (unknown.length) return `Unknown column: ${unknown.slice(0, 5).join(', ')}`;
  const seen = new Set<string>();
  for (const h of header) {
    if (seen.has(h)) return `Column listed twice: ${h}`;
    seen.add(h);
  }
  const missing = PRODUCT_CSV_COLUMNS.filter(
    (c) => !seen.has(c) && !PRODUCT_CSV_OPTIONAL_COLUMNS.includes(c),
  );
  return missing.length ? `Missing column: ${missing.join(', ')}` : null;
}
