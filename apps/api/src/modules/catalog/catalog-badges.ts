import { createHash } from 'node:crypto';
import {
  badgesShownAt,
  productBadges,
  type PromotionBadge,
  type PromotionItem,
  type ScheduledPromotion,
} from '@store/domain';
import type { Db } from '#db/client';

/**
 * The promotions the badges are made of: the automatic ones not paused, ended or used up, those
 * yet to start included (the promotions module's, handed in by app.ts).
 */
export type BadgePromotions = (db: Db, now: Date) => Promise<ScheduledPromotion[]>;

/** A catalogue row as the badges look at it. */
type BadgeItem = Pick<PromotionItem, 'category' | 'subcategory' | 'gender' | 'brand'> & {
  id: string;
  discount: number | null;
};

/**
 * What the catalogue's answers are made from during one stretch of time: the database's
 * catalogue version and the badges of the promotions running then. Answers, validators and
 * product JSON are kept by its `stamp`, so a promotion's start or end retires them without any
 * write, as a catalogue change does.
 */
export class CatalogState {
  /** '' without badges; else a digest of the promotions shown, the same on every instance. */
  readonly badgesKey: string;
  readonly stamp: string;

  constructor(
    readonly version: number,
    private readonly shown: ReturnType<typeof badgesShownAt>,
  ) {
    const ids = shown.rules.map((r) => r.badge.promotionId).join(',');
    this.badgesKey = ids ? createHash('sha1').update(ids).digest('base64url').slice(0, 10) : '';
    this.stamp = this.badgesKey ? `${version}.${this.badgesKey}` : String(version);
  }

  /** Whether the same badges show at this version and moment (epoch ms). */
  holds(version: number, at: number): boolean {
    return version === this.version && at >= this.shown.from && at < this.shown.until;
  }

  /** A product's badges (the domain's productBadges). */
  badgesOf(row: BadgeItem): PromotionBadge[] {
    const { rules } = this.shown;
    if (rules.length === 0) return [];
    const { id: productId, discount: productDiscount, category, subcategory, gender, brand } = row;
    const item = { productId, productDiscount, category, subcategory, gender, brand };
    return productBadges(rules, item);
  }
}

/**
 * The promotions read once per catalogue version (a promotion's write raises it: migration
 * 0034), and the state of the stretch of time at hand, made again only when a start or an end
 * passes. Concurrent callers share one read; a failed read is not kept.
 */
export class CatalogBadges {
  private read: { version: number; list: Promise<ScheduledPromotion[]> } | undefined;
  private state: CatalogState | undefined;

  constructor(
    private readonly db: Db,
    private readonly load: BadgePromotions | undefined,
  ) {}

  /** The state for `version` at `now`, while the one made last still holds; else undefined. */
  fresh(version: number, now: Date): CatalogState | undefined {
    const state = this.state;
    return state?.holds(version, now.getTime()) ? state : undefined;
  }

  async at(version: number, now: Date): Promise<CatalogState> {
    const kept = this.fresh(version, now);
    if (kept) return kept;
    const state = new CatalogState(version, badgesShownAt(await this.list(version, now), now));
    // A slower request of an older version does not replace a newer state.
    if (!this.state || this.state.version <= version) this.state = state;
    return state;
  }

  private list(version: number, now: Date): Promise<ScheduledPromotion[]> {
    if (!this.load) return Promise.resolve([]);
    if (this.read?.version === version) return this.read.list;
    const read = { version, list: this.load(this.db, now) };
    this.read = read;
    read.list.catch(() => {
      if (this.read === read) this.read = undefined;
    });
    return read.list;
  }
}
