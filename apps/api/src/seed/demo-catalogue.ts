/**
 * The demo catalogue shown on a fresh install: products across men, women, kids and accessories,
 * plus home-page offers. Pure data; the database seeding code inserts it and demo-images renders
 * the pictures its image keys point at.
 */
import { accessoryGroups } from './demo-catalogue-accessories';
import { offerWithArabic, withArabic } from './demo-catalogue-arabic';
import { demoStock, demoVariants } from './demo-variants';
import { kidsGroups } from './demo-catalogue-kids';
import { menGroups } from './demo-catalogue-men';
import { womenGroups } from './demo-catalogue-women';
import type { DemoOffer, DemoProduct, GarmentKind } from './demo-types';
import { parseGroups } from './catalogue-table';

export type { DemoOffer, DemoProduct, GarmentKind } from './demo-types';

const parsed = parseGroups([...menGroups, ...womenGroups, ...kidsGroups, ...accessoryGroups]);

export const demoProducts: DemoProduct[] = parsed.map((entry, index) => {
  const product = { ...withArabic(entry.product), stock: demoStock(entry.product) };
  return { ...product, variants: demoVariants(product, index) };
});

/** Silhouette per product id, which the image renderer needs and the database does not. */
export const demoGarments: ReadonlyMap<string, GarmentKind> = new Map(
  parsed.map((entry) => [entry.product.productid, entry.garment]),
);

/** Offers name their products so reordering the tables cannot silently point them elsewhere. */
function idsOf(...names: string[]): string[] {
  return names.map((name) => {
    const product = demoProducts.find((p) => p.name === name);
    if (!product) throw new Error(`Demo offer refers to unknown product '${name}'`);
    return product.productid;
  });
}

export const demoOffers: DemoOffer[] = [
  {
    title: 'Summer Sale — Up to 50% OFF',
    description:
      'Light linens, breathable tees and easy sandals for the UAE summer. While stocks last.',
    discountText: 'Up to 50% OFF',
    imageKey: 'seed/offer-summer-sale.webp',
    link: null,
    productids: idsOf(
      'Essential Crew Neck Tee',
      'Pure Linen Resort Shirt',
      'Linen Drawstring Trousers',
      'Tiered Cotton Maxi Dress',
      'Classic Leather Khuff Sandals',
      'Beach Tote Bag',
    ),
  },
  {
    title: 'New Season Abayas',
    description:
      'Fresh cuts in nida, crepe and linen blends, from everyday open abayas to embroidered evening pieces.',
    discountText: 'Up to 40% OFF',
    imageKey: 'seed/offer-new-season-abayas.webp',
    link: '/category/women/Abayas',
    productids: idsOf(
      'Classic Nida Open Abaya',
      'Linen Blend Summer Abaya',
      'Crepe Closed Abaya with Belt',
      'Kimono Sleeve Abaya',
      'Pleated Chiffon Abaya',
    ),
  },
  {
    title: 'Kids Back to School 30% OFF',
    description: 'Uniform polos, trousers, backpacks and sneakers, ready for the new term.',
    discountText: '30% OFF',
    imageKey: 'seed/offer-kids-back-to-school.webp',
    link: '/category/kids',
    productids: idsOf(
      'School Polo Shirt',
      'School Uniform Trousers',
      'Kids School Backpack',
      'Light-Up Velcro Sneakers',
      'Pull-On Stretch Jeans',
    ),
  },
  {
    title: 'Eid Kandura Collection',
    description:
      'Crisp Emirati, Saudi and Omani styles tailored for Eid gatherings, for men and boys.',
    discountText: 'Save up to 25%',
    imageKey: 'seed/offer-eid-kanduras.webp',
    link: '/category/men/Kanduras',
    productids: idsOf(
      'Emirati Kandura Premium Cotton',
      'Saudi Style Thobe',
      'Winter Wool-Blend Kandura',
      'Omani Dishdasha with Tassel',
      'Boys Emirati Kandura',
    ),
  },
  {
    title: 'Winter Clearance',
    description: 'Last sizes of jackets, puffers and denim at our lowest prices of the season.',
    discountText: 'Up to 70% OFF',
    imageKey: 'seed/offer-winter-clearance.webp',
    link: null,
    productids: idsOf('Quilted Puffer Jacket', 'Padded Winter Jacket', 'Tapered Distressed Jeans'),
  },
].map(offerWithArabic);
