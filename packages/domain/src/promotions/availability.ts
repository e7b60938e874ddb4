import type { CodeRefusal, PromotionStatus } from './types';

/** A promotion's schedule and limits, with the uses counted so far. */
export interface PromotionAvailability {
  startsAt: Date;
  /** Null: no end. The promotion runs up to, not including, this instant. */
  endsAt: Date | null;
  paused: boolean;
  /** Uses allowed in total; null: no limit. */
  totalUses: number | null;
  usesSoFar: number;
  /** Uses allowed per shopper; null: no limit. */
  perShopper: number | null;
  /** Uses by the shopper at hand (0 for a guest the store cannot recognise). */
  usesByShopper: number;
}

function notStarted(p: Pick<PromotionAvailability, 'startsAt'>, now: Date): boolean {
  return now.getTime() < p.startsAt.getTime();
}

function isOver(p: Pick<PromotionAvailability, 'endsAt'>, now: Date): boolean {
  return p.endsAt !== null && now.getTime() >= p.endsAt.getTime();
}

function usedUp(p: Pick<PromotionAvailability, 'totalUses' | 'usesSoFar'>): boolean {
  return p.totalUses !== null && p.usesSoFar >= p.totalUses;
}

/**
 * Whether a shopper may use a code now, by its schedule and limits alone (the bag's conditions
 * are `applyPromotions`'): null when it may, else the first reason in this order: not started,
 * ended, paused, used up, already used by this shopper as often as allowed.
 */
export function codeAvailability(p: PromotionAvailability, now: Date): CodeRefusal | null {
  if (notStarted(p, now)) return { reason: 'not_started' };
  if (isOver(p, now)) return { reason: 'ended' };
  if (p.paused) return { reason: 'paused' };
  if (usedUp(p)) return { reason: 'used_up' };
  if (p.perShopper !== null && p.usesByShopper >= p.perShopper) return { reason: 'used_by_you' };
  return null;
}

/**
 * A promotion's state as the console lists it: paused whatever its dates (the owner paused it),
 * else scheduled before its start, ended after its end, used up once its total uses are taken,
 * else active.
 */
export function promotionStatus(
  p: Pick<PromotionAvailability, 'startsAt' | 'endsAt' | 'paused' | 'totalUses' | 'usesSoFar'>,
  now: Date,
): PromotionStatus {
  if (p.paused) return 'paused';
  if (notStarted(p, now)) return 'scheduled';
  if (isOver(p, now)) return 'ended';
  if (usedUp(p)) return 'used_up';
  return 'active';
}
