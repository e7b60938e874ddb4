import { ACCESSORIES, normalizeGender } from '@store/domain';
import type { Db } from '#db/client';
import { listNavPairs, listProductPages } from '#modules/catalog';
import type { SitemapPage } from './sitemap';

/** A storefront path from its segments, each encoded as the web app's links encode them. */
const pathOf = (...segments: string[]) => `/${segments.map(encodeURIComponent).join('/')}`;

/**
 * The pages a search engine should know, by English path: the home page, every listing the
 * menus link to (each gender, its categories and their subcategories, and Accessories), and every
 * product at the address its cards link to. Offers, search results and refinements are left
 * out: they are views of the same products.
 */
export async function sitemapPages(db: Db): Promise<SitemapPage[]> {
  const [pairs, rows] = await Promise.all([listNavPairs(db), listProductPages(db)]);
  const listings = new Set<string>();
  let accessories = false;
  // Sorted, so the listings come in the same order whatever the pairs' counts are.
  for (const pair of [...pairs].sort((a, b) => a.gender.localeCompare(b.gender))) {
    if (pair.category.toLowerCase() === ACCESSORIES.toLowerCase()) accessories = true;
    const gender = normalizeGender(pair.gender);
    if (!gender) continue;
    listings.add(pathOf('category', gender));
    listings.add(pathOf('category', gender, pair.category));
    for (const sub of pair.subcategories) {
      listings.add(pathOf('category', gender, pair.category, sub));
    }
  }
  if (accessories) listings.add('/accessories');
  return [
    { path: '/' },
    ...[...listings].map((path) => ({ path })),
    ...rows.map((row) => ({
      path: pathOf('product', 'view', row.id),
      lastmod: row.updatedAt.toISOString(),
    })),
  ];
}
