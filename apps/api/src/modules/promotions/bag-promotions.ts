import {
  applyPromotions,
  codeRefusalMessage,
  toAed,
  type CodeRefusal,
  type PromotionLine,
  type PromotionOutcome,
  type PromotionRule,
  type PromotionShopper,
  type VatSetting,
} from '@store/domain';
import type { AppliedPromotionAnswer } from '@store/domain/contract';
import type { Db, Tx } from '#db/client';
import type { OrderPromotion } from '#db/schema';
import { bagPromotions } from './promotion-uses';

/** A bag priced with its promotions: what the bag shows and what checkout charges and records. */
export interface PromotedBag {
  outcome: PromotionOutcome;
  /** The code on the bag (or the one being tried) and why it does not apply; null: no code. */
  code: { code: string; refusal: CodeRefusal | null } | null;
  /** The promotions that apply, by id, as the answers and the order name them. */
  rules: ReadonlyMap<string, PromotionRule>;
}

/**
 * Prices a bag with the promotions running at `now`: the automatic ones, and the shopper's code
 * (`tryCode`, else the one on the bag) when its schedule and limits allow it. The rules decide
 * the rest (conditions, combining, the money).
 */
export async function promoteBag(
  tx: Db | Tx,
  input: {
    userId: string;
    lines: readonly PromotionLine[];
    setting: VatSetting;
    shopper: PromotionShopper;
    now: Date;
    tryCode?: string;
  },
): Promise<PromotedBag> {
  const { automatic, code } = await bagPromotions(tx, input);
  const typed = code?.code ?? null;
  const found = code?.found ?? null;
  const codeRule = found && 'rule' in found ? found.rule : null;
  const outcome = applyPromotions({
    lines: input.lines,
    setting: input.setting,
    automatic,
    code: codeRule,
    shopper: input.shopper,
  });
  const refusal = found && 'refusal' in found ? found.refusal : outcome.codeRefusal;
  const rules = new Map([...automatic, ...(codeRule ? [codeRule] : [])].map((r) => [r.id, r]));
  return { outcome, code: typed ? { code: typed, refusal } : null, rules };
}

/** A promotion a bag got, as an order keeps it: names, code, and its amount in fils as shown. */
export type KeptPromotion = OrderPromotion;

/** The promotions a promoted bag got, in the order they apply. */
export function keptPromotions(bag: PromotedBag): KeptPromotion[] {
  return bag.outcome.applied.flatMap((applied) => {
    const rule = bag.rules.get(applied.promotionId);
    if (!rule) return [];
    const code = rule.automatic ? null : (bag.code?.code ?? null);
    const { nameEn: name, nameAr } = rule;
    const amountFils = applied.discountFils;
    return [{ id: rule.id, name, nameAr, code, kind: applied.class, amountFils }];
  });
}

/** The same as the bag's and the order's answers list them: amounts in AED. */
export function appliedPromotions(bag: PromotedBag): AppliedPromotionAnswer[] {
  return keptPromotions(bag).map(({ amountFils, ...kept }) => ({
    ...kept,
    amount: toAed(amountFils),
  }));
}

/** What each promotion of the bag took off, as its uses and limits record it. */
export function promotionUsesOf(bag: PromotedBag) {
  return keptPromotions(bag).map((kept) => ({
    promotionId: kept.id,
    code: kept.code,
    discountFils: kept.amountFils,
  }));
}

/** The bag's code as its answer names it: the code and, when it does not apply, why. */
export function bagCodeJson(bag: PromotedBag) {
  if (!bag.code) return null;
  const { code, refusal } = bag.code;
  return {
    code,
    refusal: refusal
      ? {
          reason: refusal.reason,
          message: codeRefusalMessage(refusal, 'en'),
          messageAr: codeRefusalMessage(refusal, 'ar'),
        }
      : null,
  };
}
