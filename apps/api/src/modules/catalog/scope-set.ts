import {
  DISCOUNT_STEPS,
  sortBySize,
  highestStoredForShown,
  shownPriceFils,
  toAed,
  type CatalogQuery,
  type VatSetting,
} from '@store/domain';
import type { Refinements } from './catalog-filters';

/** One product of a scope as loaded by the repository: what refinements, sorts and facets read. */
export interface ScopeMember {
  id: string;
  brand: string;
  category: string;
  subcategory: string | null;
  priceFils: number;
  discount: number | null;
  /** Milliseconds since the epoch: a number, not a Date, to keep the listing light. */
  createdMs: number;
  colors: string[] | null;
  /** The brand and colour names in lowercase, for the brand and colour refinements. */
  brandKey: string;
  colorKeys: string[];
  /** Sizes with a variant above 0, in the product's order, and in lowercase for the filter. */
  sizesInStock: string[];
  sizeKeys: string[];
}

export interface FacetCount {
  name: string;
  count: number;
}

/** Biggest first, then by name, so the sidebar's order is stable. */
const byCount = (a: FacetCount, b: FacetCount) => b.count - a.count || a.name.localeCompare(b.name);

const compareIds = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The catalogue's default order: newest first, ties by id. */
export const newestFirst = (a: ScopeMember, b: ScopeMember) =>
  b.createdMs - a.createdMs || compareIds(a.id, b.id);

/**
 * The products of one browsed scope (search + gender + category + subcategory) in compact
 * columns, picked from the in-memory product listing whenever a listed product changed; each
 * request then applies its refinements, sort and page here, in well under a millisecond for tens of
 * thousands of products, instead of several embedded-database round trips.
 */
export class ScopeSet {
  readonly size: number;
  private readonly ids: string[];
  private readonly price: Int32Array;
  /** -1 for no discount, so 'at least N' and 'discount first' need no null checks. */
  private readonly discount: Int16Array;
  private readonly brandLower: string[];
  private readonly colorsLower: string[][];
  private readonly sizesLower: string[][];
  private readonly orders = new Map<CatalogQuery['sort'], Int32Array>();

  /** Counts over this scope; the page's facets take categories and subcategories from parents. */
  readonly facets: ScopeFacets;
  /** The page response's facets as JSON, set by the service on first use. */
  facetsJson: string | undefined;

  /**
   * `members` come newest first (ties by id), as the listing keeps them: that order is free.
   * Prices stay stored prices here; the shopper's bound and the facet's range are shown prices
   * (`vat`), converted once per request, and the sorts need nothing since shown prices rise
   * strictly with stored ones (decision 32).
   */
  constructor(
    members: readonly ScopeMember[],
    private readonly vat: VatSetting,
    /**
     * A search's members with every word as typed come first; the rest (close spellings) stay
     * below them in every sort (decision 46). Without a search, all are exact.
     */
    private readonly exactCount: number = members.length,
  ) {
    const n = members.length;
    this.size = n;
    this.ids = new Array<string>(n);
    this.price = new Int32Array(n);
    this.discount = new Int16Array(n);
    this.brandLower = new Array<string>(n);
    this.colorsLower = new Array<string[]>(n);
    this.sizesLower = new Array<string[]>(n);
    for (let i = 0; i < n; i++) {
      const m = members[i] as ScopeMember;
      this.ids[i] = m.id;
      this.price[i] = m.priceFils;
      this.discount[i] = m.discount ?? -1;
      this.brandLower[i] = m.brandKey;
      this.colorsLower[i] = m.colorKeys;
      this.sizesLower[i] = m.sizeKeys;
    }
    this.orders.set(
      'newest',
      Int32Array.from({ length: n }, (_, i) => i),
    );
    this.facets = scopeFacets(members, this.price, this.discount, vat);
  }

  /**
   * Member positions in the sort's order (ties broken by id), computed once per sort; newest
   * first is the members' own order, set by the constructor (for a search: exact matches newest
   * first, then close ones closest first). Other sorts order exact and close matches each
   * within their own tier.
   */
  private order(sort: CatalogQuery['sort']): Int32Array {
    let order = this.orders.get(sort);
    if (order) return order;
    const { price, discount, ids, exactCount } = this;
    const tier = (a: number, b: number) => Number(a >= exactCount) - Number(b >= exactCount);
    const byId = (a: number, b: number) => compareIds(ids[a] as string, ids[b] as string);
    const compare: Record<
      Exclude<CatalogQuery['sort'], 'newest'>,
      (a: number, b: number) => number
    > = {
      'price-asc': (a, b) =>
        tier(a, b) || (price[a] as number) - (price[b] as number) || byId(a, b),
      'price-desc': (a, b) =>
        tier(a, b) || (price[b] as number) - (price[a] as number) || byId(b, a),
      discount: (a, b) =>
        tier(a, b) || (discount[b] as number) - (discount[a] as number) || byId(a, b),
    };
    order = Int32Array.from({ length: this.size }, (_, i) => i).sort(
      compare[sort as Exclude<CatalogQuery['sort'], 'newest'>],
    );
    this.orders.set(sort, order);
    return order;
  }

  /**
   * Members having one lowercase brand, colour or size (in stock), as a bitset made on first use
   * and kept with the scope: a filter then costs a few passes over typed arrays instead of a set
   * lookup per member and value (the size filter over a 33,000-product gender was 2 ms a request).
   */
  private readonly keyBits = new Map<string, Uint32Array>();

  private bitsFor(kind: 'brand' | 'color' | 'size', key: string): Uint32Array {
    const cacheKey = `${kind}:${key}`;
    let bits = this.keyBits.get(cacheKey);
    if (bits) return bits;
    bits = new Uint32Array((this.size + 31) >>> 5);
    for (let i = 0; i < this.size; i++) {
      const has =
        kind === 'brand'
          ? this.brandLower[i] === key
          : (kind === 'color' ? this.colorsLower : this.sizesLower)[i]?.includes(key);
      if (has) bits[i >>> 5] = (bits[i >>> 5] as number) | (1 << (i & 31));
    }
    this.keyBits.set(cacheKey, bits);
    return bits;
  }

  /** Members with any of the values (one refinement's OR), intersected into `into`. */
  private narrow(into: Uint32Array, kind: 'brand' | 'color' | 'size', values: string[]): void {
    const any = new Uint32Array(into.length);
    for (const value of new Set(values.map((v) => v.toLowerCase()))) {
      const bits = this.bitsFor(kind, value);
      for (let w = 0; w < any.length; w++) any[w] = (any[w] as number) | (bits[w] as number);
    }
    for (let w = 0; w < into.length; w++) into[w] = (into[w] as number) & (any[w] as number);
  }

  /** A bitset of the members the refinements keep, or null when they keep everything. */
  private matcher(r: Refinements): Uint32Array | null {
    // The bound is a shown price in AED: 'at or below 149.5' keeps shown prices of 14950 fils
    // and below, which are exactly the stored prices up to the highest one shown within it.
    const maxFils =
      r.maxPrice === undefined
        ? null
        : highestStoredForShown(Math.floor(r.maxPrice * 100 + 1e-6), this.vat);
    // No discount counts as 0 percent, so 'at least 0' keeps everything.
    const minDiscount = r.minDiscount || null;
    const sizes = r.size ?? [];
    if (!r.brand.length && !r.color.length && !sizes.length && maxFils === null && !minDiscount) {
      return null;
    }
    const keep = new Uint32Array((this.size + 31) >>> 5).fill(0xffffffff);
    if (r.brand.length) this.narrow(keep, 'brand', r.brand);
    if (r.color.length) this.narrow(keep, 'color', r.color);
    // A size matches only where it is in stock: sold-out sizes do not keep a product.
    if (sizes.length) this.narrow(keep, 'size', sizes);
    if (maxFils !== null || minDiscount !== null) {
      const { price, discount } = this;
      for (let i = 0; i < this.size; i++) {
        const fits =
          (maxFils === null || (price[i] as number) <= maxFils) &&
          (minDiscount === null || (discount[i] as number) >= minDiscount);
        if (!fits) keep[i >>> 5] = (keep[i >>> 5] as number) & ~(1 << (i & 31));
      }
    }
    return keep;
  }

  /** The ids of one page and the refined total. */
  page(
    r: Refinements,
    sort: CatalogQuery['sort'],
    offset: number,
    limit: number,
  ): { ids: string[]; total: number } {
    const order = this.order(sort);
    const keep = this.matcher(r);
    if (!keep) {
      const slice = Array.from(
        order.subarray(offset, offset + limit),
        (i) => this.ids[i] as string,
      );
      return { ids: slice, total: this.size };
    }
    const ids: string[] = [];
    let total = 0;
    for (const i of order) {
      if (((keep[i >>> 5] as number) & (1 << (i & 31))) === 0) continue;
      if (total >= offset && ids.length < limit) ids.push(this.ids[i] as string);
      total += 1;
    }
    return { ids, total };
  }
}

export interface ScopeFacets {
  categories: FacetCount[];
  subcategories: FacetCount[];
  brands: FacetCount[];
  colors: FacetCount[];
  /** Products with the size in stock. */
  sizes: FacetCount[];
  discounts: number[];
  price: { min: number; max: number };
}

/** Counts a name once per member that has it; nulls and empty names are not counted. */
function tally(counts: Map<string, number>, name: string | null) {
  if (name) counts.set(name, (counts.get(name) ?? 0) + 1);
}

function sortedCounts(counts: Map<string, number>): FacetCount[] {
  return [...counts].map(([name, count]) => ({ name, count })).sort(byCount);
}

function scopeFacets(
  members: readonly ScopeMember[],
  price: Int32Array,
  discount: Int16Array,
  vat: VatSetting,
): ScopeFacets {
  let min = Number.POSITIVE_INFINITY;
  let max = 0;
  let maxDiscount = 0;
  const categories = new Map<string, number>();
  const subcategories = new Map<string, number>();
  const brands = new Map<string, number>();
  const colors = new Map<string, number>();
  const sizes = new Map<string, number>();
  for (let i = 0; i < members.length; i++) {
    const m = members[i] as ScopeMember;
    min = Math.min(min, price[i] as number);
    max = Math.max(max, price[i] as number);
    maxDiscount = Math.max(maxDiscount, discount[i] as number);
    tally(categories, m.category);
    tally(subcategories, m.subcategory);
    tally(brands, m.brand);
    for (const c of m.colors ?? []) tally(colors, c);
    for (const z of m.sizesInStock) tally(sizes, z);
  }
  return {
    categories: sortedCounts(categories),
    subcategories: sortedCounts(subcategories),
    brands: sortedCounts(brands),
    colors: sortedCounts(colors),
    // Sizes read smallest first (XS, S, M … then numbers, One Size last), not by count.
    sizes: sortBySize(sortedCounts(sizes), (option) => option.name),
    // A step is on offer when at least one product reaches it ('discount at least the value').
    discounts: DISCOUNT_STEPS.filter((step) => step <= maxDiscount),
    // The price slider's range, in shown prices like the bound it sends back.
    price: {
      min: members.length ? toAed(shownPriceFils(min, vat)) : 0,
      max: toAed(shownPriceFils(max, vat)),
    },
  };
}
