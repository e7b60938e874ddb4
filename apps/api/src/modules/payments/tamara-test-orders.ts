import { randomUUID } from 'node:crypto';
import { tamaraAmount } from '@store/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '#db/client';
import { tamaraTestOrders, type TamaraTestMovement } from '#db/schema';

export type TamaraTestRow = typeof tamaraTestOrders.$inferSelect;
type Status = TamaraTestRow['status'];

const money = (fils: number, currency: string) => ({ amount: tamaraAmount(fils), currency });
const refundedFils = (row: TamaraTestRow) => row.refunds.reduce((s, m) => s + m.amountFils, 0);

/** A test order as Tamara's order details (GET /merchants/orders/{id}) write it. */
export function tamaraOrderJson(row: TamaraTestRow) {
  const request = row.request as { order_reference_id?: string; consumer?: unknown };
  const c = row.currency;
  return {
    order_id: row.id,
    order_reference_id: request.order_reference_id ?? null,
    status: row.status,
    is_test: true,
    consumer: request.consumer ?? null,
    total_amount: money(row.amountFils, c),
    captured_amount: money(row.capturedFils, c),
    refunded_amount: money(refundedFils(row), c),
    canceled_amount: money(row.canceledFils, c),
    created_at: row.createdAt.toISOString(),
    transactions: {
      captures: row.captures.map((m) => ({
        capture_id: m.id,
        total_amount: money(m.amountFils, c),
        created_at: m.createdAt,
      })),
      refunds: row.refunds.map((m) => ({
        refund_id: m.id,
        merchant_refund_id: m.merchantRefundId,
        total_amount: money(m.amountFils, c),
        created_at: m.createdAt,
      })),
    },
  };
}

export async function createTamaraTestOrder(
  db: Db,
  values: { amountFils: number; currency: string; request: Record<string, unknown> },
): Promise<TamaraTestRow> {
  const [row] = await db
    .insert(tamaraTestOrders)
    .values({ id: randomUUID(), checkoutId: randomUUID(), ...values })
    .returning();
  if (!row) throw new Error('no test order written');
  return row;
}

export async function findTamaraTestOrder(db: Db, id: string) {
  if (!/^[0-9a-f-]{36}$/.test(id)) return undefined;
  const [row] = await db.select().from(tamaraTestOrders).where(eq(tamaraTestOrders.id, id));
  return row;
}

/** Moves an order from one of `from` to `to`; undefined when it was elsewhere (a lost race). */
export async function moveTamaraTestOrder(
  db: Db,
  id: string,
  from: readonly Status[],
  to: Status,
  set: Partial<Pick<TamaraTestRow, 'canceledFils'>> = {},
) {
  const t = tamaraTestOrders;
  const [row] = await db
    .update(t)
    .set({ status: to, ...set, updatedAt: new Date() })
    .where(and(eq(t.id, id), inArray(t.status, [...from])))
    .returning();
  return row;
}

const movement = (amountFils: number, merchantRefundId: string | null): TamaraTestMovement => ({
  id: randomUUID(),
  amountFils,
  merchantRefundId,
  createdAt: new Date().toISOString(),
});

/**
 * A capture, taken in one conditional update: only of an authorised order and never more than it
 * holds (what Tamara refuses), so two captures of the whole total at once take it once.
 */
export async function captureTamaraTestOrder(db: Db, id: string, amountFils: number) {
  const t = tamaraTestOrders;
  const [row] = await db
    .update(t)
    .set({
      captures: sql`${t.captures} || ${JSON.stringify([movement(amountFils, null)])}::jsonb`,
      capturedFils: sql`${t.capturedFils} + ${amountFils}`,
      status: sql`CASE WHEN ${t.capturedFils} + ${amountFils} = ${t.amountFils} - ${t.canceledFils}
        THEN 'fully_captured' ELSE 'partially_captured' END`,
      updatedAt: new Date(),
    })
    .where(
      sql`${t.id} = ${id} AND ${t.status} IN ('authorised', 'partially_captured')
        AND ${amountFils} > 0
        AND ${t.capturedFils} + ${amountFils} <= ${t.amountFils} - ${t.canceledFils}`,
    )
    .returning();
  return row;
}

const refunded = sql`(SELECT coalesce(sum((m->>'amountFils')::int), 0)
  FROM jsonb_array_elements(${tamaraTestOrders.refunds}) m)`;

/**
 * A refund of captured money, in one conditional update: never more than was captured and not
 * refunded yet. A merchant_refund_id it took already is answered as it stands (nothing more).
 */
export async function refundTamaraTestOrder(
  db: Db,
  id: string,
  amountFils: number,
  merchantRefundId: string | null,
) {
  const t = tamaraTestOrders;
  const taken = merchantRefundId
    ? sql`${t.refunds} @> ${JSON.stringify([{ merchantRefundId }])}::jsonb`
    : sql`false`;
  const [row] = await db
    .update(t)
    .set({
      refunds: sql`${t.refunds} || ${JSON.stringify([movement(amountFils, merchantRefundId)])}::jsonb`,
      status: sql`CASE WHEN ${refunded} + ${amountFils} = ${t.capturedFils}
        THEN 'fully_refunded' ELSE 'partially_refunded' END`,
      updatedAt: new Date(),
    })
    .where(
      sql`${t.id} = ${id} AND NOT ${taken} AND ${amountFils} > 0
        AND ${refunded} + ${amountFils} <= ${t.capturedFils}`,
    )
    .returning();
  if (row) return row;
  const now = await findTamaraTestOrder(db, id);
  return now?.refunds.some((m) => m.merchantRefundId === merchantRefundId && merchantRefundId)
    ? now
    : undefined;
}
