import { describe, expect, it } from 'vitest';
import type { Refinements } from './catalog-filters';
import { newestFirst, ScopeSet, type ScopeMember } from './scope-set';

const BRANDS = ['Noor', 'Zayn', 'Layla', 'Sahara'];
const COLORS = ['Navy', 'Black', 'White', 'Sand', 'Rose'];
const SIZES = ['XS', 'S', 'M', 'L', 'XL'];

/** 70 members (more than two 32-bit words) with varied brands, colours, sizes and prices. */
function members(): ScopeMember[] {
  const list = Array.from({ length: 70 }, (_, i): ScopeMember => {
    const colors = COLORS.filter((_, c) => (i + c) % 3 === 0);
    const sizesInStock = SIZES.filter((_, z) => (i * 7 + z) % 4 !== 0);
    return {
      id: `P-${String(i).padStart(3, '0')}`,
      brand: BRANDS[i % BRANDS.length] as string,
      category: 'Clothing',
      subcategory: null,
      priceFils: 5000 + ((i * 1371) % 40000),
      discount: i % 5 === 0 ? null : (i * 7) % 60,
      createdMs: 1_700_000_000_000 + (i % 9) * 1000,
      colors,
      brandKey: (BRANDS[i % BRANDS.length] as string).toLowerCase(),
      colorKeys: colors.map((c) => c.toLowerCase()),
      sizesInStock,
      sizeKeys: sizesInStock.map((z) => z.toLowerCase()),
    };
  });
  return list.sort(newestFirst);
}

/** The refinements' meaning, member by member, to check the bitsets against. */
function expected(all: ScopeMember[], r: Refinements): string[] {
  const lower = (xs: string[]) => xs.map((x) => x.toLowerCase());
  return all
    .filter(
      (m) =>
        (!r.brand.length || lower(r.brand).includes(m.brandKey)) &&
        (!r.color.length || m.colorKeys.some((c) => lower(r.color).includes(c))) &&
        (!r.size?.length || m.sizeKeys.some((z) => lower(r.size ?? []).includes(z))) &&
        (r.maxPrice === undefined || m.priceFils <= Math.floor(r.maxPrice * 100 + 1e-6)) &&
        (!r.minDiscount || (m.discount ?? -1) >= r.minDiscount),
    )
    .map((m) => m.id);
}

describe('a scope refined by brand, colour, size, price and discount', () => {
  const all = members();
  const set = new ScopeSet(all, { pricesIncludeVat: true });
  const cases: Refinements[] = [
    { brand: [], color: [], size: ['M'] },
    { brand: [], color: ['navy'], size: ['S', 'XL'] },
    { brand: ['Noor', 'Layla'], color: ['Black', 'Rose'], size: [] },
    { brand: ['Zayn'], color: [], size: ['xs'], maxPrice: 250.5 },
    { brand: [], color: [], minDiscount: 30 },
    { brand: ['Sahara'], color: ['Sand'], size: ['L'], maxPrice: 300, minDiscount: 10 },
    { brand: ['Nobody'], color: [], size: [] },
  ];

  it.each(cases)('keeps exactly the members that match %j, newest first', (r) => {
    const want = expected(all, r);
    const got = set.page(r, 'newest', 0, 100);
    expect(got.total).toBe(want.length);
    expect(got.ids).toEqual(want);
    // Asked again (the bitsets now cached), and paged: the same members.
    expect(set.page(r, 'newest', 2, 3).ids).toEqual(want.slice(2, 5));
  });

  it('keeps everything without refinements', () => {
    expect(set.page({ brand: [], color: [] }, 'newest', 0, 100).total).toBe(all.length);
  });
});
