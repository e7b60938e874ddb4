import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart } from '@store/domain/contract';
import { eq } from 'drizzle-orm';
import { outgoingMail } from '#db/schema';
import { buildTestApp } from '#test/helper';
import { pdfText } from '#test/pdf-text';
import { bearer } from '../auth/test-users';
import { promotionsKit, uniqueCode } from '../promotions/promotions-test-kit';
import { checkoutKit } from './checkout-test-kit';

let app: FastifyInstance;
let kit: ReturnType<typeof checkoutKit>;
let promotions: ReturnType<typeof promotionsKit>;

beforeAll(async () => {
  app = await buildTestApp({ rateLimitMultiplier: 100 });
  kit = checkoutKit(app);
  promotions = promotionsKit(app);
});
afterAll(() => app.close());

const code = () => uniqueCode();
const bag = async (token: string) =>
  (await app.inject({ method: 'GET', url: '/api/cart/', headers: bearer(token) })).json<Cart>();
const tryCode = (token: string, typed: string, lang?: string) =>
  promotions.tryCode(token, typed, lang);
const cod = (s: { token: string; addressId: string }) =>
  kit.addOrder(s.token, { addressId: s.addressId, paymentMethod: 'cod' });

/** A shopper with 2 x AED 100.00 (without VAT) in the bag: 200.00 + 10.00 VAT, shipping free. */
async function shopperWithBag() {
  const s = await kit.shopper();
  const p = await kit.product({ priceFils: 10000, stock: 100 });
  await kit.fill(s.userId, p.id, 2, 'White');
  return s;
}

describe('a promotion code in the bag and at checkout', () => {
  it('takes 20 % off the bag, and the order charges and keeps exactly that', async () => {
    const typed = code();
    await promotions.create({ code: typed, nameEn: 'Ramadan 20', nameAr: 'رمضان ٢٠' });
    const s = await shopperWithBag();

    const applied = await tryCode(s.token, typed.toLowerCase());
    expect(applied.statusCode, applied.body).toBe(200);
    const promoted = applied.json<Cart>();
    // 20 % of AED 210.00 as shown is 42.00 (under the AED 50.00 cap): AED 168.00 to pay.
    expect(promoted.promotions).toEqual([
      expect.objectContaining({ code: typed, kind: 'order', name: 'Ramadan 20', amount: 42 }),
    ]);
    expect(promoted.totals).toMatchObject({ discount: 42, totalCostwithVAT: 168, VAT_Price: 8 });
    expect(promoted.code).toEqual({ code: typed, refusal: null });
    // The code stays on the bag: another device reads the same.
    expect((await bag(s.token)).totals.totalCostwithVAT).toBe(168);

    const placed = await cod(s);
    expect(placed.statusCode, placed.body).toBe(201);
    const { order } = placed.json();
    expect(order).toMatchObject({ totalprice: 168, subtotal: 160, vat: 8, shipping: 0 });
    expect(order.promotions).toEqual([
      expect.objectContaining({ code: typed, name: 'Ramadan 20', nameAr: 'رمضان ٢٠', amount: 42 }),
    ]);
    // The confirmation mail lists the promotion between the lines and the total.
    const [mail] = await app.db
      .select({ text: outgoingMail.textBody })
      .from(outgoingMail)
      .where(eq(outgoingMail.toAddress, s.email));
    expect(mail?.text).toMatch(new RegExp(`Ramadan 20 \\(${typed}\\)\\W+−AED 42\\.00`));
    expect(mail?.text).toMatch(/Total\W+AED 168\.00/);
    // The order took the code off the bag, and the promotion counts its use and discount.
    expect((await bag(s.token)).code).toBeNull();
    const listed = await promotions.call('GET', '');
    const mine = listed.json().promotions.find((p: { code: string }) => p.code === typed);
    expect(mine).toMatchObject({ uses: 1, discountGiven: 42, sales: 168 });
  });

  it("refuses a code that does not apply with the shopper's reason, in English and Arabic", async () => {
    const s = await shopperWithBag();
    const unknown = await tryCode(s.token, 'NO-SUCH-CODE');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      code: 'PROMOTION_REFUSED',
      error: 'This code was not found. Please check it and try again',
    });
    const arabic = await tryCode(s.token, 'NO-SUCH-CODE', 'ar');
    expect(arabic.json().error).toBe(
      'لم يتم العثور على هذا الرمز. يرجى التحقق منه والمحاولة مرة أخرى',
    );

    const typed = code();
    await promotions.create({ code: typed, conditions: { minSubtotal: 500 } });
    const short = await tryCode(s.token, typed);
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toBe('Add AED 290.00 more to your bag to use this code');
    // Nothing changed: no code on the bag, the full price.
    const unchanged = await bag(s.token);
    expect(unchanged.code).toBeNull();
    expect(unchanged.totals.totalCostwithVAT).toBe(210);
  });

  it('stops an order whose code was paused after it went on the bag, and the bag says why', async () => {
    const typed = code();
    const promotion = await promotions.create({ code: typed });
    const s = await shopperWithBag();
    expect((await tryCode(s.token, typed)).statusCode).toBe(200);
    expect((await promotions.call('POST', `/${promotion.id}/pause`)).statusCode).toBe(200);

    const refused = await cod(s);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'PROMOTION_REFUSED',
      error: 'This code is not available right now',
    });
    const after = await bag(s.token);
    expect(after.code?.refusal).toMatchObject({
      reason: 'paused',
      message: 'This code is not available right now',
      messageAr: 'هذا الرمز غير متاح حاليًا',
    });
    // The bag shows the price without the code: what the shopper would now pay.
    expect(after.totals.totalCostwithVAT).toBe(210);
    expect(await kit.cartSize(s.userId)).toBe(1);
  });

  it('holds a limit of 10 uses exactly when 50 shoppers check out at once', async () => {
    const typed = code();
    await promotions.create({ code: typed, limits: { totalUses: 10 } });
    const shoppers = [];
    for (let i = 0; i < 50; i += 1) {
      const s = await shopperWithBag();
      expect((await tryCode(s.token, typed)).statusCode).toBe(200);
      shoppers.push(s);
    }
    const results = await Promise.all(shoppers.map((s) => cod(s)));
    const placed = results.filter((r) => r.statusCode === 201);
    expect(placed).toHaveLength(10);
    for (const r of placed) expect(r.json().order.promotions[0].code).toBe(typed);
    for (const r of results.filter((x) => x.statusCode !== 201)) {
      expect(r.statusCode).toBe(409);
      expect(r.json().error).toBe('This code has been used up');
    }
    // The refused shoppers keep their bags.
    const refused = shoppers.filter((_, i) => results[i]!.statusCode !== 201);
    for (const s of refused) expect(await kit.cartSize(s.userId)).toBe(1);
  }, 120_000);

  it("puts the discount on the paid order's tax invoice, its taxable amount after it", async () => {
    const typed = code();
    await promotions.create({ code: typed });
    const s = await shopperWithBag();
    await kit.topUp(s.userId, 1_000_000);
    await tryCode(s.token, typed);
    const placed = await kit.addOrder(s.token, { addressId: s.addressId, paymentMethod: 'wallet' });
    expect(placed.statusCode, placed.body).toBe(201);
    const { orderid } = placed.json().order;
    const pdf = await app.inject({
      url: `/api/order/${orderid}/invoice`,
      headers: bearer(s.token),
    });
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    // One line of 2 x 100.00 less 20 % (40.00): taxable 160.00, VAT 8.00, total 168.00.
    expect(text).toContain('Discount -40.00; taxable amount 160.00');
    expect(text).toMatch(
      /Total excl\. VAT\s+VAT 5%\s+Total incl\. VAT\s+AED 160\.00\s+AED 8\.00\s+AED 168\.00/,
    );
  });

  it('gives a cancelled order its use back', async () => {
    const typed = code();
    await promotions.create({ code: typed, limits: { totalUses: 1 } });
    const first = await shopperWithBag();
    await tryCode(first.token, typed);
    const order = (await cod(first)).json().order;
    const second = await shopperWithBag();
    expect((await tryCode(second.token, typed)).json().error).toBe('This code has been used up');

    const cancelled = await kit.post(first.token, '/api/order/cancel', { orderid: order.orderid });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await tryCode(second.token, typed)).statusCode).toBe(200);
  });
});
