import { eq } from 'drizzle-orm';
import type { Tx } from '#db/client';
import { users } from '#db/schema';

/**
 * Locks the shopper's users row until the transaction ends, so the shopper's checkouts, cancels
 * and address changes run one at a time: a second one waits here and then sees what the first
 * one left (the cart it emptied, the address count it raised). False for a deleted account.
 */
export async function lockShopper(tx: Tx, userId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return rows.length > 0;
}
