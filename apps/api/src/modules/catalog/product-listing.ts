import { productMatches, searchFold, searchWords, type PromotionTarget } from '@store/domain';
import type { Db } from '#db/client';
import type { Scope } from './catalog-filters';
import { readListingChanges, type ListingRow } from './catalog-repository';
import { newestFirst, type ScopeMember } from './scope-set';
import { matchText, type SearchTerm } from './search-terms';

/** A listed product with the lowercase keys its scope and search match on. */
interface ListedProduct extends ScopeMember {
  gender: string;
  categoryKey: string;
  subcategoryKey: string | null;
  /**
   * Name, Arabic name, brand, category, subcategory, gender and colours, lowercase and with
   * Arabic normalised and without the article (searchFold): the text the storefront's search matches.
   */
  searchText: string;
}

/**
 * One string object per distinct name (brands, categories, colours: a few hundred), so the
 * facet counts and refinements of every scope compare and hash shared strings.
 */
class Names {
  private readonly names = new Map<string, string>();
  of(name: string): string {
    return this.names.get(name) ?? (this.names.set(name, name).get(name) as string);
  }
  maybe(name: string | null): string | null {
    return name === null ? null : this.of(name);
  }
  /** Colour lists are shared too: most products repeat one of a few hundred. */
  private readonly lists = new Map<string, string[]>();
  list(names: string[]): string[] {
    const key = names.join('\u0000');
    let list = this.lists.get(key);
    if (!list) {
      list = names.map((n) => this.of(n));
      this.lists.set(key, list);
    }
    return list;
  }
}

/** What a query is matched against; the query is normalised the same way (searchKey). */
function searchTextOf(row: ListingRow): string {
  const text = [
    row.name,
    row.brand,
    row.category,
    row.subcategory ?? '',
    row.gender,
    ...(row.colors ?? []),
    row.nameAr ?? '',
  ].join(' ');
  return searchFold(text);
}

/** A shopper's query as the listing's search text reads it: its words, each once, in order. */
export function searchKey(q: string): string {
  return searchWords(q).join(' ');
}

/** A scope's members: those with every query word as typed first, then the close ones. */
export interface ScopeMembers {
  members: ScopeMember[];
  /** How many of the first members have every word as typed (all of them without a search). */
  exactCount: number;
}

/** Spelled out field by field: objects made by spreading read several times slower. */
function listed(row: ListingRow, names: Names): ListedProduct {
  const colors = row.colors ? names.list(row.colors) : null;
  const sizesInStock = names.list(row.sizesInStock);
  return {
    id: row.id,
    brand: names.of(row.brand),
    category: names.of(row.category),
    subcategory: names.maybe(row.subcategory),
    priceFils: row.priceFils,
    discount: row.discount,
    createdMs: row.createdAt.getTime(),
    colors,
    brandKey: names.of(row.brand.toLowerCase()),
    colorKeys: names.list(colors?.map((c) => c.toLowerCase()) ?? []),
    sizesInStock,
    sizeKeys: names.list(sizesInStock.map((size) => size.toLowerCase())),
    gender: names.of(row.gender.toLowerCase()),
    categoryKey: names.of(row.category.toLowerCase()),
    subcategoryKey: names.maybe(row.subcategory?.toLowerCase() ?? null),
    searchText: searchTextOf(row),
  };
}

/** More changes than this in one read are placed by sorting everything again. */
const RESORT_AFTER = 256;

/** Index of the first product that sorts after `p` in `ordered` (newest first). */
function insertionPoint(ordered: readonly ListedProduct[], p: ListedProduct): number {
  let low = 0;
  let high = ordered.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (newestFirst(ordered[mid] as ListedProduct, p) <= 0) low = mid + 1;
    else high = mid;
  }
  return low;
}

function sameListing(a: ListedProduct, b: ListedProduct): boolean {
  return (
    a.searchText === b.searchText &&
    a.brand === b.brand &&
    a.category === b.category &&
    a.subcategory === b.subcategory &&
    a.priceFils === b.priceFils &&
    a.discount === b.discount &&
    a.createdMs === b.createdMs &&
    // Colour and size lists are shared (Names.list): the same names are the same array.
    a.colors === b.colors &&
    a.sizesInStock === b.sizesInStock
  );
}

/**
 * The listed columns of every product, held in this process and brought up to date with only
 * what changed since the last read (migration 0011 stamps each change with its transaction). A
 * scope's members are then picked here in a few milliseconds, so the first page of a scope after
 * a product edit no longer waits for the scope to be reloaded from the database, and a checkout,
 * which changes only stock, changes nothing here unless it sells out a size or brings one back
 * (the size facet reads sizes in stock; docs/decisions/0018 and 0028).
 */
export class ProductListing {
  private byId = new Map<string, ListedProduct>();
  private names = new Names();
  /** Every product newest first (ties by id): scopes come out in that order, unsorted. */
  private ordered: ListedProduct[] = [];
  private horizon: string | null = null;
  /** The newest catalogue version this listing is known to include (versions only rise). */
  private covered = Number.NEGATIVE_INFINITY;
  private reading: Promise<void> | undefined;
  /** Rises whenever a read changed a listed product: scope sets are keyed by it. */
  generation = 0;

  constructor(private readonly db: Db) {}

  /** Whether the listing already includes this catalogue version (no read needed). */
  covers(version: number): boolean {
    return this.covered >= version;
  }

  /** Brings the listing up to the given catalogue version; concurrent callers share one read. */
  async at(version: number): Promise<void> {
    while (this.covered < version) {
      if (!this.reading) {
        this.reading = this.read(version).finally(() => {
          this.reading = undefined;
        });
      }
      // A read that began for an older version may not include this one: the loop asks again.
      await this.reading;
    }
  }

  private async read(version: number): Promise<void> {
    const changes = await readListingChanges(this.db, this.horizon);
    if (changes.everything) {
      this.byId = new Map();
      this.names = new Names();
    }
    const gone = new Set<string>();
    for (const id of changes.removedIds) if (this.byId.delete(id)) gone.add(id);
    const placed: ListedProduct[] = [];
    for (const row of changes.rows) {
      const next = listed(row, this.names);
      const old = this.byId.get(row.id);
      if (old && sameListing(old, next)) continue;
      if (old) gone.add(row.id);
      this.byId.set(row.id, next);
      placed.push(next);
    }
    if (changes.everything || placed.length > RESORT_AFTER) {
      this.ordered = [...this.byId.values()].sort(newestFirst);
    } else if (gone.size || placed.length) {
      this.ordered = gone.size ? this.ordered.filter((p) => !gone.has(p.id)) : this.ordered;
      for (const p of placed) this.ordered.splice(insertionPoint(this.ordered, p), 0, p);
    }
    if (changes.everything || gone.size || placed.length) this.generation += 1;
    this.horizon = changes.horizon;
    this.covered = Math.max(this.covered, version);
  }

  /**
   * The members of a browsed scope: gender, category and subcategory (in any case) and the
   * search's `terms` (searchTerms: every query word in the product's search text, as typed or as
   * a close catalogue word). Products with every word as typed come first, newest first; then
   * the close ones, closest first, then newest (decision 46).
   */
  members(scope: Omit<Scope, 'q'>, terms?: readonly SearchTerm[]): ScopeMembers {
    const gender = scope.gender?.toLowerCase();
    const category = scope.category?.toLowerCase();
    const subcategory = scope.subcategory?.toLowerCase();
    const found: ScopeMember[] = [];
    const close: { member: ScopeMember; score: number }[] = [];
    for (const p of this.ordered) {
      if (gender && p.gender !== gender) continue;
      if (category && p.categoryKey !== category) continue;
      if (subcategory && p.subcategoryKey !== subcategory) continue;
      if (terms?.length) {
        const match = matchText(p.searchText, terms);
        if (match === null) continue;
        if (match !== 'exact') {
          close.push({ member: p, score: match });
          continue;
        }
      } else if (terms) {
        // A search for nothing searchable finds nothing.
        continue;
      }
      found.push(p);
    }
    const exactCount = found.length;
    // A stable sort: equal scores stay newest first.
    close.sort((a, b) => b.score - a.score);
    for (const c of close) found.push(c.member);
    return { members: found, exactCount };
  }

  /**
   * The ids of the products a promotion's target holds (the domain's productMatches; null: every
   * product), newest first, at most `limit`.
   */
  matching(target: PromotionTarget | null, limit: number): string[] {
    const ids: string[] = [];
    for (const p of this.ordered) {
      if (ids.length >= limit) break;
      const item = {
        productId: p.id,
        category: p.category,
        subcategory: p.subcategory,
        gender: p.gender,
        brand: p.brand,
        productDiscount: p.discount,
      };
      if (target === null || productMatches(target, item)) ids.push(p.id);
    }
    return ids;
  }
}
