/** Womenswear: abayas lead, as they do in UAE shops, followed by western and modest fashion. */
import type { CatalogueGroup } from './demo-types';
import { SIZES } from './catalogue-table';

// Columns: name | brand | subcategory | price | original or - | stock | colours [| garment] [| gender]
export const womenGroups: CatalogueGroup[] = [
  {
    gender: 'women',
    category: 'Abayas',
    garment: 'abaya',
    sizes: SIZES.robe,
    blurb:
      'A flowing abaya with a graceful drape, finished with fine trims at the cuffs and front.',
    materials: [
      'premium Korean nida',
      'crepe embroidered with gold thread',
      'a light linen blend',
      'matte crepe',
      'soft Japanese crepe',
      'layered chiffon over crepe',
    ],
    rows: `
      Classic Nida Open Abaya        | Amara Modest   | Open Abayas        | 249.00 | 349.00 | 44 | Black, Navy, Maroon
      Gold Embroidered Evening Abaya | Hessa Couture  | Embroidered Abayas | 799.00 | -      | 3  | Black, Burgundy
      Linen Blend Summer Abaya       | Mirage Modest  | Open Abayas        | 299.00 | 399.00 | 26 | Beige, Sand, Olive
      Crepe Closed Abaya with Belt   | Amara Modest   | Closed Abayas      | 349.00 | -      | 52 | Black, Charcoal, Brown
      Kimono Sleeve Abaya            | Celeste Abayas | Open Abayas        | 419.50 | 599.00 | 0  | Lavender, Black, Teal
      Pleated Chiffon Abaya          | Hessa Couture  | Embroidered Abayas | 649.00 | 899.00 | 11 | Black, Navy
    `,
  },
  {
    gender: 'women',
    category: 'Dresses',
    garment: 'dress',
    sizes: SIZES.apparel,
    blurb: 'An easy dress with a defined waist and a skirt that moves beautifully.',
    materials: [
      'printed viscose crepe',
      'fluid satin',
      'tiered cotton voile',
      'ribbed stretch knit',
      'washed linen',
    ],
    rows: `
      Floral Wrap Midi Dress  | Yasmin Studio | Midi Dresses   | 134.50 | 269.00 | 33 | Blush, Navy, Green
      Satin Slip Maxi Dress   | Zahra Atelier | Maxi Dresses   | 329.00 | -      | 15 | Burgundy, Black, Sand
      Tiered Cotton Maxi Dress | Saffron Row  | Maxi Dresses   | 219.00 | 299.00 | 48 | White, Mustard, Sky Blue
      Ribbed Knit Midi Dress  | Zahra Atelier | Midi Dresses   | 79.50  | 229.00 | 2  | Beige, Black, Olive
      Linen Shirt Dress       | Saffron Row   | Casual Dresses | 179.99 | -      | 57 | White, Khaki
    `,
  },
  {
    gender: 'women',
    category: 'Tops',
    garment: 'shirt',
    sizes: SIZES.apparel,
    blurb: 'A versatile top that pairs with jeans, wide-leg trousers or a skirt.',
    materials: [
      'soft cotton jersey',
      'silky satin-back crepe',
      'airy linen',
      'brushed cotton fleece',
    ],
    rows: `
      Relaxed Cotton Tee     | Bloom Souk    | T-Shirts | 29.00  | 65.00  | 110 | White, Pink, Black, Lavender | tshirt
      Silk Touch Blouse      | Yasmin Studio | Blouses  | 139.00 | -      | 29  | Cream, Blush, Navy
      Oversized Linen Shirt  | Rimal         | Shirts   | 149.00 | 199.00 | 0   | White, Sky Blue, Sand
      Cropped Hoodie         | Rimal         | Hoodies  | 129.00 | -      | 36  | Lavender, Grey, Pink | hoodie
    `,
  },
  {
    gender: 'women',
    category: 'Bottoms',
    garment: 'jeans',
    sizes: SIZES.womenWaist,
    blurb: 'A flattering high-rise fit with a relaxed leg for all-day comfort.',
    materials: [
      'comfort-stretch denim',
      'non-stretch vintage denim',
      'fluid twill',
      'crinkle crepe',
    ],
    rows: `
      High Rise Wide Leg Jeans  | Noor & Layla  | Wide Leg Jeans    | 229.00 | 259.00 | 41 | Denim, Black, White
      Mom Fit Jeans             | Noor & Layla  | Straight Jeans    | 159.50 | -      | 23 | Blue, Denim
      Pleated Wide Leg Trousers | Zahra Atelier | Wide Leg Trousers | 199.00 | 249.00 | 4  | Beige, Black, Olive | trousers
      Modest Palazzo Pants      | Mirage Modest | Wide Leg Trousers | 139.00 | -      | 66 | Black, Navy, Cream | trousers
    `,
  },
  {
    gender: 'women',
    category: 'Jackets',
    garment: 'jacket',
    sizes: SIZES.apparel,
    blurb: 'A cropped layer that finishes an outfit on cooler winter nights.',
    materials: ['rigid cotton denim', 'recycled polyester with a lofty fill'],
    rows: `
      Cropped Denim Jacket | Noor & Layla | Denim Jackets | 199.00 | 279.00 | 17 | Denim, White
      Quilted Puffer Jacket | Rimal       | Puffers       | 149.50 | 499.00 | 8  | Black, Cream, Olive
    `,
  },
  {
    gender: 'women',
    category: 'Footwear',
    garment: 'sandal',
    sizes: SIZES.womenShoes,
    blurb: 'Lightweight footwear with a cushioned footbed for long days out.',
    materials: ['smooth leather uppers', 'vegan leather straps', 'soft suede'],
    rows: `
      Chunky Platform Sneakers | Bloom Souk    | Sneakers | 249.00 | 349.00 | 22 | White, Pink, Beige | sneaker
      Strappy Flat Sandals     | Saffron Row   | Sandals  | 99.00  | 139.00 | 1  | Tan, Black, Blush
      Leather Slide Sandals    | Yasmin Studio | Sandals  | 119.00 | -      | 45 | Brown, Sand, White
    `,
  },
];
