import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '#db/client';
import { catalogVersion } from '#db/schema';
import type { EncodedBody } from '#platform/encoded-body';
import { Lru } from '#platform/lru';
import { CatalogBadges, type BadgePromotions, type CatalogState } from './catalog-badges';
import type { ProductJson } from './product-json';
import { ProductListing } from './product-listing';
import type { ScopeSet } from './scope-set';
import type { SearchTerm } from './search-terms';

export interface CachedBody {
  /** The JSON text with its compressed forms, made once per encoding and kept with the entry. */
  body: EncodedBody;
  etag: string;
}

export interface CatalogCacheOptions {
  /** Off: every request runs its queries (ETags and 304s still work); for uncached benchmarks. */
  responses: boolean;
  /** How long a read catalogue version is trusted before asking the database again. */
  versionTtlMs: number;
  /** The promotions the products' badges are made of; none without it. */
  promotions?: BadgePromotions;
  /** The moment the badges are shown for (app.clock's); the system's clock without it. */
  now?: () => Date;
}

/**
 * The catalogue's per-process caches, all keyed by the database's catalogue version: whole
 * responses (when enabled), scope sets (the members of a browsed scope, with its facets) and
 * product JSON by id, which every page of every scope reuses. A write on any
 * instance bumps the version (a trigger), so every instance stops using old entries within
 * `versionTtlMs` (docs/decisions/0005-catalogue-cache.md). Responses and product JSON carry
 * the running promotions' badges, so they are keyed by the state's stamp, which also moves when
 * a promotion starts or ends (catalog-badges.ts).
 */
export class CatalogCache {
  private readonly responses = new Lru<CachedBody>(2000, 64 * 1024 * 1024);
  /** Scope sets weigh their product count: about 200 bytes each, so ~300 MB at most. */
  private readonly scopes = new Lru<ScopeSet>(256, 1_500_000);
  /** Product JSON text by version and id: pages are assembled from these without re-encoding. */
  private readonly products = new Lru<string>(50_000);
  /** Request URL to validator, so a repeated request skips parsing and hashing. */
  private readonly urls = new Lru<string>(5000);
  /** A search's words with their close catalogue words, by version and folded query. */
  private readonly terms = new Lru<Promise<SearchTerm[]>>(2000);
  /** Row counts by version and key (the back office's product totals). */
  private readonly counts = new Lru<Promise<number>>(2000);
  /** Every product's listed columns, brought up to date by version; scopes are picked from it. */
  readonly listing: ProductListing;
  private current = { version: 0, readAt: Number.NEGATIVE_INFINITY };
  private reading: Promise<number> | undefined;
  /** Raised by invalidate(): a read that started before it must not be trusted after it. */
  private generation = 0;
  private readonly badges: CatalogBadges;
  private readonly now: () => Date;

  constructor(
    private readonly db: Db,
    private readonly options: CatalogCacheOptions,
  ) {
    this.listing = new ProductListing(db);
    this.badges = new CatalogBadges(db, options.promotions);
    this.now = options.now ?? (() => new Date());
  }

  /** Reads the listing before the first shopper asks for a page (a process that just started). */
  async warm(): Promise<void> {
    await this.listing.at(await this.version());
  }

  /** The catalogue version, read at most once per TTL; concurrent callers share one read. */
  async version(): Promise<number> {
    if (performance.now() - this.current.readAt < this.options.versionTtlMs) {
      return this.current.version;
    }
    if (!this.reading) {
      const reading = this.readVersion().finally(() => {
        if (this.reading === reading) this.reading = undefined;
      });
      this.reading = reading;
    }
    return this.reading;
  }

  /**
   * The version without asking the database, while `version()` would trust it without asking;
   * undefined once it is older than the TTL or forgotten (the caller then goes through
   * `version()`).
   */
  freshVersion(): number | undefined {
    return performance.now() - this.current.readAt < this.options.versionTtlMs
      ? this.current.version
      : undefined;
  }

  /**
   * The version and the promotions' badges the answers are made from now: answers are kept by
   * its stamp, which also moves when a scheduled promotion starts or ends.
   */
  async state(): Promise<CatalogState> {
    return this.badges.at(await this.version(), this.now());
  }

  /**
   * The state's stamp without asking the database, while `state()` would use it without asking
   * (the version is fresh and no promotion started or ended since); else undefined.
   */
  freshStamp(): string | undefined {
    const version = this.freshVersion();
    return version === undefined ? undefined : this.badges.fresh(version, this.now())?.stamp;
  }

  /**
   * Forget the version now: code in this process that just committed a catalogue change calls
   * this (through app.catalogChanged). A read already in flight may have seen the old version,
   * so it is neither shared with later callers nor kept.
   */
  invalidate(): void {
    this.generation += 1;
    this.reading = undefined;
    this.current = { version: this.current.version, readAt: Number.NEGATIVE_INFINITY };
  }

  private async readVersion(): Promise<number> {
    const readAt = performance.now();
    const generation = this.generation;
    const [row] = await this.db
      .select({ version: sql`coalesce(sum(${catalogVersion.version}), 0)`.mapWith(Number) })
      .from(catalogVersion);
    const version = row?.version ?? 0;
    if (generation === this.generation) this.current = { version, readAt };
    return version;
  }

  /** A strong validator for a response: the version plus a digest of what was asked. */
  etag(version: number, key: string): string {
    const digest = createHash('sha1').update(key).digest('base64url').slice(0, 16);
    return `"c${version}-${digest}"`;
  }

  /** Whether whole responses are kept (CATALOG_CACHE); off, every request computes its body. */
  get cachesResponses(): boolean {
    return this.options.responses;
  }

  response(key: string): CachedBody | undefined {
    return this.options.responses ? this.responses.get(key) : undefined;
  }

  storeResponse(key: string, value: CachedBody): void {
    if (this.options.responses) this.responses.set(key, value, value.body.text.length);
  }

  /**
   * A scope's set, picked from the listing brought up to this catalogue version, and kept until
   * a listed product changes: a checkout (stock only) keeps every scope set.
   */
  async scope(
    key: string,
    version: number,
    pick: () => ScopeSet | Promise<ScopeSet>,
  ): Promise<ScopeSet> {
    if (!this.listing.covers(version)) await this.listing.at(version);
    const fullKey = `${this.listing.generation}\u0000${key}`;
    const hit = this.scopes.get(fullKey);
    if (hit) return hit;
    const set = await pick();
    this.scopes.set(fullKey, set, Math.max(1, set.size));
    return set;
  }

  /**
   * A search's terms (searchTerms), looked up once per version and folded query: a search page
   * asks for three scopes of the same query (its own, its gender's, its category's).
   */
  searchTerms(version: number, key: string, load: () => Promise<SearchTerm[]>) {
    const fullKey = `${version}\u0000${key}`;
    const hit = this.terms.get(fullKey);
    if (hit) return hit;
    const pending = load();
    this.terms.set(fullKey, pending, 1);
    pending.catch(() => this.terms.delete(fullKey));
    return pending;
  }

  /**
   * A count, made once per version (the admin table's total of all products or of a search):
   * paging through a large catalogue then costs only its page. Concurrent callers share one.
   */
  count(key: string, version: number, load: () => Promise<number>): Promise<number> {
    const fullKey = `${version}\u0000${key}`;
    const hit = this.counts.get(fullKey);
    if (hit) return hit;
    const pending = load();
    this.counts.set(fullKey, pending, 1);
    pending.catch(() => this.counts.delete(fullKey));
    return pending;
  }

  /** Product JSON text by id in the given order, loading the ones this state has not seen. */
  async productsById(
    state: CatalogState,
    ids: readonly string[],
    load: (missing: string[]) => Promise<ProductJson[]>,
  ): Promise<string[]> {
    const { stamp } = state;
    const missing = ids.filter((id) => !this.products.get(`${stamp}:${id}`));
    if (missing.length) {
      for (const p of await load(missing)) {
        this.products.set(`${stamp}:${p._id}`, JSON.stringify(p));
      }
    }
    return ids
      .map((id) => this.products.get(`${stamp}:${id}`))
      .filter((p): p is string => p !== undefined);
  }

  /** The validator last computed for this URL at this state's stamp (response cache on only). */
  etagForUrl(stamp: string, url: string): string | undefined {
    return this.options.responses ? this.urls.get(`${stamp} ${url}`) : undefined;
  }

  rememberUrl(stamp: string, url: string, etag: string): void {
    if (this.options.responses) this.urls.set(`${stamp} ${url}`, etag);
  }
}
