// Promotions for the benchmarks, made through the console's API (/api/admin/promotions) as a shop
// owner makes them, so each bench measures whatever the store does with promotions it runs.
import type { PromotionFormInput, PromotionTarget } from '@store/domain';
import type { AdminPromotion } from '@store/domain/contract';

/** Every promotion a bench makes is named so; a bench removes only these. */
export const BENCH_PROMOTION = 'Bench promotion';

/** The console's promotion calls, signed in as the bench's admin. */
export function promotionsAdmin(base: string, headers: Record<string, string>) {
  async function call(method: 'GET' | 'POST' | 'DELETE', url: string, body?: unknown) {
    const res = await fetch(`${base}/api/admin/promotions${url}`, {
      method,
      headers: {
        ...headers,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await res.text();
    if (!res.ok)
      throw new Error(`${method} /api/admin/promotions${url} answered ${res.status}: ${text}`);
    return JSON.parse(text) as { promotion: AdminPromotion; promotions: AdminPromotion[] };
  }
  /** Pages of 100 at most, so a store full of promotions is listed in a bounded number of calls. */
  const MAX_PAGES = 100;
  return {
    create: async (form: PromotionFormInput) => (await call('POST', '', form)).promotion,
    pause: async (id: string) => (await call('POST', `/${id}/pause`)).promotion,
    resume: async (id: string) => (await call('POST', `/${id}/resume`)).promotion,
    remove: async (id: string) => void (await call('DELETE', `/${id}`)),
    /** Every promotion the store has, newest first. */
    async list(): Promise<AdminPromotion[]> {
      const all: AdminPromotion[] = [];
      for (let page = 1; page <= MAX_PAGES; page += 1) {
        const { promotions } = await call('GET', `?page=${page}&limit=100`);
        all.push(...promotions);
        if (promotions.length < 100) break;
      }
      return all;
    },
  };
}
export type PromotionsAdmin = ReturnType<typeof promotionsAdmin>;

const everything = { item: true, order: true, shipping: true };
const named = (n: number, what: string) => ({
  nameEn: `${BENCH_PROMOTION} ${n}: ${what}`,
  nameAr: `عرض اختبار الأداء ${n}`,
});

/**
 * What the checkout bench's bags get: 10 % off the bags' categories and AED 5 off the order,
 * both automatic, and `code` for 10 % off the order (at most AED 50), none of them limited, each
 * combining with the others, so every bag gets all three.
 */
export function checkoutPromotions(categories: string[], code: string): PromotionFormInput[] {
  const common = { startsAt: '2020-01-01T00:00:00Z', combinesWith: everything };
  return [
    {
      ...named(1, 'automatic 10 % off the bags’ categories'),
      ...common,
      kind: 'automatic',
      reward: { kind: 'items_percent', percent: 10, target: { categories } },
    },
    {
      ...named(2, 'automatic AED 5 off the order'),
      ...common,
      kind: 'automatic',
      reward: { kind: 'order_amount', amount: 5 },
    },
    {
      ...named(3, `code ${code}, 10 % off the order`),
      ...common,
      kind: 'code',
      code,
      reward: { kind: 'order_percent', percent: 10, maxDiscount: 50 },
    },
  ];
}

/** Names and product row ids the catalogue's promotions can aim at. */
export interface TargetPool {
  categories: string[];
  brands: string[];
  genders: string[];
  productIds: string[];
}

const nth = (list: string[], n: number) => list[n % list.length] as string;

/** What each promotion in turn aims at, the n-th of its kind taking the n-th name of the pool. */
const TARGETS: Array<[string, (pool: TargetPool, n: number) => Partial<PromotionTarget>]> = [
  ['a category', (pool, n) => ({ categories: [nth(pool.categories, n)] })],
  ['a brand', (pool, n) => ({ brands: [nth(pool.brands, n)] })],
  ['a gender', (pool, n) => ({ genders: [nth(pool.genders, n)] })],
  [
    '20 products',
    (pool, n) => ({
      productIds: [
        ...new Set(Array.from({ length: 20 }, (_, k) => nth(pool.productIds, n * 20 + k))),
      ],
    }),
  ],
];

const REWARDS = [
  (target: object) => ({ kind: 'items_percent', percent: 15, target, maxDiscount: 100 }),
  (target: object) => ({ kind: 'items_amount', amount: 20, target }),
  (target: object) => ({ kind: 'buy_x_get_y', buy: 2, get: 1, percent: 100, target }),
];

/**
 * `count` automatic promotions running now, of mixed targets in turn (a category, a brand, a
 * gender, 20 products) and mixed item rewards (a percentage, an amount, buy 2 get 1), as a shop
 * in a sale season runs them. Every list of the pool must have a name: an empty target is every
 * product.
 */
export function catalogPromotions(pool: TargetPool, count: number): PromotionFormInput[] {
  return Array.from({ length: count }, (_, i) => {
    const [what, aim] = TARGETS[i % TARGETS.length] as (typeof TARGETS)[number];
    // The form fills in the target's other lists (empty) and excludeOnSale (false).
    const target = aim(pool, Math.floor(i / TARGETS.length));
    const reward = (REWARDS[i % REWARDS.length] as (t: object) => object)(target);
    return {
      ...named(i + 1, `automatic, ${what}`),
      kind: 'automatic',
      startsAt: '2020-01-01T00:00:00Z',
      combinesWith: everything,
      reward,
    } as PromotionFormInput;
  });
}
