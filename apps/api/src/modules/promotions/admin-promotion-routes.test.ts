import { randomUUID } from 'node:crypto';
import type { AdminPromotion } from '@store/domain/contract';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog } from '#db/schema';
import { buildTestApp } from '#test/helper';
import { bearer, registerShopper } from '../auth/test-users';
import { recordPromotionUses } from './index';
import { CODE_ALPHABET } from './promotion-codes';
import { promotionBody, promotionsKit } from './promotions-test-kit';

let app: FastifyInstance;
let kit: ReturnType<typeof promotionsKit>;

beforeAll(async () => {
  app = await buildTestApp({ rateLimitMultiplier: 100 });
  kit = promotionsKit(app);
});
afterAll(() => app.close());

const promotionOf = (res: { json: <T>() => T }) =>
  res.json<{ promotion: AdminPromotion }>().promotion;

async function lastAudit(objectId: string) {
  const [row] = await app.db
    .select()
    .from(adminAuditLog)
    .where(eq(adminAuditLog.objectId, objectId))
    .orderBy(desc(adminAuditLog.createdAt))
    .limit(1);
  return row;
}

const ANY_ID = '6f1c2a9e-0000-4000-8000-000000000001';

describe('the promotion calls are for admins only', () => {
  it.each([
    ['GET', '/api/admin/promotions'],
    ['POST', '/api/admin/promotions'],
    ['PUT', `/api/admin/promotions/${ANY_ID}`],
    ['DELETE', `/api/admin/promotions/${ANY_ID}`],
  ] as const)('%s %s…: 401 without a token, 403 with a shopper’s', async (method, url) => {
    expect((await app.inject({ method, url })).statusCode).toBe(401);
    const s = await registerShopper(app);
    expect((await app.inject({ method, url, headers: bearer(s.token) })).statusCode).toBe(403);
  });
});

describe('creating, editing and listing', () => {
  it('creates a code promotion in AED, answers it in AED, and logs it', async () => {
    const p = await kit.create({
      code: 'eid-2030',
      conditions: { minSubtotal: 300, firstOrderOnly: true },
      limits: { totalUses: 10, perShopper: 1 },
      combinesWith: { shipping: true },
    });
    expect(p).toMatchObject({
      code: 'EID-2030',
      kind: 'code',
      status: 'active',
      paused: false,
      batch: null,
      reward: { kind: 'order_percent', percent: 20, maxDiscount: 50 },
      conditions: { minSubtotal: 300, minUnits: null, firstOrderOnly: true, emails: null },
      limits: { totalUses: 10, perShopper: 1 },
      combinesWith: { item: false, order: false, shipping: true },
      uses: 0,
      discountGiven: 0,
      sales: 0,
    });
    expect(await lastAudit(p.id)).toMatchObject({
      action: 'promotion.create',
      objectType: 'promotion',
      objectLabel: 'Ramadan',
    });
  });

  it('refuses a code already taken with a 409, in English and Arabic', async () => {
    await kit.create({ code: 'TAKEN-1' });
    const en = await kit.call('POST', '', promotionBody({ code: 'taken-1' }));
    expect(en.statusCode).toBe(409);
    expect(en.json()).toMatchObject({
      code: 'PROMOTION_CODE_TAKEN',
      error: 'The code TAKEN-1 is already taken by another promotion',
    });
    const ar = await kit.call('POST', '', promotionBody({ code: 'taken-1' }), 'ar');
    expect(ar.json()).toMatchObject({ error: 'الرمز TAKEN-1 مستخدم في عرض آخر' });
  });

  it.each([
    ['en', 'Percent must be a whole number from 1 to 100'],
    ['ar', 'يجب أن يكون النسبة المئوية عددًا صحيحًا من 1 إلى 100'],
  ])('refuses a bad form with a 400 in %s and saves nothing', async (lang, message) => {
    const before = (await kit.call('GET', '')).json<{ total: number }>().total;
    const res = await kit.call(
      'POST',
      '',
      promotionBody({ reward: { kind: 'order_percent', percent: 101 } }),
      lang,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, fields: { reward: message } });
    expect((await kit.call('GET', '')).json<{ total: number }>().total).toBe(before);
  });

  it('edits a promotion, logging what changed, and keeps its kind', async () => {
    const p = await kit.create();
    const res = await kit.call(
      'PUT',
      `/${p.id}`,
      promotionBody({ code: p.code, nameEn: 'Eid', endsAt: '2099-01-01T00:00:00Z' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(promotionOf(res)).toMatchObject({ nameEn: 'Eid', endsAt: '2099-01-01T00:00:00.000Z' });
    const entry = await lastAudit(p.id);
    expect(entry?.action).toBe('promotion.update');
    expect(entry?.changes).toMatchObject({ nameEn: { from: 'Ramadan', to: 'Eid' } });
    const kind = await kit.call('PUT', `/${p.id}`, promotionBody({ kind: 'automatic' }), 'ar');
    expect(kind.statusCode).toBe(409);
    expect(kind.json()).toMatchObject({ error: 'لا يمكن تغيير نوع العرض بعد حفظه' });
  });

  it('lists newest first with status, uses, discount given and sales of orders not cancelled', async () => {
    const p = await kit.create({ startsAt: '2099-01-01T00:00:00Z' });
    const used = await kit.create({ limits: { totalUses: 5 } });
    await app.db.transaction((tx) =>
      recordPromotionUses(tx, {
        userId: randomUUID(),
        orderId: randomUUID(),
        orderTotalFils: 40_000,
        uses: [{ promotionId: used.id, code: used.code, discountFils: 4_550 }],
      }),
    );
    const list = await kit.call('GET', '?limit=2');
    expect(list.statusCode).toBe(200);
    const [first, second] = list.json<{ promotions: AdminPromotion[] }>().promotions;
    expect(first).toMatchObject({ id: used.id, uses: 1, discountGiven: 45.5, sales: 400 });
    expect(second).toMatchObject({ id: p.id, status: 'scheduled', uses: 0 });
    const one = promotionOf(await kit.call('GET', `/${used.id}`));
    expect(one.uses).toBe(1);
    expect((await kit.call('GET', `/${randomUUID()}`)).statusCode).toBe(404);
  });
});

describe('pause, resume, duplicate and delete', () => {
  it('pauses and resumes, each logged', async () => {
    const p = await kit.create();
    const paused = promotionOf(await kit.call('POST', `/${p.id}/pause`));
    expect(paused).toMatchObject({ paused: true, status: 'paused' });
    expect((await lastAudit(p.id))?.action).toBe('promotion.pause');
    const resumed = promotionOf(await kit.call('POST', `/${p.id}/resume`));
    expect(resumed).toMatchObject({ paused: false, status: 'active' });
    expect((await lastAudit(p.id))?.action).toBe('promotion.resume');
  });

  it('duplicates as a paused copy without the code, which resumes only with a code', async () => {
    const p = await kit.create({ nameAr: 'عيد' });
    const res = await kit.call('POST', `/${p.id}/duplicate`);
    expect(res.statusCode).toBe(201);
    const copy = promotionOf(res);
    expect(copy).toMatchObject({
      nameEn: 'Ramadan (copy)',
      nameAr: 'عيد (نسخة)',
      code: null,
      paused: true,
      reward: p.reward,
    });
    const resume = await kit.call('POST', `/${copy.id}/resume`);
    expect(resume.statusCode).toBe(409);
    expect(resume.json()).toMatchObject({ code: 'PROMOTION_NEEDS_CODE' });
  });

  it('deletes a promotion never used, and refuses one that was', async () => {
    const unused = await kit.create();
    const del = await kit.call('DELETE', `/${unused.id}`);
    expect(del.json()).toEqual({ success: true, id: unused.id });
    expect((await kit.call('GET', `/${unused.id}`)).statusCode).toBe(404);
    expect((await lastAudit(unused.id))?.action).toBe('promotion.delete');
    const used = await kit.create();
    await app.db.transaction((tx) =>
      recordPromotionUses(tx, {
        userId: null,
        orderId: randomUUID(),
        orderTotalFils: 10_000,
        uses: [{ promotionId: used.id, code: used.code, discountFils: 100 }],
      }),
    );
    const refused = await kit.call('DELETE', `/${used.id}`, undefined, 'ar');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'PROMOTION_IN_USE',
      error: 'لا يمكن حذف عرض سبق استخدامه، ويمكنك إيقافه مؤقتًا بدلًا من ذلك',
    });
  });
});

describe('batches of single-use codes', () => {
  it('generates unique PREFIX-XXXXXX codes and downloads them as CSV', async () => {
    const p = await kit.create({ kind: 'batch', code: null, batch: { prefix: 'noor', count: 30 } });
    expect(p.batch).toEqual({ prefix: 'NOOR', count: 30 });
    const more = await kit.call('POST', `/${p.id}/codes`, { count: 20 });
    expect(more.statusCode, more.body).toBe(200);
    expect(promotionOf(more).batch).toEqual({ prefix: 'NOOR', count: 50 });
    expect((await lastAudit(p.id))?.changes).toMatchObject({ codesGenerated: 20 });
    const csv = await kit.call('GET', `/${p.id}/codes.csv`);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const [header, ...lines] = csv.body.trim().split('\r\n');
    expect(header).toBe('code,used,order_id');
    expect(lines).toHaveLength(50);
    const codes = lines.map((l) => l.split(',')[0] ?? '');
    expect(new Set(codes).size).toBe(50);
    const pattern = new RegExp(`^NOOR-[${CODE_ALPHABET}]{6}$`);
    expect(codes.every((c) => pattern.test(c))).toBe(true);
    expect(lines.every((l) => l.endsWith(',no,'))).toBe(true);
  });

  it('refuses codes for a promotion that is not a batch, and more than a batch holds', async () => {
    const p = await kit.create();
    const notBatch = await kit.call('POST', `/${p.id}/codes`, { count: 5 });
    expect(notBatch.statusCode).toBe(409);
    expect(notBatch.json()).toMatchObject({ code: 'PROMOTION_NOT_BATCH' });
    const tooMany = await kit.call('POST', `/${p.id}/codes`, { count: 5001 }, 'ar');
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({
      fields: { count: 'يجب أن يكون عدد الرموز عددًا صحيحًا من 1 إلى 5000' },
    });
  });
});
