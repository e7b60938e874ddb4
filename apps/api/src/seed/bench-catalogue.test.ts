import { describe, expect, it } from 'vitest';
import { benchProducts } from './bench-catalogue';
import { discountPercent } from './catalogue-table';
import { demoProducts } from './demo-catalogue';

const demoKeys = new Set(demoProducts.flatMap((p) => p.colors.flatMap((c) => c.imageKeys)));

describe('benchProducts', () => {
  it('is deterministic for a seed and differs between seeds', () => {
    const a = [...benchProducts(300)];
    const b = [...benchProducts(300)];
    expect(a).toEqual(b);
    const c = [...benchProducts(300, 7)];
    expect(c.map((p) => p.name)).not.toEqual(a.map((p) => p.name));
  });

  it('produces exactly the requested count with sequential ids', () => {
    expect([...benchProducts(0)]).toHaveLength(0);
    let count = 0;
    let last = '';
    for (const p of benchProducts(100_000)) {
      count += 1;
      last = p.productid;
    }
    expect(count).toBe(100_000);
    expect(last).toBe('BX-100000');
    expect([...benchProducts(3)].map((p) => p.productid)).toEqual([
      'BX-000001',
      'BX-000002',
      'BX-000003',
    ]);
  });

  it('reuses demo images and keeps products valid', () => {
    for (const p of benchProducts(5000)) {
      expect(p.colors.length).toBeGreaterThanOrEqual(2);
      expect(p.colors.length).toBeLessThanOrEqual(4);
      for (const c of p.colors) for (const key of c.imageKeys) expect(demoKeys.has(key)).toBe(true);
      expect([0, 50, 99]).toContain(p.priceFils % 100);
      if (p.originalPriceFils === null) expect(p.discount).toBeNull();
      else {
        expect(p.discount).toBe(discountPercent(p.priceFils, p.originalPriceFils));
        expect(p.discount).toBeGreaterThanOrEqual(10);
        expect(p.discount).toBeLessThanOrEqual(70);
      }
      expect(p.stock).toBeGreaterThanOrEqual(0);
      // 8 to 12 variants, one per colour × size, adding up to the product's stock.
      expect(p.variants?.length).toBe(p.colors.length * p.sizes.length);
      expect(p.variants?.length).toBeGreaterThanOrEqual(8);
      expect(p.variants?.length).toBeLessThanOrEqual(12);
      expect(p.variants?.reduce((n, v) => n + v.stock, 0)).toBe(p.stock);
    }
  });

  it('varies what filters and search work on', () => {
    const sample = [...benchProducts(5000)];
    const distinct = (f: (p: (typeof sample)[number]) => unknown) => new Set(sample.map(f)).size;
    expect(distinct((p) => p.name)).toBeGreaterThan(1500);
    expect(distinct((p) => p.brand)).toBeGreaterThan(150);
    expect(distinct((p) => `${p.gender}/${p.category}`)).toBe(
      new Set(demoProducts.map((p) => `${p.gender}/${p.category}`)).size,
    );
    expect(distinct((p) => p.colors[0]?.name)).toBeGreaterThanOrEqual(20);
    expect(distinct((p) => p.priceFils)).toBeGreaterThan(1000);
    const discounted = sample.filter((p) => p.discount !== null).length / sample.length;
    expect(discounted).toBeGreaterThan(0.5);
    expect(discounted).toBeLessThan(0.7);
    expect(sample.some((p) => p.stock === 0)).toBe(true);
    expect(sample.some((p) => p.stock >= 1 && p.stock <= 5)).toBe(true);
  });
});
