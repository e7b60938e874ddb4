import { and, asc, eq, isNull, lte, or } from 'drizzle-orm';
import { orders } from '#db/schema';
import type { Db } from '#db/client';
import { recordAdminWrite, type AuditActor } from '#modules/audit';
import type { PayLaterCalls } from './order-deps';
import { payLaterProviderOf } from './order-pay-later';
import { findOrder, type OrderRow } from './order-repository';

/**
 * How long one caller holds an order's refund: longer than the provider's calls can take (a
 * read, Tamara's claim wait and the refund, each with its timeout), so a claim is never taken
 * from a caller still asking, and a caller that died lets the next one ask after it.
 */
const CLAIM_MS = 2 * 60_000;
/** After a failure the next try waits a quarter of the time owed so far, within these bounds. */
const RETRY_MIN_MS = 2 * 60_000;
const RETRY_MAX_MS = 2 * 60 * 60_000;

/** The provider's idempotency reference of a cancelled order's refund. */
export const cancelReference = (order: Pick<OrderRow, 'id'>) => `cancel-${order.id}`;

/** What a cancelled pay-later order still owes its shopper's plan: what was not refunded yet. */
export const payLaterOwedFils = (order: Pick<OrderRow, 'totalFils' | 'payLaterRefundedFils'>) =>
  Math.max(0, order.totalFils - order.payLaterRefundedFils);

/** The state a cancel leaves on a pay-later order, in its transaction: its money is owed back. */
export function refundOwedOnCancel(order: OrderRow, now: Date): Partial<OrderRow> {
  const paidLater = payLaterOwedFils(order) > 0 && order.paymentIntentId !== null;
  const held = order.captureState === 'authorized' || order.captureState === 'pending';
  if (!paidLater || order.refundState || !(held || order.captureState === 'captured')) return {};
  return { refundState: 'pending', refundRetryAt: now };
}

const nextTry = (order: OrderRow, now: Date) => {
  const age = now.getTime() - (order.cancelledAt ?? now).getTime();
  return new Date(now.getTime() + Math.min(RETRY_MAX_MS, Math.max(RETRY_MIN_MS, age / 4)));
};

type Provider = NonNullable<ReturnType<typeof payLaterProviderOf>>;

/**
 * The provider's calls that give a cancelled order's money back: an authorisation not captured
 * is closed; what was captured (a capture that timed out may have been taken: the payment is
 * read) is refunded, what the store has not refunded yet, with the order's reference, which
 * the provider takes once. Answers the order's fields once the provider took it.
 */
async function giveBack(provider: Provider, order: OrderRow): Promise<Partial<OrderRow>> {
  const id = order.paymentIntentId ?? '';
  let capturedFils = 0;
  if (order.captureState === 'captured') {
    capturedFils = order.totalFils;
  } else {
    // Closed unless it was captured meanwhile: the close's answer says so too (a racing capture).
    const read = order.captureState === 'pending' ? await provider.retrieve(id) : undefined;
    const payment = read && read.capturedFils > 0 ? read : await provider.close(id);
    capturedFils = Math.min(order.totalFils, payment.capturedFils);
    if (capturedFils === 0) return { captureState: 'closed' };
  }
  const owed = capturedFils - order.payLaterRefundedFils;
  if (owed > 0) {
    const reference = cancelReference(order);
    const payment = await provider.refund(id, owed, reference);
    if (!payment.refundReferences.includes(reference) && payment.refundedFils < capturedFils) {
      throw new Error(`${provider.name} did not take the refund`);
    }
  }
  return { captureState: 'captured', payLaterRefundedFils: capturedFils };
}

/** The outcome written, with the member's retry in the audit log in the same transaction. */
async function settle(
  db: Db,
  order: OrderRow,
  set: Partial<OrderRow>,
  actor: AuditActor | undefined,
): Promise<OrderRow> {
  return db.transaction(async (tx) => {
    const [after] = await tx.update(orders).set(set).where(eq(orders.id, order.id)).returning();
    if (!after) throw new Error(`order ${order.id} vanished`);
    if (actor) {
      await recordAdminWrite(tx, actor, {
        action: 'order.refund',
        objectType: 'order',
        objectId: order.id,
        objectLabel: order.orderid,
        changes: {
          refund: { from: order.refundState, to: after.refundState },
          owed: { from: payLaterOwedFils(order) / 100, to: payLaterOwedFils(after) / 100 },
        },
      });
    }
    return after;
  });
}

/**
 * A cancelled pay-later order's money goes back to the shopper's plan, once. The caller first
 * claims the order's refund (a conditional update), so one caller at a time asks the provider,
 * whichever instance, console or background check it runs in; a caller finding it claimed
 * answers the order as it stands (`claimed: false`). A failed call leaves the refund pending,
 * with the failure and when the background check asks again; the reference stays the same, so
 * a call that failed after the provider took it refunds nothing more.
 */
export async function givePayLaterBack(
  deps: PayLaterCalls,
  order: OrderRow,
  actor?: AuditActor,
): Promise<{ order: OrderRow; claimed: boolean }> {
  const provider = payLaterProviderOf(deps.payLater, order);
  if (order.status !== 'cancelled' || order.refundState !== 'pending' || !provider) {
    return { order, claimed: false };
  }
  const now = deps.clock.now();
  const [claimed] = await deps.db
    .update(orders)
    .set({ refundClaimedUntil: new Date(now.getTime() + CLAIM_MS) })
    .where(
      and(
        eq(orders.id, order.id),
        eq(orders.refundState, 'pending'),
        or(isNull(orders.refundClaimedUntil), lte(orders.refundClaimedUntil, now)),
      ),
    )
    .returning();
  if (!claimed) return { order: (await findOrder(deps.db, order.id)) ?? order, claimed: false };
  let done: Partial<OrderRow>;
  try {
    done = await giveBack(provider, claimed);
  } catch (err) {
    deps.log.error({ err, orderId: order.id }, 'pay-later refund failed; retried by the check');
    const failed = {
      refundTriedAt: now,
      refundError: String((err as Error).message ?? err).slice(0, 200),
      refundRetryAt: nextTry(claimed, now),
      refundClaimedUntil: null,
    };
    return { order: await settle(deps.db, claimed, failed, actor), claimed: true };
  }
  const refunded = {
    ...done,
    refundState: 'done' as const,
    refundError: null,
    refundRetryAt: null,
    refundClaimedUntil: null,
    paymentStatus: 'refunded',
    refundedAt: now,
    updatedAt: now,
  };
  return { order: await settle(deps.db, claimed, refunded, actor), claimed: true };
}

/**
 * The refunds still owed whose next try is due, the longest waiting first: the background check
 * (under the card payments lease, so one instance at a time) asks each again.
 */
export async function retryPendingRefunds(deps: PayLaterCalls, limit = 100): Promise<number> {
  const now = deps.clock.now();
  const owed = await deps.db
    .select()
    .from(orders)
    .where(and(eq(orders.refundState, 'pending'), lte(orders.refundRetryAt, now)))
    .orderBy(asc(orders.refundRetryAt))
    .limit(limit);
  let done = 0;
  for (const order of owed) {
    if ((await givePayLaterBack(deps, order)).order.refundState === 'done') done += 1;
  }
  return done;
}
