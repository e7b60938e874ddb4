import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '#test/helper';
import { registerShopper } from '../auth/test-users';
import {
  bagCode,
  clearBagCode,
  codePromotion,
  livePromotions,
  recordPromotionUses,
  releasePromotionUses,
  setBagCode,
} from './index';
import { promotionsKit } from './promotions-test-kit';

let app: FastifyInstance;
let kit: ReturnType<typeof promotionsKit>;

beforeAll(async () => {
  app = await buildTestApp({ rateLimitMultiplier: 100 });
  kit = promotionsKit(app);
});
afterAll(() => app.close());

/** One checkout's use of `promotionId`, in its own transaction: 'ok' or the refusal's code. */
async function use(
  promotionId: string,
  code: string | null,
  userId: string,
  orderId = randomUUID(),
) {
  try {
    await app.db.transaction((tx) =>
      recordPromotionUses(tx, {
        userId,
        orderId,
        orderTotalFils: 20_000,
        uses: [{ promotionId, code, discountFils: 2_000 }],
      }),
    );
    return 'ok';
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  }
}

const tally = (results: string[]) =>
  results.reduce<Record<string, number>>((t, r) => ({ ...t, [r]: (t[r] ?? 0) + 1 }), {});

describe('limits under parallel checkouts', () => {
  it('50 shoppers at once on a code limited to 10: exactly 10 get it', async () => {
    const p = await kit.create({ limits: { totalUses: 10 } });
    const results = await Promise.all(
      Array.from({ length: 50 }, () => use(p.id, p.code, randomUUID())),
    );
    expect(tally(results)).toEqual({ ok: 10, PROMOTION_USED_UP: 40 });
    const listed = await kit.call('GET', `/${p.id}`);
    expect(listed.json()).toMatchObject({ promotion: { uses: 10, status: 'used_up' } });
    const refusal = await codePromotion(app.db, p.code ?? '', randomUUID(), new Date());
    expect(refusal).toEqual({ refusal: { reason: 'used_up' } });
  });

  it('one shopper, 10 checkouts at once on a code once per shopper: one gets it', async () => {
    const p = await kit.create({ limits: { perShopper: 1 } });
    const shopper = randomUUID();
    const results = await Promise.all(Array.from({ length: 10 }, () => use(p.id, p.code, shopper)));
    expect(tally(results)).toEqual({ ok: 1, PROMOTION_USED_BY_YOU: 9 });
    expect(await codePromotion(app.db, p.code ?? '', shopper, new Date())).toEqual({
      refusal: { reason: 'used_by_you' },
    });
    expect(await use(p.id, p.code, randomUUID())).toBe('ok');
  });

  it('a cancelled order gives its use back, once', async () => {
    const p = await kit.create({ limits: { totalUses: 1 } });
    const order = randomUUID();
    expect(await use(p.id, p.code, randomUUID(), order)).toBe('ok');
    expect(await use(p.id, p.code, randomUUID())).toBe('PROMOTION_USED_UP');
    expect(await app.db.transaction((tx) => releasePromotionUses(tx, order))).toBe(1);
    expect(await app.db.transaction((tx) => releasePromotionUses(tx, order))).toBe(0);
    const listed = (await kit.call('GET', `/${p.id}`)).json();
    expect(listed).toMatchObject({ promotion: { uses: 0, discountGiven: 0, status: 'active' } });
    expect(await use(p.id, p.code, randomUUID())).toBe('ok');
    expect(await use(p.id, p.code, randomUUID())).toBe('PROMOTION_USED_UP');
  });

  it('a batch code is used once, and again after its order is cancelled', async () => {
    const p = await kit.create({ kind: 'batch', code: null, batch: { prefix: 'CS', count: 1 } });
    const csv = (await kit.call('GET', `/${p.id}/codes.csv`)).body;
    const code = csv.split('\r\n')[1]?.split(',')[0] ?? '';
    const found = await codePromotion(app.db, code.toLowerCase(), null, new Date());
    expect(found).toMatchObject({ promotionId: p.id, rule: { id: p.id, automatic: false } });
    const orders = [randomUUID(), randomUUID(), randomUUID()];
    const results = await Promise.all(orders.map((order) => use(p.id, code, randomUUID(), order)));
    expect(tally(results)).toEqual({ ok: 1, PROMOTION_USED_UP: 2 });
    expect(await codePromotion(app.db, code, null, new Date())).toEqual({
      refusal: { reason: 'used_up' },
    });
    const winner = orders[results.indexOf('ok')] ?? '';
    await app.db.transaction((tx) => releasePromotionUses(tx, winner));
    expect(await codePromotion(app.db, code, null, new Date())).toMatchObject({
      promotionId: p.id,
    });
  });

  it('refuses a use of a promotion paused since the bag was priced', async () => {
    const p = await kit.create();
    await kit.call('POST', `/${p.id}/pause`);
    expect(await use(p.id, p.code, randomUUID())).toBe('PROMOTION_NOT_ACTIVE');
  });
});

describe('finding promotions', () => {
  it('answers an unknown code, and one not started or ended', async () => {
    const now = new Date();
    expect(await codePromotion(app.db, 'NO-SUCH-CODE', null, now)).toEqual({
      refusal: { reason: 'unknown' },
    });
    const later = await kit.create({ startsAt: '2099-01-01T00:00:00Z' });
    expect(await codePromotion(app.db, later.code ?? '', null, now)).toEqual({
      refusal: { reason: 'not_started' },
    });
    const over = await kit.create({ endsAt: '2021-01-01T00:00:00Z' });
    expect(await codePromotion(app.db, over.code ?? '', null, now)).toEqual({
      refusal: { reason: 'ended' },
    });
  });

  it('lists the automatic promotions running now with uses left', async () => {
    const auto = { kind: 'automatic', code: null };
    const live = await kit.create({ ...auto, reward: { kind: 'free_shipping' } });
    const paused = await kit.create(auto);
    await kit.call('POST', `/${paused.id}/pause`);
    const full = await kit.create({ ...auto, limits: { totalUses: 1 } });
    expect(await use(full.id, null, randomUUID())).toBe('ok');
    const ids = (await livePromotions(app.db, new Date())).map((r) => r.id);
    expect(ids).toContain(live.id);
    expect(ids).not.toContain(paused.id);
    expect(ids).not.toContain(full.id);
    const rule = (await livePromotions(app.db, new Date())).find((r) => r.id === live.id);
    expect(rule).toMatchObject({ automatic: true, reward: { kind: 'free_shipping' } });
  });
});

describe("the code on a shopper's bag", () => {
  it('is kept, replaced and cleared', async () => {
    const s = await registerShopper(app);
    expect(await bagCode(app.db, s.user._id)).toBeNull();
    await setBagCode(app.db, s.user._id, 'ramadan20');
    expect(await bagCode(app.db, s.user._id)).toBe('RAMADAN20');
    await setBagCode(app.db, s.user._id, 'EID');
    expect(await bagCode(app.db, s.user._id)).toBe('EID');
    await clearBagCode(app.db, s.user._id);
    expect(await bagCode(app.db, s.user._id)).toBeNull();
  });
});
