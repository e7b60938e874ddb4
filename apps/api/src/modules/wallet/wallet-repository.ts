import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '#db/client';
import { rowsOf } from '#db/rows';
import { wallets, walletTransactions } from '#db/schema';
import { refusal } from '#platform/errors';

/** Advisory-lock namespace of wallet operations (727001 migrations, 727002 seed, 727003 rates). */
const WALLET_LOCK = 727005;

export const INSUFFICIENT = 'Wallet balance is insufficient';

/** Waits for the shopper's wallet lock until the transaction ends (every writer takes it). */
export async function lockWallet(tx: Tx, userId: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${WALLET_LOCK}, hashtext(${userId}))`);
}

/** The same lock without waiting: false while another wallet operation of the shopper runs. */
export async function tryLockWallet(tx: Tx, userId: string): Promise<boolean> {
  const result = await tx.execute<{ ok: boolean }>(
    sql`SELECT pg_try_advisory_xact_lock(${WALLET_LOCK}, hashtext(${userId})) AS ok`,
  );
  return rowsOf<{ ok: boolean }>(result)[0]?.ok === true;
}

/** The balance in fils; 0 when the shopper has no wallet row yet. */
export async function walletBalance(db: Db | Tx, userId: string): Promise<number> {
  const [row] = await db
    .select({ balance: wallets.balanceFils })
    .from(wallets)
    .where(eq(wallets.userId, userId));
  return row?.balance ?? 0;
}

export async function findWallet(db: Db | Tx, userId: string) {
  const [row] = await db.select().from(wallets).where(eq(wallets.userId, userId));
  return row;
}

export interface Movement {
  userId: string;
  amountFils: number;
  /** Unique per purpose ('order-payment:<order id>'): the same movement can never happen twice. */
  reference: string;
  orderId?: string | null;
  orderItemId?: string | null;
  returnId?: string | null;
  note: string;
}

/**
 * Takes money out in the caller's transaction, with its ledger row; the caller holds the wallet
 * lock (lockWallet, taken before it read the balance), which makes PAYMENT_IN_PROGRESS visible
 * to other calls. The UPDATE only matches while `balance >= amount`, so concurrent debits can
 * never take the balance below zero; a duplicate reference violates the ledger's unique index
 * and rolls the whole transaction back.
 */
export async function debitWallet(tx: Tx, m: Movement): Promise<number> {
  const [row] = await tx
    .update(wallets)
    .set({
      balanceFils: sql`${wallets.balanceFils} - ${m.amountFils}`,
      updatedAt: new Date(),
    })
    .where(and(eq(wallets.userId, m.userId), sql`${wallets.balanceFils} >= ${m.amountFils}`))
    .returning({ balance: wallets.balanceFils });
  if (!row) {
    throw refusal('validation', 'checkout.wallet_balance_insufficient', {
      code: 'INSUFFICIENT_BALANCE',
    });
  }
  await insertLedger(tx, m, 'debit', row.balance);
  return row.balance;
}

/**
 * Adds money (returns credited, refunds to wallet), creating the wallet if needed. Idempotent by
 * reference: a credit already recorded returns the current balance without moving money again.
 */
export async function creditWallet(tx: Tx, m: Movement): Promise<number> {
  await lockWallet(tx, m.userId);
  const [done] = await tx
    .select({ id: walletTransactions.id })
    .from(walletTransactions)
    .where(eq(walletTransactions.reference, m.reference));
  if (done) return walletBalance(tx, m.userId);
  const [row] = await tx
    .insert(wallets)
    .values({ userId: m.userId, balanceFils: m.amountFils })
    .onConflictDoUpdate({
      target: wallets.userId,
      set: { balanceFils: sql`${wallets.balanceFils} + ${m.amountFils}`, updatedAt: new Date() },
    })
    .returning({ balance: wallets.balanceFils });
  const balance = row?.balance ?? 0;
  await insertLedger(tx, m, 'credit', balance);
  return balance;
}

async function insertLedger(tx: Tx, m: Movement, type: 'debit' | 'credit', after: number) {
  await tx.insert(walletTransactions).values({
    userId: m.userId,
    type,
    amountFils: m.amountFils,
    balanceAfterFils: after,
    orderId: m.orderId ?? null,
    orderItemId: m.orderItemId ?? null,
    returnId: m.returnId ?? null,
    note: m.note,
    reference: m.reference,
  });
}

/**
 * Newest first, with the ids of the order and the item each is about; `offset` pages further
 * back (the console's ledger).
 */
export async function recentTransactions(db: Db, userId: string, limit: number, offset = 0) {
  return db
    .select({
      id: walletTransactions.id,
      type: walletTransactions.type,
      amountFils: walletTransactions.amountFils,
      balanceAfterFils: walletTransactions.balanceAfterFils,
      note: walletTransactions.note,
      status: walletTransactions.status,
      createdAt: walletTransactions.createdAt,
      orderId: walletTransactions.orderId,
      orderItemId: walletTransactions.orderItemId,
    })
    .from(walletTransactions)
    .where(eq(walletTransactions.userId, userId))
    .orderBy(desc(walletTransactions.createdAt), desc(walletTransactions.id))
    .limit(limit)
    .offset(offset);
}

/** The movement recorded under `reference`, if any (a retried adjustment finds its first one). */
export async function findMovement(db: Db | Tx, reference: string) {
  const [row] = await db
    .select()
    .from(walletTransactions)
    .where(eq(walletTransactions.reference, reference));
  return row;
}

export async function countTransactions(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(walletTransactions)
    .where(eq(walletTransactions.userId, userId));
  return row?.n ?? 0;
}
