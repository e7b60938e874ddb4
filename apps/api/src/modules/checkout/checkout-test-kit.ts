import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  addresses,
  cartLines,
  products,
  productVariants,
  wallets,
  walletTransactions,
} from '#db/schema';
import { bearer, registerShopper } from '../auth/test-users';
import { fixtureProduct, seedProducts } from '#test/fixtures';
import { creditWallet } from '../wallet/wallet-repository';

/** Shared by the checkout, payment and wallet tests: shoppers with an address and a filled cart. */
export function checkoutKit(app: FastifyInstance) {
  const post = (token: string, url: string, payload: Record<string, unknown> = {}) =>
    app.inject({ method: 'POST', url, headers: bearer(token), payload });

  async function product(overrides: Parameters<typeof fixtureProduct>[0] = {}) {
    const item = fixtureProduct(overrides);
    const ids = await seedProducts(app, [item]);
    return { id: ids.get(item.productid) as string, ...item };
  }

  async function shopper() {
    const s = await registerShopper(app);
    const [address] = await app.db
      .insert(addresses)
      .values({
        userId: s.user._id,
        username: s.fullname,
        mobileno: '+971501234567',
        buildingNumber: 'Villa 12',
        streetName: 'Al Wasl Road',
        area: 'Jumeirah',
        savedaddressas: 'Home',
        isDefault: true,
      })
      .returning();
    return { ...s, userId: s.user._id, addressId: address?.id as string };
  }

  /**
   * The bag lists lines in the order they were added. Two inserts can land in the same
   * millisecond of the embedded database's clock, so each line is stamped a millisecond after
   * the one before: a test that fills shirt then cap reads them back in that order.
   */
  let lastAddedAt = 0;
  async function fill(userId: string, productId: string, quantity: number, color = 'Navy') {
    lastAddedAt = Math.max(Date.now(), lastAddedAt + 1);
    await app.db
      .insert(cartLines)
      .values({ userId, productId, color, size: 'M', quantity, createdAt: new Date(lastAddedAt) });
  }

  async function topUp(userId: string, fils: number, reference = `test-top-up:${Math.random()}`) {
    await app.db.transaction((tx) =>
      creditWallet(tx, { userId, amountFils: fils, reference, note: 'Test top-up' }),
    );
  }

  /**
   * The stock of the variant a test bought from: fixture products start every variant at the
   * same count (fixtureProduct), so the lowest is the one sold from. Also checks that the
   * product's `stock` is still the sum of its variants.
   */
  async function stockOf(productId: string) {
    const [product] = await app.db
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, productId));
    const variants = await app.db
      .select({ stock: productVariants.stock })
      .from(productVariants)
      .where(eq(productVariants.productId, productId));
    if (!product || variants.length === 0) return undefined;
    const sum = variants.reduce((n, v) => n + v.stock, 0);
    if (product.stock !== sum) throw new Error(`stock ${product.stock} is not the sum ${sum}`);
    return Math.min(...variants.map((v) => v.stock));
  }

  async function cartSize(userId: string) {
    return (await app.db.select().from(cartLines).where(eq(cartLines.userId, userId))).length;
  }

  /** Balance and what the ledger says it should be: credits minus debits. */
  async function ledger(userId: string) {
    const [wallet] = await app.db.select().from(wallets).where(eq(wallets.userId, userId));
    const rows = await app.db
      .select()
      .from(walletTransactions)
      .where(eq(walletTransactions.userId, userId));
    const sum = rows.reduce((s, r) => s + (r.type === 'credit' ? r.amountFils : -r.amountFils), 0);
    return { balance: wallet?.balanceFils ?? 0, sum, rows };
  }

  /**
   * A card intent for the cart, confirmed with `card` through the test provider, as the card form
   * does (no ZIP code); `zipCode` as a client of the original API may send one.
   */
  async function payByCard(token: string, card = '4242 4242 4242 4242', zipCode?: string) {
    const intent = await post(token, '/api/payments/create-payment-intent');
    const { paymentIntentId } = intent.json<{ paymentIntentId: string }>();
    const confirm = await post(token, '/api/payments/test/confirm', {
      paymentIntentId,
      card: { number: card, expMonth: 12, expYear: 2099, cvc: '123' },
      ...(zipCode === undefined ? {} : { zipCode }),
    });
    return { paymentIntentId, intent, confirm };
  }

  const addOrder = (token: string, payload: Record<string, unknown>) =>
    post(token, '/api/order/addOrder', payload);

  /** A shopper with 2 x AED 50.00 in the cart: 100.00 + 5.00 VAT, free shipping = 105.00. */
  async function readyCart(stock = 10) {
    const s = await shopper();
    const p = await product({ priceFils: 5000, stock });
    await fill(s.userId, p.id, 2, 'White');
    return { s, p };
  }
  return {
    post,
    product,
    shopper,
    fill,
    topUp,
    stockOf,
    cartSize,
    ledger,
    payByCard,
    addOrder,
    readyCart,
  };
}
