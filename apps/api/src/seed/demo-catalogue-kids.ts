/** Kidswear sized by age, including school uniform basics for the back-to-school offer. */
import type { CatalogueGroup } from './demo-types';
import { SIZES } from './catalogue-table';

// Columns: name | brand | subcategory | price | original or - | stock | colours [| garment] [| gender]
export const kidsGroups: CatalogueGroup[] = [
  {
    gender: 'kids',
    category: 'T-Shirts',
    garment: 'tshirt',
    sizes: SIZES.kids,
    blurb: 'A soft, tag-free top made for playground days.',
    materials: ['100% cotton jersey', 'cotton with a little stretch', 'easy-care pique cotton'],
    rows: `
      Dino Explorer Graphic Tee | Little Falcon   | Boys           | 35.00 | 49.00 | 95  | Green, Navy, Mustard
      Rainbow Sparkle Tee       | Tiny Dunes      | Girls          | 39.00 | -     | 70  | Pink, White, Lavender
      School Polo Shirt         | Sandcastle Kids | School Uniform | 29.00 | 39.00 | 120 | White, Navy, Sky Blue | polo
    `,
  },
  {
    gender: 'kids',
    category: 'Dresses',
    garment: 'dress',
    sizes: SIZES.kids,
    blurb: 'A pretty dress with room to twirl and a comfortable lining.',
    materials: ['tulle over cotton lining', 'cotton drill', 'embroidered georgette'],
    rows: `
      Twirl Party Dress       | Tiny Dunes      | Party Dresses  | 59.50  | 169.00 | 18 | Pink, Lavender, Blush
      Cotton Pinafore Dress   | Sandcastle Kids | Casual Dresses | 79.50  | -      | 5  | Navy, Maroon, Grey
      Eid Embroidered Jalabiya | Mini Marina    | Jalabiyas      | 149.00 | 199.00 | 0  | Teal, Burgundy, Cream | abaya
    `,
  },
  {
    gender: 'kids',
    category: 'Bottoms',
    garment: 'trousers',
    sizes: SIZES.kids,
    blurb: 'Hard-wearing bottoms with an adjustable waist that grows with them.',
    materials: ['stretch denim', 'cotton ripstop', 'poly-viscose uniform twill'],
    rows: `
      Pull-On Stretch Jeans   | Little Falcon   | Jeans          | 69.00 | 99.00 | 54  | Denim, Black | jeans
      Cargo Play Shorts       | Pebble & Pine   | Shorts         | 45.00 | -     | 83  | Khaki, Olive, Navy | shorts
      School Uniform Trousers | Sandcastle Kids | School Uniform | 59.00 | 79.00 | 102 | Grey, Navy
    `,
  },
  {
    gender: 'kids',
    category: 'Outerwear',
    garment: 'jacket',
    sizes: SIZES.kids,
    blurb: 'A cosy layer for winter mornings and chilly school buses.',
    materials: ['brushed polar fleece', 'water-repellent padded nylon'],
    rows: `
      Zip-Up Fleece Hoodie  | Pebble & Pine | Hoodies | 89.00 | 129.00 | 31 | Red, Navy, Grey | hoodie
      Padded Winter Jacket  | Little Falcon | Jackets | 69.00 | 229.00 | 3  | Blue, Red, Black
    `,
  },
  {
    gender: 'kids',
    category: 'Kanduras',
    garment: 'kandura',
    sizes: SIZES.kids,
    blurb:
      'A smart kandura for boys, tailored like the grown-up version for Eid and family visits.',
    materials: ['cool cotton-poly voile', 'soft cotton satin'],
    rows: `
      Boys Emirati Kandura | Khaleej Kandura House | Boys Kandura | 99.00  | 129.00 | 60 | White, Cream
      Boys Eid Kandura Set | Bayt Al Khayyat       | Boys Kandura | 139.00 | -      | 14 | White, Sky Blue, Beige
    `,
  },
  {
    gender: 'kids',
    category: 'Footwear',
    garment: 'sneaker',
    sizes: SIZES.kidsShoes,
    blurb: 'Easy on, easy off footwear with a grippy sole.',
    materials: ['breathable mesh with hook-and-loop straps', 'quick-dry EVA foam'],
    rows: `
      Light-Up Velcro Sneakers | Little Falcon | Sneakers | 109.00 | 149.00 | 40 | Navy, Pink, White
      Beach Sandals            | Tiny Dunes    | Sandals  | 39.99  | -      | 77 | Blue, Pink, Green | sandal
    `,
  },
];
