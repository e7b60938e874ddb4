import type { Db } from '../../db/client';
import type { Scope } from './catalog-filters';
import { readListingChanges, type ListingRow } from './catalog-repository';
import type { ScopeMember } from './scope-set';

/** A listed product with the lowercase keys its scope and search match on. */
interface ListedProduct extends ScopeMember {
  gender: string;
  categoryKey: string;
  subcategoryKey: string | null;
  /** Name, brand, category and gender, lowercase: the text the storefront's search matches. */
  searchText: string;
}

function listed(row: ListingRow): ListedProduct {
  return {
    ...row,
    gender: row.gender.toLowerCase(),
    categoryKey: row.category.toLowerCase(),
    subcategoryKey: row.subcategory?.toLowerCase() ?? null,
    searchText: `${row.name} ${row.brand} ${row.category} ${row.gender}`.toLowerCase(),
  };
}

function sameListing(a: ListedProduct, b: ListedProduct): boolean {
  return (
    a.searchText === b.searchText &&
    a.brand === b.brand &&
    a.category === b.category &&
    a.subcategory === b.subcategory &&
    a.priceFils === b.priceFils &&
    a.discount === b.discount &&
    a.createdAt.getTime() === b.createdAt.getTime() &&
    (a.colors ?? []).join('\u0000') === (b.colors ?? []).join('\u0000')
  );
}

/**
 * The listed columns of every product, held in this process and brought up to date with only
 * what changed since the last read (migration 0011 stamps each change with its transaction). A
 * scope's members are then picked here in a few milliseconds, so the first page of a scope after
 * a product edit no longer waits for the scope to be reloaded from the database, and a checkout,
 * which changes only stock, changes nothing here at all (docs/decisions/0018).
 */
export class ProductListing {
  private products = new Map<string, ListedProduct>();
  private horizon: string | null = null;
  /** The newest catalogue version this listing is known to include (versions only rise). */
  private covered = Number.NEGATIVE_INFINITY;
  private reading: Promise<void> | undefined;
  /** Rises whenever a read changed a listed product: scope sets are keyed by it. */
  generation = 0;

  constructor(private readonly db: Db) {}

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
    let changed = changes.everything;
    if (changes.everything) this.products = new Map();
    for (const id of changes.removedIds) changed = this.products.delete(id) || changed;
    for (const row of changes.rows) {
      const next = listed(row);
      const old = this.products.get(row.id);
      if (old && sameListing(old, next)) continue;
      this.products.set(row.id, next);
      changed = true;
    }
    if (changed) this.generation += 1;
    this.horizon = changes.horizon;
    this.covered = Math.max(this.covered, version);
  }

  /**
   * The members of a browsed scope: the spec's search (a case-insensitive substring of name,
   * brand, category and gender), gender, category and subcategory, the last two in any case.
   */
  members(scope: Scope): ScopeMember[] {
    const q = scope.q?.toLowerCase();
    const gender = scope.gender?.toLowerCase();
    const category = scope.category?.toLowerCase();
    const subcategory = scope.subcategory?.toLowerCase();
    const found: ScopeMember[] = [];
    for (const p of this.products.values()) {
      if (gender && p.gender !== gender) continue;
      if (category && p.categoryKey !== category) continue;
      if (subcategory && p.subcategoryKey !== subcategory) continue;
      if (q && !p.searchText.includes(q)) continue;
      found.push(p);
    }
    return found;
  }
}
