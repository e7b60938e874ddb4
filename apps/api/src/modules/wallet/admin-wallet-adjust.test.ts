import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog } from '#db/schema';
import { adminToken } from '#test/admin-token';
import { buildTestApp } from '#test/helper';
import { bearer } from '../auth/test-users';
import { checkoutKit } from '../checkout/checkout-test-kit';

let app: FastifyInstance;
let kit: ReturnType<typeof checkoutKit>;
let admin: string;
/** One shopper for the refused requests: none of them may move their money. */
let bystander: Awaited<ReturnType<typeof kit.shopper>> | undefined;

beforeAll(async () => {
  app = await buildTestApp({ rateLimitMultiplier: 100 });
  kit = checkoutKit(app);
  admin = await adminToken(app);
});
afterAll(() => app.close());

interface Adjustment {
  type?: string;
  amount?: unknown;
  reason?: unknown;
  idempotencyKey?: unknown;
}

const adjust = (userId: string, body: Adjustment) =>
  app.inject({
    method: 'POST',
    url: `/api/admin/customers/${userId}/wallet/adjust`,
    headers: bearer(admin),
    payload: { type: 'credit', reason: 'Goodwill', idempotencyKey: randomUUID(), ...body },
  });

const auditOf = (userId: string) =>
  app.db
    .select()
    .from(adminAuditLog)
    .where(and(eq(adminAuditLog.objectType, 'wallet'), eq(adminAuditLog.objectId, userId)));

describe('POST /api/admin/customers/:id/wallet/adjust', () => {
  it('credits with a reason the shopper reads in their wallet, and audits it', async () => {
    const s = await kit.shopper();
    const res = await adjust(s.userId, { amount: 25.5, reason: 'Sorry for the late delivery' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      balance: 25.5,
      transaction: {
        _id: expect.any(String),
        type: 'credit',
        amount: 25.5,
        balanceAfter: 25.5,
        reason: 'Sorry for the late delivery',
        orderid: null,
        status: 'completed',
        date: expect.any(String),
      },
    });
    const mine = await app.inject({
      method: 'GET',
      url: '/api/auth/wallet/getWallet',
      headers: bearer(s.token),
    });
    expect(mine.json().wallet).toMatchObject({
      balance: 25.5,
      transactions: [{ type: 'credit', amount: 25.5, note: 'Sorry for the late delivery' }],
    });
    const audit = await auditOf(s.userId);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'wallet.credit',
      objectType: 'wallet',
      objectId: s.userId,
      objectLabel: `${s.fullname} (${s.email})`,
      adminUsername: expect.stringMatching(/^admin-/),
      changes: {
        amountFils: 2550,
        balanceFils: { from: 0, to: 2550 },
        reason: 'Sorry for the late delivery',
      },
    });
  });

  it('answers the Activity log in fils, an entry kept in AED before that too', async () => {
    const s = await kit.shopper();
    expect((await adjust(s.userId, { amount: 50, reason: 'Goodwill' })).statusCode).toBe(200);
    // An entry as adjustments were recorded before: AED under `amount` and `balance`.
    await app.db.insert(adminAuditLog).values({
      adminUsername: 'owner',
      action: 'wallet.credit',
      objectType: 'wallet',
      objectId: s.userId,
      changes: { amount: 12.5, balance: { from: 50, to: 62.5 }, reason: 'Earlier' },
      createdAt: new Date(Date.now() - 60_000),
    });
    const res = await app.inject({
      method: 'GET',
      url: '/api/admin/audit-log',
      query: { objectType: 'wallet', objectId: s.userId },
      headers: bearer(admin),
    });
    expect(res.json().entries.map((e: { changes: unknown }) => e.changes)).toEqual([
      { amountFils: 5000, balanceFils: { from: 0, to: 5000 }, reason: 'Goodwill' },
      { amountFils: 1250, balanceFils: { from: 5000, to: 6250 }, reason: 'Earlier' },
    ]);
  });

  it('debits down to exactly 0 and audits wallet.debit', async () => {
    const s = await kit.shopper();
    await kit.topUp(s.userId, 4000);
    const res = await adjust(s.userId, { type: 'debit', amount: 40, reason: 'Credited twice' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ balance: 0, transaction: { type: 'debit', amount: 40 } });
    expect(await kit.ledger(s.userId)).toMatchObject({ balance: 0, sum: 0 });
    expect((await auditOf(s.userId)).map((a) => a.action)).toEqual(['wallet.debit']);
  });

  it('refuses a debit larger than the balance and changes nothing', async () => {
    const s = await kit.shopper();
    await kit.topUp(s.userId, 1000);
    const res = await adjust(s.userId, { type: 'debit', amount: 10.01 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      success: false,
      error: 'Cannot debit AED 10.01: the balance is AED 10.00',
      code: 'INSUFFICIENT_BALANCE',
    });
    const ledger = await kit.ledger(s.userId);
    expect(ledger).toMatchObject({ balance: 1000, sum: 1000 });
    expect(ledger.rows).toHaveLength(1);
    expect(await auditOf(s.userId)).toEqual([]);
    // A shopper without any wallet yet has nothing to debit either.
    const empty = await kit.shopper();
    expect((await adjust(empty.userId, { type: 'debit', amount: 1 })).statusCode).toBe(409);
    expect(await kit.ledger(empty.userId)).toMatchObject({ balance: 0, rows: [] });
  });

  it('applies one click once under 10 parallel calls with the same key', async () => {
    const s = await kit.shopper();
    await kit.topUp(s.userId, 5000);
    const idempotencyKey = randomUUID();
    const calls = await Promise.all(
      Array.from({ length: 10 }, () =>
        adjust(s.userId, { type: 'debit', amount: 12.5, idempotencyKey }),
      ),
    );
    expect(calls.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    const first = calls[0]!.json();
    expect(first).toMatchObject({ balance: 37.5, transaction: { type: 'debit', amount: 12.5 } });
    for (const call of calls) expect(call.json()).toEqual(first);
    const ledger = await kit.ledger(s.userId);
    expect(ledger).toMatchObject({ balance: 3750, sum: 3750 });
    expect(ledger.rows).toHaveLength(2);
    expect(await auditOf(s.userId)).toHaveLength(1);
    // The same key again later still answers the first result.
    const later = await adjust(s.userId, { type: 'debit', amount: 12.5, idempotencyKey });
    expect(later.json()).toEqual(first);
  });

  it('never takes the balance below 0 under 10 parallel debits with different keys', async () => {
    const s = await kit.shopper();
    await kit.topUp(s.userId, 3000);
    const calls = await Promise.all(
      Array.from({ length: 10 }, () => adjust(s.userId, { type: 'debit', amount: 10 })),
    );
    const codes = calls.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 200, 200, ...Array(7).fill(409)]);
    const refused = calls.filter((r) => r.statusCode === 409).map((r) => r.json().code);
    expect(new Set(refused)).toEqual(new Set(['INSUFFICIENT_BALANCE']));
    const ledger = await kit.ledger(s.userId);
    expect(ledger).toMatchObject({ balance: 0, sum: 0 });
    expect(ledger.rows).toHaveLength(4);
    expect(await auditOf(s.userId)).toHaveLength(3);
  });

  it('refuses a key reused for another adjustment, and an unknown customer', async () => {
    const s = await kit.shopper();
    const idempotencyKey = randomUUID();
    expect((await adjust(s.userId, { amount: 5, idempotencyKey })).statusCode).toBe(200);
    const other = await adjust(s.userId, { amount: 6, idempotencyKey });
    expect(other.statusCode).toBe(409);
    expect(other.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    const someoneElse = await kit.shopper();
    const elsewhere = await adjust(someoneElse.userId, { amount: 5, idempotencyKey });
    expect(elsewhere.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await kit.ledger(s.userId)).toMatchObject({ balance: 500 });
    expect(await kit.ledger(someoneElse.userId)).toMatchObject({ balance: 0, rows: [] });
    const unknown = await adjust(randomUUID(), { amount: 5 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('Customer not found');
  });

  it.each([
    ['a zero amount', { amount: 0 }, 'amount', 'Amount must be more than 0'],
    ['a negative amount', { amount: -5 }, 'amount', 'Amount must be more than 0'],
    ['a third decimal', { amount: 1.005 }, 'amount', 'Amount can have at most 2 decimals'],
    ['too much', { amount: 10_000.01 }, 'amount', 'Amount cannot be more than AED 10,000.00'],
    ['a text amount', { amount: '5' }, 'amount', 'Amount must be a number in AED'],
    ['a blank reason', { amount: 5, reason: '  ' }, 'reason', 'A reason is required'],
    [
      'a reason of 201 characters',
      { amount: 5, reason: 'x'.repeat(201) },
      'reason',
      'Reason must be at most 200 characters',
    ],
    ['another type', { amount: 5, type: 'refund' }, 'type', 'Type must be credit or debit'],
    [
      'a short key',
      { amount: 5, idempotencyKey: 'short' },
      'idempotencyKey',
      'Idempotency key must be 8 to 64 letters, digits, - or _',
    ],
  ])('refuses %s with a 400 and moves nothing', async (_name, body, field, message) => {
    bystander ??= await kit.shopper();
    const res = await adjust(bystander.userId, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, error: message, code: 'VALIDATION' });
    expect(Object.keys(res.json().fields)).toContain(field);
    expect(await kit.ledger(bystander.userId)).toMatchObject({ balance: 0, rows: [] });
  });

  it('is for admins only', async () => {
    const s = await kit.shopper();
    const res = await app.inject({
      method: 'POST',
      url: `/api/admin/customers/${s.userId}/wallet/adjust`,
      headers: bearer(s.token),
      payload: { type: 'credit', amount: 5, reason: 'Mine', idempotencyKey: randomUUID() },
    });
    expect(res.statusCode).toBe(403);
    expect(await kit.ledger(s.userId)).toMatchObject({ balance: 0 });
  });
});
