/**
 * Accessories share one 'Accessories' category (the storefront's /accessories page) and are
 * split by subcategory; unisex pieces use the 'others' gender.
 */
import type { CatalogueGroup } from './demo-types';
import { SIZES } from './catalogue-table';

const base = { category: 'Accessories', sizes: SIZES.oneSize } as const;

// Columns: name | brand | subcategory | price | original or - | stock | colours [| garment] [| gender]
export const accessoryGroups: CatalogueGroup[] = [
  {
    ...base,
    gender: 'men',
    garment: 'watch',
    blurb: 'A dependable quartz watch presented in a gift box, with a two-year warranty.',
    materials: [
      '316L stainless steel and leather',
      'brushed steel with a mineral crystal',
      'rose-tone steel mesh',
    ],
    rows: `
      Chronograph Steel Watch  | Meridian Time | Watches | 719.00 | 899.00 | 12 | Black, Navy, Brown
      Minimalist Leather Watch | Meridian Time | Watches | 299.00 | -      | 25 | Brown, Tan, Black
      Rose Mesh Bracelet Watch | Meridian Time | Watches | 449.00 | 599.00 | 16 | Blush, White | women
    `,
  },
  {
    ...base,
    gender: 'others',
    garment: 'sunglasses',
    blurb: 'Sunglasses with UV400 lenses for the bright Gulf sun, supplied with a hard case.',
    materials: [
      'lightweight metal and acetate',
      'hand-polished acetate',
      'flexible TR90 with polarised lenses',
    ],
    rows: `
      Classic Aviator Sunglasses | Qamar Eyewear | Sunglasses | 199.00 | 279.00 | 0  | Black, Tan, Grey | men
      Cat-Eye Sunglasses         | Qamar Eyewear | Sunglasses | 179.00 | 229.00 | 33 | Black, Pink, Brown | women
      Polarised Sport Sunglasses | Sunset Optics | Sunglasses | 229.00 | 329.00 | 21 | Black, Blue
    `,
  },
  {
    ...base,
    gender: 'women',
    garment: 'scarf',
    blurb: 'A soft, breathable head covering that drapes and pins easily.',
    materials: ['crisp cotton voile', 'premium chiffon', 'stretchy modal jersey'],
    rows: `
      Red Checked Shemagh    | Qasr Heritage | Ghutra & Shemagh  | 69.00 | 89.00 | 90  | Red, White | men
      Premium Chiffon Shayla | Amara Modest  | Scarves & Shaylas | 45.00 | 59.00 | 118 | Black, Beige, Blush, Navy
      Modal Jersey Hijab     | Mirage Modest | Scarves & Shaylas | 35.00 | -     | 84  | Grey, Sand, Maroon
    `,
  },
  {
    ...base,
    gender: 'women',
    garment: 'bag',
    blurb: 'A roomy bag with an inner zip pocket that carries an outfit from day to evening.',
    materials: ['pebbled cow leather', 'quilted vegan leather', 'woven cotton canvas'],
    rows: `
      Structured Leather Tote | Sable Leather | Bags | 329.00 | 549.00 | 9  | Tan, Black, Burgundy
      Quilted Crossbody Bag   | Sable Leather | Bags | 249.00 | -      | 2  | Black, Blush, Cream
      Beach Tote Bag          | Wadi Carry    | Bags | 69.00  | 99.00  | 38 | Sand, Sky Blue | others
    `,
  },
  {
    ...base,
    gender: 'others',
    garment: 'backpack',
    blurb: 'A padded backpack with a laptop sleeve and ergonomic straps.',
    materials: ['water-resistant recycled canvas', 'durable ripstop nylon'],
    rows: `
      Everyday Canvas Backpack | Wadi Carry | Backpacks | 149.00 | 199.00 | 44 | Navy, Olive, Black, Mustard
      Kids School Backpack     | Wadi Carry | Backpacks | 89.00  | -      | 0  | Blue, Pink, Teal
    `,
  },
  {
    ...base,
    gender: 'others',
    garment: 'cap',
    blurb: 'A six-panel cap with an adjustable strap and a pre-curved brim.',
    materials: ['washed cotton twill', 'cotton front with breathable mesh'],
    rows: `
      Curved Brim Cotton Cap | Capital Caps Co. | Caps | 49.00 | 69.00 | 56 | Navy, Black, Khaki, Olive | men
      Unisex Trucker Cap     | Capital Caps Co. | Caps | 39.00 | -     | 67 | Black, White, Beige
    `,
  },
];
