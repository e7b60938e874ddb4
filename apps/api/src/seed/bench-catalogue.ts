/**
 * Synthetic catalogue for scale benchmarks (100,000+ products). Every product is a variation of a
 * demo product, keeping its gender, category, sizes, silhouette and image keys so no new images
 * are needed, while names, brands, colours, prices, discounts and stock vary enough to exercise
 * filters, sorting and trigram search realistically.
 */
import { demoProducts } from './demo-catalogue';
import type { DemoProduct } from './demo-types';
import { discountPercent } from './catalogue-table';
import { intBetween, mulberry32, pick } from './prng';

/** Comma-separated word lists keep the vocabulary compact (one word per line once formatted). */
const words = (text: string): string[] => text.split(',').map((word) => word.trim());

const STYLE_WORDS = words(`Everyday, Signature, Heritage, Urban, Coastal, Desert, Premium, Studio,
  Weekend, Travel, Modern, Soft, Lightweight, Relaxed, Tailored, Vintage, Contemporary, Iconic,
  Resort, Essential, Airy, Textured, Limited Edition, Breeze`);

const COLLECTIONS = words(`Ramadan Edit, Eid Collection, Summer Capsule, Winter Layers, Marina Line,
  Souk Series, Office Edit, Holiday Shop, Studio Basics, Heritage Line`);

const BRAND_STEMS = words(`Al Bahr, Dune, Falcon, Marina, Oasis, Sahra, Noor, Zahra, Palm, Qamar,
  Rimal, Wadi, Hessa, Layla, Corniche, Saffron, Mirage, Jumeirah, Hatta, Liwa`);

const BRAND_ENDINGS = words(
  `& Co, Studio, Atelier, Threads, Label, House, Collective, Wear, Lab, Edit`,
);

const ENDINGS = [0, 50, 99];

/** Sizes for a variation of a one-size base, so every product has 8 to 12 variants. */
const GARMENT_SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'];

/** A believable AED price in fils near `aroundFils`, ending in .00, .50 or .99. */
function shelfPrice(rand: () => number, aroundFils: number): number {
  const dirhams = Math.max(19, Math.round((aroundFils / 100) * (0.7 + rand() * 0.9)));
  return dirhams * 100 + pick(ENDINGS, intBetween(rand, 0, 2));
}

function shuffled<T>(rand: () => number, list: readonly T[]): T[] {
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = intBetween(rand, 0, i);
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

/**
 * Yields `count` products with ids BX-000001 upwards. The same count and seed always give the
 * same products, so benchmark runs are comparable.
 */
export function* benchProducts(count: number, seed = 20_250_101): Generator<DemoProduct> {
  const rand = mulberry32(seed);
  for (let n = 1; n <= count; n++) {
    const base = pick(demoProducts, intBetween(rand, 0, demoProducts.length - 1));
    const style = pick(STYLE_WORDS, intBetween(rand, 0, STYLE_WORDS.length - 1));
    const collection =
      rand() < 0.25 ? ` — ${pick(COLLECTIONS, intBetween(rand, 0, COLLECTIONS.length - 1))}` : '';
    const name = `${base.name.startsWith(style) ? 'New' : style} ${base.name}${collection}`;
    const brand =
      rand() < 0.2
        ? base.brand
        : `${pick(BRAND_STEMS, intBetween(rand, 0, BRAND_STEMS.length - 1))} ${pick(BRAND_ENDINGS, intBetween(rand, 0, BRAND_ENDINGS.length - 1))}`;

    // 2 to 4 colours and enough sizes for 8 to 12 variants (colours × sizes); a base with
    // too few sizes (a one-size bag) takes garment sizes.
    const colourCount = intBetween(rand, 2, Math.min(4, base.colors.length));
    const sizeCount = intBetween(rand, Math.ceil(8 / colourCount), Math.floor(12 / colourCount));
    const sizes = (base.sizes.length >= sizeCount ? base.sizes : GARMENT_SIZES).slice(0, sizeCount);
    const colors = shuffled(rand, base.colors)
      .slice(0, colourCount)
      .map((c) => ({ name: c.name, imageKeys: [...c.imageKeys] }));

    const priceFils = shelfPrice(rand, base.priceFils);
    let originalPriceFils: number | null = null;
    let discount: number | null = null;
    if (rand() < 0.6) {
      const wanted = intBetween(rand, 10, 70);
      // Whole-dirham originals, then recompute so the percentage matches the shelf prices exactly.
      originalPriceFils = Math.ceil(priceFils / (1 - wanted / 100) / 100) * 100;
      discount = discountPercent(priceFils, originalPriceFils);
    }

    // About 4% sold out everywhere, 8% down to a few units of one variant; otherwise each
    // variant has its own count, some sold out.
    const kind = rand();
    const variants = colors.flatMap((c, ci) =>
      sizes.map((size, si) => {
        const roll = rand();
        const few = ci === 0 && si === 0 ? intBetween(rand, 1, 5) : 0;
        let stock = roll < 0.12 ? 0 : roll < 0.2 ? intBetween(rand, 1, 5) : intBetween(rand, 6, 60);
        if (kind < 0.04) stock = 0;
        else if (kind < 0.12) stock = few;
        return { color: c.name, size, stock };
      }),
    );
    const stock = variants.reduce((n, v) => n + v.stock, 0);

    yield {
      productid: `BX-${String(n).padStart(6, '0')}`,
      name,
      brand,
      // The base's closing 'Available in ...' sentence would name colours this variant lacks.
      description: `${name} by ${brand}. ${base.description.replace(/ Available in [^.]*\.$/, '')}`,
      gender: base.gender,
      category: base.category,
      subcategory: base.subcategory,
      priceFils,
      originalPriceFils,
      discount,
      stock,
      sizes: [...sizes],
      variants,
      colors,
      createdDaysAgo: intBetween(rand, 0, 720),
    };
  }
}
