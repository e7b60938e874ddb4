import type { FastifyInstance } from 'fastify';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart } from '@store/domain/contract';
import { orderItems, taxInvoices } from '#db/schema';
import { buildTestApp } from '#test/helper';
import { pdfText } from '#test/pdf-text';
import { bearer } from '../auth/test-users';
import { promotionsKit, uniqueCode } from '../promotions/promotions-test-kit';
import { checkoutKit } from './checkout-test-kit';

/**
 * Promotions on a store whose prices include VAT (PRICES_INCLUDE_VAT=true): the bag, the order,
 * each line's share and the tax invoice, to the fil. Every expected figure is worked out by hand
 * below from the rules (decision 64): a rule's amount is already in stored terms, a percentage is
 * rounded once on what is left, a discount is spread over the lines by the largest remainder, and
 * the VAT, 5/105 of the discounted goods, is taken out once and spread the same way.
 */

let app: FastifyInstance;
let kit: ReturnType<typeof checkoutKit>;
let promotions: ReturnType<typeof promotionsKit>;

beforeAll(async () => {
  app = await buildTestApp({
    rateLimitMultiplier: 100,
    store: {
      legalName: 'Test Trading LLC',
      trn: undefined,
      address: 'Dubai',
      pricesIncludeVat: true,
    },
  });
  kit = checkoutKit(app);
  promotions = promotionsKit(app);
});
afterAll(() => app.close());

const bag = async (token: string) =>
  (await app.inject({ method: 'GET', url: '/api/cart/', headers: bearer(token) })).json<Cart>();
const onlyOrders = { item: false, order: true, shipping: false };

describe('a percent-off code and a fixed-amount automatic promotion, prices with VAT in them', () => {
  it('prices the bag, the order, its lines and its invoice to the fil', async () => {
    await promotions.create({
      kind: 'automatic',
      code: null,
      nameEn: 'AED 12.35 off',
      reward: { kind: 'order_amount', amount: 12.35 },
      combinesWith: onlyOrders,
    });
    const typed = uniqueCode();
    await promotions.create({
      code: typed,
      nameEn: 'Fifteen',
      reward: { kind: 'order_percent', percent: 15, maxDiscount: 50 },
      combinesWith: onlyOrders,
    });
    const s = await kit.shopper();
    const shirt = await kit.product({ priceFils: 9990, stock: 10 });
    const cap = await kit.product({ priceFils: 4550, stock: 10 });
    await kit.fill(s.userId, shirt.id, 2, 'White');
    await kit.fill(s.userId, cap.id, 1, 'White');

    // The lines as entered, VAT inside: 2 x 99.90 = 199.80 and 1 x 45.50; goods 245.30.
    // The automatic AED 12.35 alone: 1235 fils over [19980, 4550] (sum 24530):
    //   19980 x 1235 / 24530 = 1005.92, 4550 x 1235 / 24530 = 229.08; floors 1005 + 229 = 1234,
    //   the fil left to the larger remainder (0.92): [1006, 229]. Goods 24530 - 1235 = 23295,
    //   VAT 23295 x 5/105 = 1109.29 -> 1109, without VAT 23295 - 1109 = 22186.
    const automaticOnly = await bag(s.token);
    expect(
      automaticOnly.items.map((i) => [i.priceWithVat, i.quantity, i.lineTotalWithVat]),
    ).toEqual([
      [99.9, 2, 199.8],
      [45.5, 1, 45.5],
    ]);
    expect(automaticOnly.promotions).toEqual([
      expect.objectContaining({ code: null, kind: 'order', name: 'AED 12.35 off', amount: 12.35 }),
    ]);
    expect(automaticOnly.totals).toMatchObject({
      discount: 12.35,
      goodsWithVat: 232.95,
      totalCostwithoutVAT: 221.86,
      VAT_Price: 11.09,
      added_Shipping_Price: 0,
      totalCostwithVAT: 232.95,
      vatRounding: 0,
    });

    // With the code: the automatic one first (automatic before code within a class), then 15 %
    // of what it left, 23295 x 15 / 100 = 3494.25 -> 3494 (34.94, under the AED 50.00 cap),
    // spread over what is left of the lines, [18974, 4321]:
    //   18974 x 3494 / 23295 = 2845.90, 4321 x 3494 / 23295 = 648.10; floors 2845 + 648 = 3493,
    //   the fil left to 0.90: [2846, 648].
    // Each line's share: [1006 + 2846, 229 + 648] = [3852, 877], 4729 in all (47.29).
    // Goods 24530 - 4729 = 19801 (198.01, over AED 100: free shipping).
    // VAT 19801 x 5/105 = 942.90 -> 943; without VAT 19801 - 943 = 18858.
    const applied = await promotions.tryCode(s.token, typed);
    expect(applied.statusCode, applied.body).toBe(200);
    const promoted = applied.json<Cart>();
    expect(promoted.promotions).toEqual([
      expect.objectContaining({ code: null, kind: 'order', amount: 12.35 }),
      expect.objectContaining({ code: typed, kind: 'order', name: 'Fifteen', amount: 34.94 }),
    ]);
    // The lines still show their prices; the promotions' lines take 47.29 off them.
    expect(promoted.items.map((i) => i.lineTotalWithVat)).toEqual([199.8, 45.5]);
    expect(promoted.totals).toEqual({
      totalItems: 3,
      discount: 47.29,
      goodsWithVat: 198.01,
      totalCostwithoutVAT: 188.58,
      VAT_Price: 9.43,
      vatIncluded: 9.43,
      added_Shipping_Price: 0,
      totalCostwithVAT: 198.01,
      vatRounding: 0,
    });

    await kit.topUp(s.userId, 1_000_000);
    const placed = await kit.addOrder(s.token, { addressId: s.addressId, paymentMethod: 'wallet' });
    expect(placed.statusCode, placed.body).toBe(201);
    const { order } = placed.json();
    expect(order).toMatchObject({ totalprice: 198.01, subtotal: 188.58, vat: 9.43, shipping: 0 });
    expect(order.promotions.map((p: { amount: number }) => p.amount)).toEqual([12.35, 34.94]);
    const lines = await app.db
      .select({ discountFils: orderItems.discountFils })
      .from(orderItems)
      .where(eq(orderItems.orderId, order._id))
      .orderBy(asc(orderItems.position));
    expect(lines.map((l) => l.discountFils)).toEqual([3852, 877]);

    // The invoice (a wallet order is invoiced when placed). The lines after their shares:
    //   [19980 - 3852, 4550 - 877] = [16128, 3673]; the order's 943 VAT over them:
    //   16128 x 943 / 19801 = 768.08, 3673 x 943 / 19801 = 174.92; floors 768 + 174 = 942, the
    //   fil left to 0.92: [768, 175]. Taxable [16128 - 768, 3673 - 175] = [15360, 3498] (18858).
    //   The discount without VAT: 3852 - 3852 x 5/105 (183.43 -> 183) = 3669, and
    //   877 - 877 x 5/105 (41.76 -> 42) = 835. Unit price before it without VAT:
    //   (15360 + 3669) / 2 = 9514.5 -> 9515, and 3498 + 835 = 4333.
    const [invoice] = await app.db
      .select()
      .from(taxInvoices)
      .where(eq(taxInvoices.orderId, order._id));
    expect(invoice).toMatchObject({ pricesIncludeVat: true, netFils: 18858, vatFils: 943 });
    expect(invoice?.grossFils).toBe(19801);
    expect(
      invoice?.lines.map((l) => [
        l.unitExclVatFils,
        l.discountFils,
        l.netFils,
        l.vatFils,
        l.grossFils,
      ]),
    ).toEqual([
      [9515, 3669, 15360, 768, 16128],
      [4333, 835, 3498, 175, 3673],
    ]);
    const pdf = await app.inject({
      url: `/api/order/${order.orderid}/invoice`,
      headers: bearer(s.token),
    });
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Discount -36.69; taxable amount 153.60');
    expect(text).toContain('Discount -8.35; taxable amount 34.98');
    expect(text).toMatch(
      /Total excl\. VAT\s+VAT 5%\s+Total incl\. VAT\s+AED 188\.58\s+AED 9\.43\s+AED 198\.01/,
    );
  });
});
