import {
  productDetailAnswer,
  productPageAnswer,
  suggestAnswer,
  type PromotionBadgeAnswer,
} from '@store/domain/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedProducts } from '#test/fixtures';
import { buildTestApps } from '#test/helper';
import { promotionBody, promotionsKit } from '../promotions/promotions-test-kit';
import { catalogue } from './catalog-test-data';

const BUY_2_GET_1 = { en: 'Buy 2 get 1', ar: 'اشترِ 2 واحصل على 1 مجاناً' };
const automatic = (overrides: Record<string, unknown> = {}) =>
  promotionBody({
    nameEn: 'Dresses: buy 2 get 1',
    nameAr: 'الفساتين: اشترِ 2 واحصل على 1',
    kind: 'automatic',
    code: null,
    reward: {
      kind: 'buy_x_get_y',
      buy: 2,
      get: 1,
      percent: 100,
      target: { categories: ['dresses'] },
    },
    ...overrides,
  });

describe("the catalogue's answers show the running automatic promotions' badges", () => {
  // Two instances on one database, each trusting a version read for a minute: only the
  // console's own write can show on its instance at once. The other instance's TTL passing is
  // stood for by `expire`, after which it reads the version again.
  let owner: FastifyInstance;
  let other: FastifyInstance;
  let kit: ReturnType<typeof promotionsKit>;
  let ids: Map<string, string>;
  beforeAll(async () => {
    [owner, other] = (await buildTestApps(2, {
      catalog: { responseCache: true, versionTtlMs: 60_000 },
    })) as [FastifyInstance, FastifyInstance];
    ids = await seedProducts(owner, catalogue);
    kit = promotionsKit(owner);
  });
  afterAll(async () => {
    await owner.close();
    await other.close();
  });
  const expire = () => other.catalogCache.invalidate();

  /** Each listed product's badges by its product code, as the women's listing answers them. */
  async function listed(app = owner, url = '/api/catalog/products?gender=women') {
    const res = await app.inject({ url });
    expect(res.statusCode).toBe(200);
    const page = productPageAnswer.parse(res.json());
    return Object.fromEntries(page.items.map((p) => [p.productid, p.badges]));
  }
  const detail = async (productid: string, app = owner) => {
    const res = await app.inject({ url: `/api/catalog/products/${productid}` });
    return productDetailAnswer.parse(res.json()).product.badges;
  };
  const labels = (badges: PromotionBadgeAnswer[] | undefined) =>
    (badges ?? []).map(({ en, ar }) => ({ en, ar }));

  it('shows on the listing, the search, the suggestions and the page of matching products only', async () => {
    // Cached before the promotion exists: its creation must retire these answers.
    expect(await listed()).toEqual({ P4: [], P5: [], P8: [] });
    const promotion = await kit.create(automatic());
    const badge = { promotionId: promotion.id, ...BUY_2_GET_1 };
    expect(await listed()).toEqual({ P4: [badge], P5: [badge], P8: [] });
    expect(await detail('P5')).toEqual([badge]);
    expect(await detail(ids.get('P4') ?? '')).toEqual([badge]);
    expect(await detail('P1')).toEqual([]);

    const search = await listed(owner, '/api/catalog/products?q=dress');
    expect(search).toEqual({ P4: [badge], P5: [badge] });
    const suggest = await owner.inject({ url: '/api/catalog/suggest?q=shirt' });
    const suggestions = suggestAnswer.parse(suggest.json()).items;
    expect(suggestions.map((s) => s.badges)).toEqual(suggestions.map(() => []));
    const dresses = await owner.inject({ url: '/api/catalog/suggest?q=midi' });
    expect(suggestAnswer.parse(dresses.json()).items.map((s) => s.badges)).toEqual([[badge]]);
  });

  it('vanishes at once when paused, on the next request of another instance, and comes back', async () => {
    const [promotion] = (await kit.call('GET', '')).json().promotions;
    expect(labels((await listed()).P5)).toEqual([BUY_2_GET_1]);
    expect(labels((await listed(other)).P5)).toEqual([BUY_2_GET_1]);

    expect((await kit.call('POST', `/${promotion.id}/pause`)).statusCode).toBe(200);
    expect(await listed()).toEqual({ P4: [], P5: [], P8: [] });
    expect(await detail('P5')).toEqual([]);
    // The other instance keeps its answer until its version read expires, as for any change.
    expect(labels((await listed(other)).P5)).toEqual([BUY_2_GET_1]);
    expire();
    expect(await listed(other)).toEqual({ P4: [], P5: [], P8: [] });

    expect((await kit.call('POST', `/${promotion.id}/resume`)).statusCode).toBe(200);
    expect(labels(await detail('P5'))).toEqual([BUY_2_GET_1]);
    expire();
    expect(labels(await detail('P5', other))).toEqual([BUY_2_GET_1]);
  });

  it('follows an edit and a delete, and any writer of the table', async () => {
    const [promotion] = (await kit.call('GET', '')).json().promotions;
    const edited = automatic({ reward: { kind: 'free_shipping' } });
    expect((await kit.call('PUT', `/${promotion.id}`, edited)).statusCode).toBe(200);
    // Free shipping is the whole order's: every product shows it.
    const free = { en: 'Free shipping', ar: 'شحن مجاني' };
    expect(labels(await detail('P1'))).toEqual([free]);

    // A write the app does not know of (a SQL console) reaches an instance once it reads the
    // version again: the table's trigger raised it.
    expire();
    expect(labels(await detail('P1', other))).toEqual([free]);
    await other.db.execute(sql`update promotions set paused = true where id = ${promotion.id}`);
    expire();
    expect(await detail('P1', other)).toEqual([]);
    await other.db.execute(sql`update promotions set paused = false where id = ${promotion.id}`);
    expire();
    expect(labels(await detail('P1', other))).toEqual([free]);

    expect((await kit.call('DELETE', `/${promotion.id}`)).statusCode).toBe(200);
    expect(await detail('P1')).toEqual([]);
  });

  it('appears when its start passes and vanishes when its end passes, with no write', async () => {
    const start = new Date(Date.now() + 86_400_000);
    const end = new Date(start.getTime() + 86_400_000);
    await kit.create(automatic({ startsAt: start.toISOString(), endsAt: end.toISOString() }));
    const before = await owner.inject({ url: '/api/catalog/products/P5' });
    expect(productDetailAnswer.parse(before.json()).product.badges).toEqual([]);
    const etag = before.headers.etag as string;
    try {
      owner.clock.now = () => new Date(start.getTime() + 1000);
      // The browser's copy is no longer current: a new validator and the badge.
      const during = await owner.inject({
        url: '/api/catalog/products/P5',
        headers: { 'if-none-match': etag },
      });
      expect(during.statusCode).toBe(200);
      expect(during.headers.etag).not.toBe(etag);
      expect(labels(productDetailAnswer.parse(during.json()).product.badges)).toEqual([
        BUY_2_GET_1,
      ]);
      expect(labels((await listed()).P4)).toEqual([BUY_2_GET_1]);
      owner.clock.now = () => end;
      expect(await detail('P5')).toEqual([]);
      expect(await listed()).toEqual({ P4: [], P5: [], P8: [] });
    } finally {
      owner.clock.now = () => new Date();
    }
  });

  it('never shows a code promotion, nor one kept for a list of emails', async () => {
    await kit.create({ reward: { kind: 'free_shipping' } });
    await kit.create(
      automatic({
        conditions: { emails: ['mariam@example.ae'] },
        reward: { kind: 'free_shipping' },
      }),
    );
    expect(await listed()).toEqual({ P4: [], P5: [], P8: [] });
    expect(await detail('P1')).toEqual([]);
  });
});
