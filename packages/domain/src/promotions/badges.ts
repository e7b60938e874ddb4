import { productMatches, promotionBadge, rewardTarget, type PromotionItem } from './matching';
import type { PromotionRule, PromotionTarget } from './types';

/** A promotion with its schedule, as the catalogue reads those not paused, ended or used up. */
export interface ScheduledPromotion {
  rule: PromotionRule;
  startsAt: Date;
  /** Null: no end. It runs up to, not including, this instant. */
  endsAt: Date | null;
}

/** A promotion's badge as the catalogue's answers carry it: its id and its label in both languages. */
export interface PromotionBadge {
  promotionId: string;
  en: string;
  ar: string;
}

/**
 * A product shows at most this many badges: those of promotions aimed at some products first
 * (what sets the product apart), then those on the whole order, each the oldest first.
 */
export const PRODUCT_BADGES_MAX = 3;

/** A promotion whose badge shows: what its reward looks at (null: every product) and its badge. */
export interface BadgeRule {
  target: PromotionTarget | null;
  badge: PromotionBadge;
}

/** The badges shown during the stretch of time that holds a moment, and that stretch. */
export interface ShownBadges {
  rules: BadgeRule[];
  /** The stretch in epoch ms: the same badges show from `from` up to, not including, `until`. */
  from: number;
  until: number;
}

/**
 * Whether a promotion is advertised on product cards: automatic (a code is the shopper's to type)
 * and open to every shopper (one kept for a list of emails is not shown to everyone).
 */
export function showsBadge(rule: Pick<PromotionRule, 'automatic' | 'conditions'>): boolean {
  return rule.automatic && rule.conditions.emails === null;
}

/**
 * The badges of the promotions among `list` that run at `now` (from their start up to their
 * end) and show a badge, with the stretch of time around `now` in which no start or end falls,
 * so the same answer holds until `until`. Rewards aimed at some products come first, then
 * those on the whole order or on shipping, each in the list's order.
 */
export function badgesShownAt(list: readonly ScheduledPromotion[], now: Date): ShownBadges {
  const at = now.getTime();
  let from = Number.NEGATIVE_INFINITY;
  let until = Number.POSITIVE_INFINITY;
  const rules: BadgeRule[] = [];
  for (const { rule, startsAt, endsAt } of list) {
    if (!showsBadge(rule)) continue;
    for (const edge of [startsAt.getTime(), endsAt?.getTime() ?? Number.POSITIVE_INFINITY]) {
      if (edge <= at) from = Math.max(from, edge);
      else until = Math.min(until, edge);
    }
    if (startsAt.getTime() > at || (endsAt !== null && endsAt.getTime() <= at)) continue;
    const badge = {
      promotionId: rule.id,
      en: promotionBadge(rule, 'en'),
      ar: promotionBadge(rule, 'ar'),
    };
    rules.push({ target: rewardTarget(rule), badge });
  }
  const aimed = rules.filter((r) => r.target !== null);
  return { rules: [...aimed, ...rules.filter((r) => r.target === null)], from, until };
}

/**
 * A product's badges: those of `rules` (badgesShownAt's), in order, whose target holds the
 * product (a reward on the whole order or on shipping holds every product), one per label and
 * at most PRODUCT_BADGES_MAX.
 */
export function productBadges(rules: readonly BadgeRule[], item: PromotionItem): PromotionBadge[] {
  const badges: PromotionBadge[] = [];
  for (const { target, badge } of rules) {
    if (badges.length === PRODUCT_BADGES_MAX) break;
    if (target !== null && !productMatches(target, item)) continue;
    if (!badges.some((b) => b.en === badge.en)) badges.push(badge);
  }
  return badges;
}
