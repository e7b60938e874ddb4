// Promotions for the benchmarks, made through the console's API (/api/admin/promotions) as a shop
// owner makes them, so each bench measures whatever the store does with promotions it runs.
import type { PromotionFormInput } from '@store/domain';
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
