import { randomInt } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { addresses, users, wishlistEntries } from '#db/schema';
import { rowsOf } from '#db/rows';
import { resetCodeIn, type startSmtpListener } from '#test/smtp-listener';
import { bearer } from '../modules/auth/test-users';
import { ordersKit } from '../modules/orders/orders-test-kit';

type Smtp = Awaited<ReturnType<typeof startSmtpListener>>;

/** Shoppers whose data an erasure must find everywhere, and the calls that erase it. */
export function erasureKit(app: FastifyInstance, smtp: Smtp) {
  const kit = ordersKit(app);

  /**
   * A shopper with a name, mobile and street no one else has, a delivered and a cancelled order
   * (each paid from the wallet, so each has a tax invoice; the cancel a credit note), a wallet
   * balance left, a bag and a wishlist.
   */
  async function busyShopper() {
    const s = await kit.shopper();
    const tag = randomInt(1_000_000, 9_999_999);
    const person = {
      fullname: `Layla Haddad ${tag}`,
      mobile: `+97152${tag}`,
      street: `Street ${tag}`,
    };
    await app.db
      .update(users)
      .set({ fullname: person.fullname, phoneno: `052${tag}` })
      .where(eq(users.id, s.userId));
    await app.db
      .update(addresses)
      .set({ username: person.fullname, mobileno: person.mobile, streetName: person.street })
      .where(eq(addresses.id, s.addressId));
    const shopper = { ...s, ...person };
    const delivered = await kit.place({ shopper, payment: 'wallet' });
    await kit.deliver(delivered.order._id);
    const cancelled = await kit.place({ shopper, payment: 'wallet' });
    const cancel = await kit.cancel(s.token, cancelled.order.orderid);
    if (cancel.statusCode !== 200) throw new Error(`cancel failed: ${cancel.body}`);
    const p = await kit.product();
    await kit.fill(s.userId, p.id, 1);
    await app.db.insert(wishlistEntries).values({ userId: s.userId, productId: p.id });
    return { ...shopper, delivered: delivered.order, cancelled: cancelled.order };
  }

  const post = (token: string, url: string, payload?: object) =>
    app.inject({ method: 'POST', url, headers: bearer(token), ...(payload ? { payload } : {}) });

  /** Asks for the deletion code and reads it from the mail the shopper received. */
  async function deletionCode(s: { token: string; email: string }) {
    const before = smtp.received.length;
    const res = await post(s.token, '/api/auth/delete-account/request');
    if (res.statusCode !== 200) throw new Error(`request failed: ${res.body}`);
    // The shopper's order mails may arrive meanwhile: the code is in the one about deletion.
    for (let since = before; ;) {
      const mail = await smtp.nextMailTo(s.email, since);
      if (mail.raw.includes('account deletion code')) return resetCodeIn(mail);
      since = smtp.received.indexOf(mail) + 1;
    }
  }

  const confirm = (token: string, code: string) =>
    post(token, '/api/auth/delete-account', { code });

  const login = (email: string, password: string) =>
    app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

  /**
   * Every table (but the ones named) with a row whose JSON contains `needle`: where an erased
   * person's data could still be found.
   */
  async function tablesHolding(needle: string, except: readonly string[]) {
    const tables = rowsOf<{ name: string }>(
      await app.db.execute(
        sql`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
      ),
    ).map((t) => t.name);
    const found: string[] = [];
    for (const table of tables.filter((t) => !except.includes(t))) {
      const hits = rowsOf<{ n: number }>(
        await app.db.execute(
          sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)} t WHERE row_to_json(t)::text ILIKE ${`%${needle}%`}`,
        ),
      );
      if ((hits[0]?.n ?? 0) > 0) found.push(table);
    }
    return found;
  }

  return { ...kit, busyShopper, post, deletionCode, confirm, login, tablesHolding };
}
