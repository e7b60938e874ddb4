/** Turns the compact catalogue text tables into DemoProduct records, validating as it goes. */
import { GARMENT_KINDS } from './demo-types';
import type { CatalogueGroup, DemoProduct, GarmentKind, Gender } from './demo-types';
import { isColourName } from './svg-kit';
import { pick } from './prng';

export const SIZES = {
  apparel: ['XS', 'S', 'M', 'L', 'XL', 'XXL'],
  menWaist: ['28', '30', '32', '34', '36', '38'],
  womenWaist: ['24', '26', '28', '30', '32'],
  robe: ['52', '54', '56', '58', '60', '62'],
  kids: ['2-3Y', '4-5Y', '6-7Y', '8-9Y', '10-11Y', '12-13Y'],
  menShoes: ['40', '41', '42', '43', '44', '45'],
  womenShoes: ['36', '37', '38', '39', '40', '41'],
  kidsShoes: ['26', '28', '30', '32', '34'],
  oneSize: ['One Size'],
} as const satisfies Record<string, readonly string[]>;

export interface ParsedProduct {
  product: DemoProduct;
  garment: GarmentKind;
}

/** Storefront prices end in .00, .50 or .99. */
const PRICE = /^(\d{2,4})\.(00|50|99)$/;

function fils(text: string, where: string): number {
  const match = PRICE.exec(text);
  if (!match) throw new Error(`${where}: price '${text}' must look like 49.00, 49.50 or 49.99`);
  return Number(match[1]) * 100 + Number(match[2]);
}

export function discountPercent(priceFils: number, originalFils: number): number {
  return Math.round((1 - priceFils / originalFils) * 100);
}

export function colourSlug(colour: string): string {
  return colour.toLowerCase().replace(/[^a-z0-9]+/g, '-');
}

function listed(words: string[]): string {
  if (words.length < 2) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

const GENDERS: readonly Gender[] = ['men', 'women', 'kids', 'others'];

function isGender(text: string): text is Gender {
  return (GENDERS as readonly string[]).includes(text);
}

function isGarment(text: string): text is GarmentKind {
  return (GARMENT_KINDS as readonly string[]).includes(text);
}

/**
 * Expands groups into products numbered DM-0001 upwards in table order.
 * The first colour gets three images (front, back, detail) and so does every colour of every
 * third product; the rest get two, so galleries vary in length like a real shop.
 */
export function parseGroups(groups: readonly CatalogueGroup[]): ParsedProduct[] {
  const parsed: ParsedProduct[] = [];
  for (const group of groups) {
    const lines = group.rows
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    lines.forEach((line, row) => {
      const index = parsed.length;
      const productid = `DM-${String(index + 1).padStart(4, '0')}`;
      const where = `${group.gender}/${group.category} row ${row + 1}`;
      const fields = line.split('|').map((field) => field.trim());
      const [name, brand, subcategory, price, was, stock, colourList, ...extras] = fields;
      if (!name || !brand || !subcategory || !price || !was || !stock || !colourList) {
        throw new Error(`${where}: expected at least 7 '|' separated fields in '${line}'`);
      }
      if (!/^\d+$/.test(stock))
        throw new Error(`${where}: stock '${stock}' must be a whole number`);
      let garment = group.garment;
      let gender = group.gender;
      for (const extra of extras) {
        if (isGarment(extra)) garment = extra;
        else if (isGender(extra)) gender = extra;
        else throw new Error(`${where}: '${extra}' is neither a garment nor a gender`);
      }
      const colourNames = colourList.split(',').map((c) => c.trim());
      for (const colour of colourNames) {
        if (!isColourName(colour)) throw new Error(`${where}: unknown colour '${colour}'`);
      }
      const priceFils = fils(price, where);
      const originalPriceFils = was === '-' ? null : fils(was, where);
      const id = productid.toLowerCase();
      parsed.push({
        garment,
        product: {
          productid,
          name,
          brand,
          description:
            `${group.blurb} Made from ${pick(group.materials, row)}. ` +
            `Available in ${listed(colourNames.map((c) => c.toLowerCase()))}.`,
          gender,
          category: group.category,
          subcategory,
          priceFils,
          originalPriceFils,
          discount:
            originalPriceFils === null ? null : discountPercent(priceFils, originalPriceFils),
          stock: Number(stock),
          sizes: [...group.sizes],
          colors: colourNames.map((colour, ci) => {
            const views = ci === 0 || index % 3 === 0 ? 3 : 2;
            return {
              name: colour,
              imageKeys: Array.from(
                { length: views },
                (_, v) => `seed/${id}-${colourSlug(colour)}-${v + 1}.webp`,
              ),
            };
          }),
          // 47 is coprime with 121, so products land on distinct days across 0..120.
          createdDaysAgo: (index * 47) % 121,
        },
      });
    });
  }
  return parsed;
}
