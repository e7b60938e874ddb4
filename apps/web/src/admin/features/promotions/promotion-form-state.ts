import { STORE_UTC_OFFSET_MINUTES, storeDateTime } from '@store/domain';

/** The ways a shopper gets a promotion. */
export const PROMOTION_KINDS = ['automatic', 'code', 'batch'] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];

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

/** A number box as sent: a number when it reads as one, the text as typed otherwise (the server names it). */
function numberOf(text: string): number | string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : trimmed;
}

/** Leaves out what is undefined, so an empty box is not sent at all. */
function defined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** The reward as the request writes it, with only the fields its kind has. */
function rewardPayload(state: PromotionFormState) {
  const target = {
    productIds: listOf(state.productIds),
    categories: listOf(state.categories),
    subcategories: listOf(state.subcategories),
    genders: state.genders,
    brands: listOf(state.brands),
    excludeOnSale: state.excludeOnSale,
  };
  const percent = numberOf(state.percent);
  const amount = numberOf(state.amount);
  const maxDiscount = numberOf(state.maxDiscount);
  switch (state.reward) {
    case 'order_percent':
      return defined({ kind: state.reward, percent, maxDiscount });
    case 'order_amount':
      return defined({ kind: state.reward, amount });
    case 'items_percent':
      return defined({ kind: state.reward, percent, target, maxDiscount });
    case 'items_amount':
      return defined({ kind: state.reward, amount, target });
    case 'free_shipping':
      return { kind: state.reward };
    case 'buy_x_get_y':
      return defined({
        kind: state.reward,
        buy: numberOf(state.buy),
        get: numberOf(state.get),
        percent: numberOf(state.getPercent),
        target,
      });
  }
}

/**
 * The body of POST and PUT /api/admin/promotions: the fields of the chosen kind and reward only,
 * dates as instants, empty boxes left out. The server checks it; its refusals name these fields.
 */
export function promotionPayload(state: PromotionFormState) {
  const emails = listOf(state.emails).map((email) => email.toLowerCase());
  return {
    nameEn: state.nameEn.trim(),
    nameAr: state.nameAr.trim(),
    kind: state.kind,
    ...(state.kind === 'code' ? { code: state.code.trim() } : {}),
    ...(state.kind === 'batch'
      ? { batch: defined({ prefix: state.prefix.trim(), count: numberOf(state.count) }) }
      : {}),
    startsAt: dubaiInstant(state.startsAt) ?? state.startsAt,
    ...(state.endsAt.trim() ? { endsAt: dubaiInstant(state.endsAt) ?? state.endsAt } : {}),
    reward: rewardPayload(state),
    conditions: defined({
      minSubtotal: numberOf(state.minSubtotal),
      minUnits: numberOf(state.minUnits),
      firstOrderOnly: state.firstOrderOnly,
      emails: emails.length > 0 ? emails : undefined,
    }),
    limits: defined({
      totalUses: numberOf(state.totalUses),
      perShopper: numberOf(state.perShopper),
    }),
    combinesWith: {
      item: state.combinesItem,
      order: state.combinesOrder,
      shipping: state.combinesShipping,
    },
  };
}

export type PromotionPayload = ReturnType<typeof promotionPayload>;
