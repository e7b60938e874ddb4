import { z } from 'zod';
import { PRODUCT_MAX_COLORS, PRODUCT_MAX_IMAGES_PER_COLOR } from '../constants';
import { requiredText } from './fields';

export const PRODUCT_NAME_REQUIRED = 'Product name is required';
const GROUPING = 'Images must be grouped by color';

/** Multipart fields are text: a JSON field is parsed here, and bad JSON fails the inner schema. */
function jsonText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return Symbol('invalid JSON');
  }
}

const colorName = requiredText('Color cannot be empty', { max: 50, tooLong: 'Too long' });
const fileName = requiredText(GROUPING, { max: 255, tooLong: 'File name is too long' });

const imageOrderItem = z.object({
  name: fileName,
  order: z.number({ error: 'Invalid image order' }).int().min(0).max(1000),
  isNew: z.boolean({ error: 'Invalid image order' }),
});

/**
 * The text fields of `POST /upload-product-images`: `colorImages` maps a colour to the names of
 * its new files, `imageOrder` (optional) gives every image of a colour its place, new or saved.
 */
export const uploadFieldsSchema = z.object({
  productName: requiredText(PRODUCT_NAME_REQUIRED, { max: 200, tooLong: 'Name is too long' }),
  colorImages: z.preprocess(
    jsonText,
    z
      .record(colorName, z.array(fileName, { error: GROUPING }).max(PRODUCT_MAX_IMAGES_PER_COLOR), {
        error: GROUPING,
      })
      .refine((m) => Object.keys(m).length <= PRODUCT_MAX_COLORS, GROUPING),
  ),
  imageOrder: z.preprocess(
    (v) => (v === undefined || v === '' ? undefined : jsonText(v)),
    z
      .record(colorName, z.array(imageOrderItem).max(PRODUCT_MAX_IMAGES_PER_COLOR * 2), {
        error: 'Invalid image order',
      })
      .optional(),
  ),
});
export type UploadFields = z.infer<typeof uploadFieldsSchema>;

export type UploadAssignment =
  { ok: true; colors: { color: string; files: number[] }[] } | { ok: false; error: string };

/**
 * Which received file belongs to which colour, in display order. `fileNames` are the names of
 * the files as they arrived; the nth file called X is the nth X listed (colours in the order of
 * `colorImages`), so two colours may each send an IMG_0001.jpg. New files of a colour are sorted
 * by their `order` in `imageOrder` when it lists them.
 */
export function assignUploadedFiles(
  fields: Pick<UploadFields, 'colorImages' | 'imageOrder'>,
  fileNames: readonly string[],
): UploadAssignment {
  const unclaimed = new Map<string, number[]>();
  fileNames.forEach((name, index) => unclaimed.set(name, [...(unclaimed.get(name) ?? []), index]));
  const colors: { color: string; files: number[] }[] = [];
  for (const [color, names] of Object.entries(fields.colorImages)) {
    const claimed: { index: number; rank: number }[] = [];
    const ranks = new Map<string, number[]>();
    for (const item of fields.imageOrder?.[color] ?? []) {
      if (item.isNew) ranks.set(item.name, [...(ranks.get(item.name) ?? []), item.order]);
    }
    for (const name of names) {
      const index = unclaimed.get(name)?.shift();
      if (index === undefined) return { ok: false, error: `No file was sent for ${name}` };
      claimed.push({ index, rank: ranks.get(name)?.shift() ?? Number.MAX_SAFE_INTEGER });
    }
    // A stable sort: files imageOrder does not place keep their listed order, after the rest.
    claimed.sort((a, b) => a.rank - b.rank);
    colors.push({ color, files: claimed.map((c) => c.index) });
  }
  for (const [name, left] of unclaimed) {
    if (left.length > 0) return { ok: false, error: `${name} is not listed under a color` };
  }
  return { ok: true, colors };
}
