import { sql } from 'drizzle-orm';
import type { Tx } from '#db/client';
import { outgoingMail } from '#db/schema';

/**
 * Deletes every mail the outbox kept for `email` (sent, failed or still queued): their bodies
 * name the person, their orders and addresses, and an erased account is sent nothing more.
 */
export async function forgetMailsTo(tx: Tx, email: string): Promise<void> {
  await tx.delete(outgoingMail).where(sql`lower(${outgoingMail.toAddress}) = lower(${email})`);
}
