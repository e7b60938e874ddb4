import { randomBytes, randomUUID } from 'node:crypto';
import { tabbyAmount } from '@store/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '#db/client';
import { tabbyTestPayments, type TabbyTestMovement } from '#db/schema';

export type TestPaymentRow = typeof tabbyTestPayments.$inferSelect;

const movementJson = (m: TabbyTestMovement) => ({
  id: m.id,
  amount: tabbyAmount(m.amountFils),
  reference_id: m.referenceId,
  created_at: m.createdAt,
});

/** A test payment as Tabby's API writes a payment object. */
export function paymentJson(row: TestPaymentRow) {
  const request = row.request as { payment?: { order?: unknown; buyer?: unknown } };
  return {
    id: row.id,
    created_at: row.createdAt.toISOString(),
    status: row.status,
    is_test: true,
    amount: tabbyAmount(row.amountFils),
    currency: row.currency,
    buyer: request.payment?.buyer ?? null,
    order: request.payment?.order ?? null,
    captures: row.captures.map(movementJson),
    refunds: row.refunds.map(movementJson),
  };
}

export async function createTestPayment(
  db: Db,
  values: { amountFils: number; currency: string; request: Record<string, unknown> },
): Promise<TestPaymentRow> {
  const [row] = await db
    .insert(tabbyTestPayments)
    .values({ id: randomUUID(), sessionId: randomUUID(), ...values })
    .returning();
  if (!row) throw new Error('no test payment written');
  return row;
}

export async function findTestPayment(db: Db, id: string): Promise<TestPaymentRow | undefined> {
  if (!/^[0-9a-f-]{36}$/.test(id)) return undefined;
  const [row] = await db.select().from(tabbyTestPayments).where(eq(tabbyTestPayments.id, id));
  return row;
}

/** Moves a payment from `from` to `to`; undefined when it was not in `from` (a lost race). */
export async function moveTestPayment(db: Db, id: string, from: string, to: string) {
  const [row] = await db
    .update(tabbyTestPayments)
    .set({ status: to, updatedAt: new Date() })
    .where(sql`${tabbyTestPayments.id} = ${id} AND ${tabbyTestPayments.status} = ${from}`)
    .returning();
  return row;
}

type MovementColumn = typeof tabbyTestPayments.captures | typeof tabbyTestPayments.refunds;
const total = (column: MovementColumn) =>
  sql`(SELECT coalesce(sum((m->>'amountFils')::int), 0) FROM jsonb_array_elements(${column}) m)`;
const hasReference = (column: MovementColumn, reference: string) =>
  sql`${column} @> ${JSON.stringify([{ referenceId: reference }])}::jsonb`;

/**
 * Takes a capture or a refund once per reference id, in one conditional update: a repeated
 * reference changes nothing, and neither can take more than the payment (or its captures) hold.
 * A capture of the whole authorisation closes the payment, as Tabby's does. undefined when the
 * payment's state refuses it.
 */
export async function addTestMovement(
  db: Db,
  id: string,
  kind: 'captures' | 'refunds',
  amountFils: number,
  reference: string,
): Promise<TestPaymentRow | undefined> {
  const t = tabbyTestPayments;
  const existing = await findTestPayment(db, id);
  if (!existing) return undefined;
  const column: MovementColumn = kind === 'captures' ? t.captures : t.refunds;
  if (existing[kind].some((m) => m.referenceId === reference)) return existing;
  const movement: TabbyTestMovement = {
    id: `${kind === 'captures' ? 'cap' : 'ref'}_${randomBytes(8).toString('hex')}`,
    amountFils,
    referenceId: reference,
    createdAt: new Date().toISOString(),
  };
  const allowed =
    kind === 'captures'
      ? sql`${t.status} = 'AUTHORIZED' AND ${total(t.captures)} + ${amountFils} <= ${t.amountFils}`
      : sql`${t.status} IN ('AUTHORIZED', 'CLOSED')
          AND ${total(t.refunds)} + ${amountFils} <= ${total(t.captures)}`;
  const closes =
    kind === 'captures'
      ? sql`CASE WHEN ${total(t.captures)} + ${amountFils} = ${t.amountFils} THEN 'CLOSED' ELSE ${t.status} END`
      : sql`${t.status}`;
  const [row] = await db
    .update(t)
    .set({
      [kind]: sql`${column} || ${JSON.stringify([movement])}::jsonb`,
      status: closes,
      updatedAt: new Date(),
    })
    .where(sql`${t.id} = ${id} AND NOT ${hasReference(column, reference)} AND ${allowed}`)
    .returning();
  if (row) return row;
  // Taken by a racing call with the same reference: the payment as it now stands.
  const now = await findTestPayment(db, id);
  return now?.[kind].some((m) => m.referenceId === reference) ? now : undefined;
}
