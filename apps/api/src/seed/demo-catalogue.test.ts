import {
  CATALOGUE_WORDS_AR,
  catalogueWordKey,
  colorCode,
  LOW_STOCK_THRESHOLD,
  normalizeArabic,
} from '@store/domain';
import { describe, expect, it } from 'vitest';
import { demoGarments, demoOffers, demoProducts } from './demo-catalogue';
import { discountPercent } from './catalogue-table';
import { COLOUR_HEX } from './svg-kit';

const PRICE_ENDINGS = [0, 50, 99];

describe('demo catalogue', () => {
  it('has at least 72 products with unique, sequential ids and unique names', () => {
    expect(demoProducts.length).toBeGreaterThanOrEqual(72);
    const ids = demoProducts.map((p) => p.productid);
    expect(new Set(ids).size).toBe(ids.length);
    ids.forEach((id, i) => expect(id).toBe(`DM-${String(i + 1).padStart(4, '0')}`));
    expect(new Set(demoProducts.map((p) => p.name)).size).toBe(demoProducts.length);
  });

  it('has the Arabic of every category, subcategory and colour it uses (decision 52)', () => {
    const words = demoProducts.flatMap((p) => [
      p.category,
      ...(p.subcategory ? [p.subcategory] : []),
      ...p.colors.map((c) => c.name),
    ]);
    expect([...new Set(words)].filter((w) => !CATALOGUE_WORDS_AR[catalogueWordKey(w)])).toEqual([]);
  });

  it('covers every gender, with several categories each, plus Accessories', () => {
    const genders = new Set(demoProducts.map((p) => p.gender));
    expect([...genders].sort()).toEqual(['kids', 'men', 'others', 'women']);
    for (const gender of ['men', 'women', 'kids']) {
      const categories = new Set(
        demoProducts.filter((p) => p.gender === gender).map((p) => p.category),
      );
      expect(categories.size, gender).toBeGreaterThanOrEqual(4);
    }
    const accessories = demoProducts.filter((p) => p.category === 'Accessories');
    expect(accessories.length).toBeGreaterThanOrEqual(8);
    for (const p of accessories) expect(['men', 'women', 'others']).toContain(p.gender);
    expect(new Set(accessories.map((p) => p.subcategory)).size).toBeGreaterThanOrEqual(4);
  });

  it('gives every product 2-4 swatch colours with 2-3 distinct images each', () => {
    for (const p of demoProducts) {
      expect(p.colors.length, p.productid).toBeGreaterThanOrEqual(2);
      expect(p.colors.length, p.productid).toBeLessThanOrEqual(4);
      expect(new Set(p.colors.map((c) => c.name)).size).toBe(p.colors.length);
      for (const c of p.colors) {
        expect(Object.keys(COLOUR_HEX)).toContain(c.name);
        expect(c.imageKeys.length).toBeGreaterThanOrEqual(2);
        expect(c.imageKeys.length).toBeLessThanOrEqual(3);
        for (const key of c.imageKeys) expect(key).toMatch(/^seed\/dm-\d{4}-[a-z-]+-[123]\.webp$/);
      }
      expect(demoGarments.get(p.productid)).toBeDefined();
    }
  });

  it('uses only colours the storefront can show as a swatch', () => {
    const names = new Set(demoProducts.flatMap((p) => p.colors.map((c) => c.name)));
    expect([...names].filter((name) => !colorCode(name))).toEqual([]);
  });

  it('uses shelf prices in fils and discounts that match them', () => {
    for (const p of demoProducts) {
      expect(Number.isInteger(p.priceFils)).toBe(true);
      expect(PRICE_ENDINGS).toContain(p.priceFils % 100);
      expect(p.priceFils).toBeGreaterThanOrEqual(2900);
      expect(p.priceFils).toBeLessThanOrEqual(89900);
      if (p.originalPriceFils === null) {
        expect(p.discount).toBeNull();
        continue;
      }
      expect(PRICE_ENDINGS).toContain(p.originalPriceFils % 100);
      expect(p.originalPriceFils).toBeGreaterThan(p.priceFils);
      expect(p.discount).toBe(discountPercent(p.priceFils, p.originalPriceFils));
      expect(p.discount).toBeGreaterThanOrEqual(10);
      expect(p.discount).toBeLessThanOrEqual(70);
    }
    const discounted = demoProducts.filter((p) => p.discount !== null).length;
    expect(discounted / demoProducts.length).toBeGreaterThan(0.5);
    expect(discounted / demoProducts.length).toBeLessThan(0.75);
  });

  it('has sold-out and low-stock products among well stocked ones', () => {
    const stocks = demoProducts.map((p) => p.stock);
    for (const s of stocks) expect(Number.isInteger(s) && s >= 0).toBe(true);
    expect(stocks.filter((s) => s === 0).length).toBeGreaterThanOrEqual(3);
    expect(stocks.filter((s) => s >= 1 && s <= 5).length).toBeGreaterThanOrEqual(3);
  });

  it('spreads creation dates over 0..120 days so newest-first sorting means something', () => {
    const days = demoProducts.map((p) => p.createdDaysAgo);
    for (const d of days) expect(d >= 0 && d <= 120).toBe(true);
    expect(new Set(days).size).toBe(days.length);
  });

  it('writes a description and sizes for every product', () => {
    for (const p of demoProducts) {
      expect(p.description.length).toBeGreaterThan(40);
      expect(p.sizes.length).toBeGreaterThan(0);
    }
  });

  it('has offers with a number in the discount text and real products', () => {
    expect(demoOffers.length).toBeGreaterThanOrEqual(3);
    const ids = new Set(demoProducts.map((p) => p.productid));
    for (const offer of demoOffers) {
      expect(offer.discountText).toMatch(/\d+/);
      expect(offer.imageKey).toMatch(/^seed\/offer-[a-z0-9-]+\.webp$/);
      expect(offer.productids.length).toBeGreaterThanOrEqual(3);
      expect(offer.productids.length).toBeLessThanOrEqual(6);
      expect(new Set(offer.productids).size).toBe(offer.productids.length);
      for (const id of offer.productids) expect(ids.has(id)).toBe(true);
    }
  });

  it('names and describes every product and offer in Arabic too', () => {
    const arabic = /^[\u0600-\u06FF0-9A-Z\s%،.:—()\u2013-]+$/u;
    for (const p of demoProducts) {
      expect(p.nameAr, p.name).toMatch(arabic);
      expect(p.descriptionAr, p.name).toMatch(/[\u0621-\u064A]{3}/);
    }
    expect(new Set(demoProducts.map((p) => p.nameAr)).size).toBe(demoProducts.length);
    for (const o of demoOffers) {
      expect(o.titleAr, o.title).toMatch(/[\u0621-\u064A]{3}/);
      expect(o.descriptionAr, o.title).toMatch(/[\u0621-\u064A]{3}/);
    }
  });

  it('calls every abaya an abaya in Arabic, so an Arabic search finds them all', () => {
    const abayas = demoProducts.filter((p) => p.category === 'Abayas');
    expect(abayas.length).toBeGreaterThan(0);
    for (const p of abayas) expect(normalizeArabic(p.nameAr ?? '')).toContain('عبايه');
  });

  it('never reuses an image key', () => {
    const keys = [
      ...demoProducts.flatMap((p) => p.colors.flatMap((c) => c.imageKeys)),
      ...demoOffers.map((o) => o.imageKey),
    ];
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('demo stock per variant', () => {
  it('keeps every product total, sells out some sizes, never the default one', () => {
    let soldOutCells = 0;
    for (const p of demoProducts) {
      const variants = p.variants ?? [];
      expect(variants).toHaveLength(p.colors.length * p.sizes.length);
      expect(variants.reduce((n, v) => n + v.stock, 0)).toBe(p.stock);
      if (p.stock >= variants.length) expect(variants[0]?.stock).toBeGreaterThan(0);
      soldOutCells += variants.filter((v) => v.stock === 0).length;
    }
    expect(soldOutCells).toBeGreaterThan(10);
  });

  it('leaves few sizes low outside the nearly sold-out products, so Low stock lists what is low', () => {
    const cells = demoProducts.flatMap((p) =>
      p.stock > LOW_STOCK_THRESHOLD ? (p.variants ?? []) : [],
    );
    const low = cells.filter((v) => v.stock > 0 && v.stock <= LOW_STOCK_THRESHOLD);
    expect(low.length / cells.length).toBeLessThan(0.05);
  });
});
