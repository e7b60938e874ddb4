/** Menswear: everyday western pieces alongside kanduras, the UAE's national dress. */
import type { CatalogueGroup } from './demo-types';
import { SIZES } from './catalogue-table';

// Columns: name | brand | subcategory | price | original or - | stock | colours [| garment] [| gender]
export const menGroups: CatalogueGroup[] = [
  {
    gender: 'men',
    category: 'T-Shirts',
    garment: 'tshirt',
    sizes: SIZES.apparel,
    blurb:
      'A wardrobe staple cut for the Gulf heat, with a soft hand feel and a neck that keeps its shape.',
    materials: [
      '100% combed cotton jersey',
      'a breathable cotton-modal blend',
      'organic cotton, 180 GSM',
    ],
    rows: `
      Essential Crew Neck Tee      | Marina Threads   | Plain Tees   | 49.00 | 79.00  | 64 | Black, White, Navy
      Desert Sunset Graphic Tee    | Oud Street       | Graphic Tees | 69.00 | -      | 42 | Sand, Black, Olive
      Oversized Heavyweight Tee    | Oud Street       | Plain Tees   | 89.00 | 129.00 | 3  | Charcoal, Cream
      Classic Pique Polo           | Corniche         | Polos        | 99.50 | 149.00 | 58 | Navy, White, Maroon, Green | polo
      Dry-Fit Training Tee         | Falcon Athletics | Sports Tees  | 59.99 | -      | 0  | Black, Teal, Red
      Falcon Calligraphy Print Tee | Palm Line        | Graphic Tees | 75.00 | 99.00  | 27 | White, Navy
    `,
  },
  {
    gender: 'men',
    category: 'Shirts',
    garment: 'shirt',
    sizes: SIZES.apparel,
    blurb: 'A sharp shirt that moves from the office to a dinner at the marina.',
    materials: [
      'Oxford cotton',
      'pure European linen',
      'easy-iron cotton poplin',
      'washed cotton denim',
    ],
    rows: `
      Oxford Button-Down Shirt | Corniche           | Casual Shirts | 159.00 | 179.00 | 36 | Sky Blue, White, Navy
      Pure Linen Resort Shirt  | Jumeirah Linen Co. | Linen Shirts  | 159.00 | -      | 22 | Beige, White, Olive
      Slim Fit Formal Shirt    | Al Noor Tailors    | Formal Shirts | 119.00 | 199.00 | 75 | White, Sky Blue, Lavender, Grey
      Washed Denim Overshirt   | Sahra Denim        | Casual Shirts | 179.50 | -      | 4  | Denim, Charcoal
    `,
  },
  {
    gender: 'men',
    category: 'Jeans',
    garment: 'jeans',
    sizes: SIZES.menWaist,
    blurb: 'Five-pocket jeans with a comfortable rise and reinforced rivets.',
    materials: [
      'stretch cotton denim, 11 oz',
      'rigid selvedge-look denim',
      'recycled cotton denim',
    ],
    rows: `
      Slim Fit Stretch Jeans   | Sahra Denim | Slim Fit     | 119.00 | 229.00 | 88 | Denim, Black, Navy
      Straight Leg Rinse Jeans | Sahra Denim | Straight Fit | 189.00 | -      | 41 | Denim, Charcoal
      Tapered Distressed Jeans | Oud Street  | Slim Fit     | 89.00  | 249.00 | 0  | Blue, Grey
    `,
  },
  {
    gender: 'men',
    category: 'Trousers',
    garment: 'trousers',
    sizes: SIZES.menWaist,
    blurb: 'Smart-casual trousers with a tidy waistband and a tapered leg.',
    materials: [
      'cotton twill with a touch of stretch',
      'brushed cotton fleece',
      'a linen-cotton blend',
    ],
    rows: `
      Tailored Cotton Chinos    | Corniche           | Chinos         | 169.00 | 189.00 | 53 | Khaki, Navy, Olive, Beige
      Tech Fleece Joggers       | Falcon Athletics   | Joggers        | 119.00 | -      | 2  | Charcoal, Black, Olive
      Linen Drawstring Trousers | Jumeirah Linen Co. | Linen Trousers | 149.00 | 199.00 | 19 | Sand, White
    `,
  },
  {
    gender: 'men',
    category: 'Outerwear',
    garment: 'jacket',
    sizes: SIZES.apparel,
    blurb: 'A layer for cool desert evenings and air-conditioned malls.',
    materials: ['loopback cotton fleece', 'water-repellent nylon', 'heavyweight cotton denim'],
    rows: `
      Essential Pullover Hoodie | Falcon Athletics | Hoodies       | 99.00  | 219.00 | 47 | Grey, Black, Burgundy | hoodie
      Lightweight Bomber Jacket | Hatta Outdoor    | Bombers       | 249.00 | 399.00 | 14 | Olive, Black, Navy
      Classic Denim Jacket      | Sahra Denim      | Denim Jackets | 219.00 | -      | 5  | Denim, Black
    `,
  },
  {
    gender: 'men',
    category: 'Kanduras',
    garment: 'kandura',
    sizes: SIZES.robe,
    blurb: 'Tailored in the Gulf style with a clean collar, concealed placket and generous length.',
    materials: [
      'Japanese cotton-poly voile',
      'breathable cotton satin',
      'a soft wool blend for winter',
    ],
    rows: `
      Emirati Kandura Premium Cotton | Khaleej Kandura House | Emirati Kandura | 314.00 | 349.00 | 96 | White, Cream, Sand
      Saudi Style Thobe              | Bayt Al Khayyat       | Saudi Thobe     | 199.00 | -      | 63 | White, Grey, Beige
      Winter Wool-Blend Kandura      | Khaleej Kandura House | Emirati Kandura | 549.00 | 649.00 | 1  | Charcoal, Brown, Navy
      Omani Dishdasha with Tassel    | Bayt Al Khayyat       | Omani Dishdasha | 229.50 | 299.00 | 30 | White, Sky Blue
    `,
  },
  {
    gender: 'men',
    category: 'Footwear',
    garment: 'sneaker',
    sizes: SIZES.menShoes,
    blurb: 'Cushioned footwear built for long days on the go.',
    materials: [
      'full-grain leather',
      'engineered knit with a rubber sole',
      'hand-stitched cow leather',
    ],
    rows: `
      Everyday Leather Sneakers    | Marina Threads   | Sneakers | 164.50 | 329.00 | 38 | White, Black, Tan
      Runner Knit Sneakers         | Falcon Athletics | Sneakers | 279.00 | -      | 0  | Grey, Black, Navy
      Classic Leather Khuff Sandals | Qasr Heritage   | Sandals  | 129.00 | 179.00 | 71 | Brown, Black, Tan | sandal
    `,
  },
];
