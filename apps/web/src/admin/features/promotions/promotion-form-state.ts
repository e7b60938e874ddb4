import {
  normalizePromotionCode,
  promotionConditionsSchema,
  promotionLimitsSchema,
  promotionRewardSchema,
  promotionSummary,
  STORE_UTC_OFFSET_MINUTES,
  storeDateTime,
  type PromotionFormInput,
  type PromotionKind,
} from '@store/domain';
import type { AdminPromotion } from '@store/domain/contract';

/** The rewards, in the order the form offers them. */
export const REWARD_KINDS = [
  'order_percent',
  'order_amount',
  'items_percent',
  'items_amount',
  'free_shipping',
  'buy_x_get_y',
] as const;
export type RewardKind = (typeof REWARD_KINDS)[number];

export const TARGET_GENDERS = ['men', 'women', 'kids', 'others'] as const;

/** Rewards that look at matching items only (and so show the target's fields). */
export const TARGETED: ReadonlySet<RewardKind> = new Set([
  'items_percent',
  'items_amount',
  'buy_x_get_y',
]);

/**
 * The form as typed: numbers stay text until sent (an empty box is "none"), lists are the text
 * of their box (commas or lines between entries), dates are Dubai's wall clock
 * ('YYYY-MM-DDTHH:MM', what a datetime-local input holds).
 */
export type PromotionFormState = {
  nameEn: string;
  nameAr: string;
  kind: PromotionKind;
  code: string;
  prefix: string;
  count: string;
  startsAt: string;
  endsAt: string;
  reward: RewardKind;
  percent: string;
  amount: string;
  maxDiscount: string;
  buy: string;
  get: string;
  getPercent: string;
  productIds: string;
  categories: string;
  subcategories: string;
  brands: string;
  genders: string[];
  excludeOnSale: boolean;
  minSubtotal: string;
  minUnits: string;
  firstOrderOnly: boolean;
  emails: string;
  totalUses: string;
  perShopper: string;
  combinesItem: boolean;
  combinesOrder: boolean;
  combinesShipping: boolean;
};

const OFFSET_MS = STORE_UTC_OFFSET_MINUTES * 60 * 1000;

/** An instant as a datetime-local value on Dubai's clock ('2026-03-01T09:00'). */
export function dubaiInputValue(iso: string | null | undefined): string {
  if (!iso) return '';
  const at = new Date(iso);
  return Number.isFinite(at.getTime()) ? storeDateTime(at).replace(' ', 'T') : '';
}

/** A datetime-local value read on Dubai's clock, as an ISO instant; undefined when empty or bad. */
export function dubaiInstant(value: string): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value.trim());
  if (!match) return undefined;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const utc = Date.UTC(y, mo - 1, d, h, mi) - OFFSET_MS;
  return Number.isFinite(utc) ? new Date(utc).toISOString() : undefined;
}

const text = (value: number | null | undefined) => (value == null ? '' : String(value));

/** The form filled from a saved promotion (edit), or from a copy of one. */
export function promotionFormOf(promotion: AdminPromotion): PromotionFormState {
  const { reward, conditions, limits, combinesWith } = promotion;
  const target = 'target' in reward ? reward.target : null;
  return {
    ...emptyPromotionForm(),
    nameEn: promotion.nameEn,
    nameAr: promotion.nameAr,
    kind: promotion.kind,
    code: promotion.code ?? '',
    prefix: promotion.batch?.prefix ?? '',
    count: text(promotion.batch?.count),
    startsAt: dubaiInputValue(promotion.startsAt),
    endsAt: dubaiInputValue(promotion.endsAt),
    reward: reward.kind,
    ...(reward.kind === 'order_percent' || reward.kind === 'items_percent'
      ? { percent: text(reward.percent), maxDiscount: text(reward.maxDiscount) }
      : {}),
    ...(reward.kind === 'order_amount' || reward.kind === 'items_amount'
      ? { amount: text(reward.amount) }
      : {}),
    ...(reward.kind === 'buy_x_get_y'
      ? { buy: text(reward.buy), get: text(reward.get), getPercent: text(reward.percent) }
      : {}),
    productIds: target?.productIds.join(', ') ?? '',
    categories: target?.categories.join(', ') ?? '',
    subcategories: target?.subcategories.join(', ') ?? '',
    brands: target?.brands.join(', ') ?? '',
    genders: target?.genders ?? [],
    excludeOnSale: target?.excludeOnSale ?? false,
    minSubtotal: text(conditions.minSubtotal),
    minUnits: text(conditions.minUnits),
    firstOrderOnly: conditions.firstOrderOnly,
    emails: conditions.emails?.join('\n') ?? '',
    totalUses: text(limits.totalUses),
    perShopper: text(limits.perShopper),
    combinesItem: combinesWith.item,
    combinesOrder: combinesWith.order,
    combinesShipping: combinesWith.shipping,
  };
}

/** A new promotion: automatic, 10 % off the order, starting now, combining with nothing. */
export function emptyPromotionForm(now: Date = new Date()): PromotionFormState {
  return {
    nameEn: '',
    nameAr: '',
    kind: 'code',
    code: '',
    prefix: '',
    count: '10',
    startsAt: dubaiInputValue(now.toISOString()),
    endsAt: '',
    reward: 'order_percent',
    percent: '10',
    amount: '',
    maxDiscount: '',
    buy: '2',
    get: '1',
    getPercent: '100',
    productIds: '',
    categories: '',
    subcategories: '',
    brands: '',
    genders: [],
    excludeOnSale: false,
    minSubtotal: '',
    minUnits: '',
    firstOrderOnly: false,
    emails: '',
    totalUses: '',
    perShopper: '',
    combinesItem: false,
    combinesOrder: false,
    combinesShipping: false,
  };
}

/** A box's entries: split at commas and line ends, trimmed, empty ones dropped. */
export function listOf(text: string): string[] {
  return text
    .split(/[,\n\u060C]/)
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/**
 * The reward as the request writes it, with only the fields its kind has. Numbers go as typed:
 * the server reads a numeric text, takes an empty optional box as none and names a bad one.
 */
function rewardPayload(state: PromotionFormState): PromotionFormInput['reward'] {
  const target = {
    productIds: listOf(state.productIds),
    categories: listOf(state.categories),
    subcategories: listOf(state.subcategories),
    genders: state.genders,
    brands: listOf(state.brands),
    excludeOnSale: state.excludeOnSale,
  };
  const { percent, amount, maxDiscount } = state;
  switch (state.reward) {
    case 'order_percent':
      return { kind: state.reward, percent, maxDiscount };
    case 'order_amount':
      return { kind: state.reward, amount };
    case 'items_percent':
      return { kind: state.reward, percent, target, maxDiscount };
    case 'items_amount':
      return { kind: state.reward, amount, target };
    case 'free_shipping':
      return { kind: state.reward };
    case 'buy_x_get_y':
      return {
        kind: state.reward,
        buy: state.buy,
        get: state.get,
        percent: state.getPercent,
        target,
      };
  }
}

/**
 * The body of POST and PUT /api/admin/promotions: the code or batch of the chosen kind only,
 * dates as instants (a date the box cannot read goes as typed, for the server to refuse).
 */
export function promotionPayload(state: PromotionFormState): PromotionFormInput {
  const emails = listOf(state.emails).map((email) => email.toLowerCase());
  return {
    nameEn: state.nameEn.trim(),
    nameAr: state.nameAr.trim(),
    kind: state.kind,
    code: state.kind === 'code' ? state.code.trim() : null,
    batch:
      state.kind === 'batch' ? { prefix: state.prefix.trim(), count: state.count.trim() } : null,
    startsAt: dubaiInstant(state.startsAt) ?? state.startsAt,
    endsAt: state.endsAt.trim() ? (dubaiInstant(state.endsAt) ?? state.endsAt) : null,
    reward: rewardPayload(state),
    conditions: {
      minSubtotal: state.minSubtotal.trim(),
      minUnits: state.minUnits.trim(),
      firstOrderOnly: state.firstOrderOnly,
      emails: emails.length > 0 ? emails : null,
    },
    limits: { totalUses: state.totalUses.trim(), perShopper: state.perShopper.trim() },
    combinesWith: {
      item: state.combinesItem,
      order: state.combinesOrder,
      shipping: state.combinesShipping,
    },
  };
}

/**
 * The form in words (the domain's promotionSummary) in the console's language, or null while
 * the reward or the dates are not yet a promotion. The names need not be filled.
 */
export function promotionWords(state: PromotionFormState, locale: 'en' | 'ar'): string | null {
  const payload = promotionPayload(state);
  const reward = promotionRewardSchema.safeParse(payload.reward);
  const conditions = promotionConditionsSchema.safeParse(payload.conditions);
  const limits = promotionLimitsSchema.safeParse(payload.limits);
  const startsAt = new Date(dubaiInstant(state.startsAt) ?? Number.NaN);
  const endsAt = state.endsAt.trim() ? new Date(dubaiInstant(state.endsAt) ?? Number.NaN) : null;
  if (!reward.success || !conditions.success || !limits.success) return null;
  if (!Number.isFinite(startsAt.getTime()) || (endsAt && !Number.isFinite(endsAt.getTime()))) {
    return null;
  }
  const code = state.kind === 'code' ? normalizePromotionCode(state.code) : '';
  const count = Number(state.count);
  return promotionSummary(
    {
      reward: reward.data,
      conditions: conditions.data,
      startsAt,
      endsAt,
      totalUses: limits.data.totalUses,
      perShopper: limits.data.perShopper,
      code: code || null,
      batch:
        state.kind === 'batch'
          ? {
              prefix: normalizePromotionCode(state.prefix),
              count: Number.isFinite(count) ? count : 0,
            }
          : null,
      now: new Date(),
    },
    locale,
  );
}
