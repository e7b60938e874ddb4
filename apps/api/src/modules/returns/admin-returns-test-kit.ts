import type { ReturnStatus } from '@store/domain';
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { outgoingMail, productVariants } from '#db/schema';
import { adminToken } from '#test/admin-token';
import { bearer } from '../auth/test-users';
import { advanceReturnStatus } from './return-status-service';
import { returnsKit } from './returns-test-kit';

let requestsMade = 0;

export interface RequestedOptions {
  returntype?: 'replacement' | 'save_to_wallet';
  priceFils?: number;
  /** Items returned; the order holds at least 2. */
  quantity?: number;
  stock?: number;
}

/** The admin side of returns: an admin token, the admin calls, returns walked to any status. */
export function adminReturnsKit(app: FastifyInstance) {
  const kit = returnsKit(app);
  let token: Promise<string> | undefined;

  /** One admin account's token for the whole file. */
  const adminTokenOnce = () => (token ??= adminToken(app));

  async function adminPost(url: string, payload: Record<string, unknown>, as?: string) {
    return app.inject({
      method: 'POST',
      url,
      headers: bearer(as ?? (await adminTokenOnce())),
      payload,
    });
  }

  async function adminGet(url: string, as?: string) {
    return app.inject({ method: 'GET', url, headers: bearer(as ?? (await adminTokenOnce())) });
  }

  /** A delivered order's return request, made by its shopper through the API. */
  async function requested(opts: RequestedOptions = {}) {
    const quantity = opts.quantity ?? 1;
    const placed = await kit.delivered({
      priceFils: opts.priceFils ?? 5000,
      quantity: Math.max(quantity, 2),
      ...(opts.stock === undefined ? {} : { stock: opts.stock }),
    });
    // Each request a second after the last, so newest-first is one order on both databases.
    requestsMade += 1;
    kit.afterDelivery(60_000 + requestsMade * 1000);
    const returntype = opts.returntype ?? 'save_to_wallet';
    const res = await kit.requestReturn(placed.s.token, kit.body(placed, { returntype, quantity }));
    app.clock.now = () => new Date();
    if (res.statusCode !== 201) throw new Error(`return request failed: ${res.body}`);
    return { ...placed, ret: res.json().return as { _id: string; returnid: string } };
  }

  /** Walks a return through the server's own service (setup, not what a test asserts). */
  async function walk(returnId: string, steps: readonly ReturnStatus[]) {
    for (const to of steps) await advanceReturnStatus(app, returnId, to);
  }

  const status = (returnid: string, to: string) =>
    adminPost('/api/admin/returns/updateReturnStatus', { return_id: returnid, status: to });
  const sendCode = (returnid: string) => adminPost('/api/admin/returns/addOtp', { returnid });
  const codeExpiry = (returnid: string) => adminPost('/api/admin/returns/getOtp', { returnid });
  const verify = (returnid: string, otp: unknown) =>
    adminPost('/api/admin/returns/verifyOtp', { returnid, otp });
  const credit = (returnid: string, amount?: unknown) =>
    adminPost('/api/admin/wallet/credit', { returnid, amount });

  /** The newest code the shopper was given for the return, read from their notifications. */
  async function codeInNotifications(shopperToken: string, returnid: string, kind: string) {
    const res = await kit.get(shopperToken, '/api/auth/notifications');
    const items = res.json<{
      otp: { kind: string; returnid: string | null; otp: string | null }[];
    }>().otp;
    const found = items.find((n) => n.returnid === returnid && n.kind === kind);
    if (!found?.otp) throw new Error(`no ${kind} for ${returnid}: ${res.body}`);
    return found.otp;
  }

  /** The mails sent to `to` so far (of `kind` when given), waiting briefly for the outbox. */
  async function mailsTo(to: string, kind?: string) {
    for (let i = 0; i < 50; i += 1) {
      const rows = await app.db
        .select()
        .from(outgoingMail)
        .where(
          and(
            eq(outgoingMail.toAddress, to),
            kind ? eq(outgoingMail.kind, kind) : undefined,
            ne(outgoingMail.status, 'queued'),
          ),
        );
      if (rows.length > 0) return rows;
      await new Promise((r) => setTimeout(r, 100));
    }
    return [];
  }

  /** Sets every colour and size of the product to `stock` (as fixture products start). */
  async function setStock(productId: string, stock: number) {
    await app.db
      .update(productVariants)
      .set({ stock })
      .where(eq(productVariants.productId, productId));
  }

  return {
    ...kit,
    adminPost,
    adminGet,
    requested,
    walk,
    status,
    sendCode,
    codeExpiry,
    verify,
    credit,
    codeInNotifications,
    setStock,
    mailsTo,
  };
}
