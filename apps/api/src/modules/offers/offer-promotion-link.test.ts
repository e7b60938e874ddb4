import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogVersion } from '#db/schema';
import { buildTestApp } from '#test/helper';
import { promotionBody, promotionsKit } from '../promotions/promotions-test-kit';
import { offersKit, photo } from './offers-test-kit';

let app: FastifyInstance;
let kit: ReturnType<typeof offersKit>;
let promotions: ReturnType<typeof promotionsKit>;
/** Two products of the brand the promotion covers (the first the newer) and one of another. */
let covered: Awaited<ReturnType<typeof kit.products>>;
let other: Awaited<ReturnType<typeof kit.products>>[number];
let promotionId: string;
let code: string;

const BRAND = 'Linked Linen Co';

beforeAll(async () => {
  // A version read is trusted for a minute: only the change's own catalogChanged() shows it at once.
  app = await buildTestApp({
    rateLimitMultiplier: 100,
    catalog: { responseCache: true, versionTtlMs: 60_000 },
  });
  kit = offersKit(app);
  promotions = promotionsKit(app);
  covered = await kit.products(2);
  const [another] = await kit.products(1);
  if (!another) throw new Error('no product');
  other = another;
  await app.db.execute(
    sql`UPDATE products SET brand = ${BRAND} WHERE id IN (${covered[0]?.id}, ${covered[1]?.id})`,
  );
  app.catalogChanged();
  code = `LINEN${Date.now().toString(36).toUpperCase()}`;
  const promotion = await promotions.create({
    nameEn: 'Linen week',
    nameAr: 'أسبوع الكتان',
    code,
    startsAt: '2020-01-01T00:00:00Z',
    endsAt: '2098-12-31T20:00:00Z',
    reward: { kind: 'items_percent', percent: 15, target: { brands: [BRAND] } },
  });
  promotionId = promotion.id;
});
afterAll(() => app.close());

const id = (p: { id: string } | undefined) => p?.id ?? '';

async function offerWith(fields: Record<string, string> = {}) {
  const res = await kit.upload({
    title: 'Linen Days',
    description: 'Cool linen for the summer',
    discountText: 'Up to 30% OFF',
    productIds: JSON.stringify([other?.productid]),
    offerImage: await photo(),
    ...fields,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().offer as { _id: string; promotionId: string | null };
}

const page = async (offerId: string, lang?: string) =>
  app.inject({
    method: 'GET',
    url: `/api/catalog/offers/${offerId}`,
    ...(lang ? { headers: { 'accept-language': lang } } : {}),
  });

const edit = async (offerId: string, fields: Record<string, unknown>, lang?: string) =>
  app.inject({
    method: 'PUT',
    url: '/api/admin/offers/update-offer',
    headers: { ...(await kit.auth()), ...(lang ? { 'accept-language': lang } : {}) },
    payload: {
      offerId,
      title: 'Linen Days',
      description: 'Cool linen for the summer',
      productIds: JSON.stringify([other?.productid]),
      ...fields,
    },
  });

const itemIds = (body: { items: { _id: string }[] }) => body.items.map((i) => i._id);

describe('an offer linked to a promotion', () => {
  it('is saved with the link, and the console names the promotion', async () => {
    const offer = await offerWith({ promotionId: promotionId.toUpperCase() });
    expect(offer.promotionId).toBe(promotionId);
    const listed = (await kit.list())
      .json()
      .offers.find((o: { _id: string }) => o._id === offer._id);
    expect(listed.promotion).toEqual({
      id: promotionId,
      nameEn: 'Linen week',
      nameAr: 'أسبوع الكتان',
      code,
    });
  });

  it('lists the products the promotion matches, newest first, under its summary in both languages', async () => {
    const offer = await offerWith({ promotionId });
    const res = await page(offer._id);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      heading: 'promotion',
      limit: null,
      promotion: {
        id: promotionId,
        nameEn: 'Linen week',
        nameAr: 'أسبوع الكتان',
        code,
        summary: `15% off all items from ${BRAND}, until 31 December 2098, code ${code}`,
        summaryAr: `خصم 15% على جميع المنتجات من \u2068${BRAND}\u2069، حتى 31 ديسمبر 2098، بالرمز \u2068${code}\u2069`,
        startsAt: '2020-01-01T00:00:00.000Z',
        endsAt: '2098-12-31T20:00:00.000Z',
        paused: false,
      },
    });
    // The offer's own product is not the promotion's; the covered ones are, newest first.
    expect(itemIds(body)).toEqual([id(covered[0]), id(covered[1])]);
  });

  it('follows an edit and a pause of the promotion at once, and tells other instances', async () => {
    const offer = await offerWith({ promotionId });
    expect(itemIds((await page(offer._id)).json())).toEqual([id(covered[0]), id(covered[1])]);
    const version = async () =>
      Number(
        (await app.db.select({ v: sql`sum(${catalogVersion.version})` }).from(catalogVersion))[0]
          ?.v,
      );
    const before = await version();

    // Now every men's product: the other brand's too.
    const edited = await promotions.call(
      'PUT',
      `/${promotionId}`,
      promotionBody({
        nameEn: 'Linen week',
        nameAr: 'أسبوع الكتان',
        code,
        startsAt: '2020-01-01T00:00:00Z',
        endsAt: '2098-12-31T20:00:00Z',
        reward: { kind: 'items_percent', percent: 25, target: { genders: ['men'] } },
      }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    const after = (await page(offer._id)).json();
    expect(after.promotion.summary).toMatch(/^25% off men's items, /);
    expect(itemIds(after)).toEqual(expect.arrayContaining([id(covered[0]), id(other)]));
    // Other instances read the version the database's trigger raised.
    expect(await version()).toBeGreaterThan(before);

    expect((await promotions.call('POST', `/${promotionId}/pause`)).statusCode).toBe(200);
    expect((await page(offer._id)).json().promotion.paused).toBe(true);
    expect((await promotions.call('POST', `/${promotionId}/resume`)).statusCode).toBe(200);
    expect((await page(offer._id)).json().promotion.paused).toBe(false);
  });

  it('keeps the link when an edit leaves it out, and unlinks when it is sent blank', async () => {
    const offer = await offerWith({ promotionId });
    const kept = await edit(offer._id, { discountText: 'Up to 20% OFF' });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().offer.promotionId).toBe(promotionId);

    const unlinked = await edit(offer._id, { promotionId: '' });
    expect(unlinked.statusCode, unlinked.body).toBe(200);
    expect(unlinked.json().offer).toMatchObject({ promotionId: null, promotion: null });
    // Its chosen product again, under the offer's own heading.
    const body = (await page(offer._id)).json();
    expect(body).toMatchObject({ heading: 'related', promotion: null });
    expect(itemIds(body)).toEqual([id(other)]);
  });
});

describe('a link to no promotion is refused and changes nothing', () => {
  it.each([
    ['a promotion id that names none', randomUUID()],
    ['text that is no id', 'summer-sale'],
  ])('%s: 404 in the language asked', async (_, bad) => {
    const offer = await offerWith();
    const english = await edit(offer._id, { promotionId: bad, title: 'Changed' });
    expect(english.statusCode).toBe(404);
    expect(english.json()).toMatchObject({
      success: false,
      error: 'The linked promotion does not exist',
      code: 'OFFER_PROMOTION_NOT_FOUND',
      fields: { promotionId: 'The linked promotion does not exist' },
    });
    const arabic = await edit(offer._id, { promotionId: bad }, 'ar');
    expect(arabic.statusCode).toBe(404);
    expect(arabic.json().error).toBe('العرض الترويجي المرتبط غير موجود');
    const page1 = (await page(offer._id)).json();
    expect(page1.offer).toMatchObject({ title: 'Linen Days', promotionId: null });

    const created = await kit.upload({
      title: 'Never made',
      description: 'Refused',
      promotionId: bad,
      offerImage: await photo(),
    });
    expect(created.statusCode).toBe(404);
    const titles = (await kit.list()).json().offers.map((o: { title: string }) => o.title);
    expect(titles).not.toContain('Never made');
  });

  it.each([
    ['a number', 42],
    ['an id too long', 'x'.repeat(200)],
  ])('%s: 400 in the language asked', async (_, bad) => {
    const offer = await offerWith();
    const english = await edit(offer._id, { promotionId: bad });
    expect(english.statusCode).toBe(400);
    expect(english.json().fields).toEqual({
      promotionId: 'Linked promotion must be a promotion id',
    });
    const arabic = await edit(offer._id, { promotionId: bad }, 'ar');
    expect(arabic.json().fields.promotionId).toBe(
      'يجب أن يكون العرض الترويجي المرتبط معرّف عرض ترويجي',
    );
  });
});

describe('deleting a linked promotion', () => {
  it('unlinks the offer, whose page shows its own products again', async () => {
    const promotion = await promotions.create({
      reward: { kind: 'items_percent', percent: 10, target: { brands: [BRAND] } },
    });
    const offer = await offerWith({ promotionId: promotion.id, discountText: '' });
    expect((await page(offer._id)).json().heading).toBe('promotion');

    const deleted = await promotions.call('DELETE', `/${promotion.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    const res = await page(offer._id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ heading: 'related', promotion: null });
    expect(res.json().offer.promotionId).toBeNull();
    expect(itemIds(res.json())).toEqual([id(other)]);
    const listed = (await kit.list())
      .json()
      .offers.find((o: { _id: string }) => o._id === offer._id);
    expect(listed.promotion).toBeNull();
  });
});
