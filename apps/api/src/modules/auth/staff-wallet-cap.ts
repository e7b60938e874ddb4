import { formatFils, storeDate } from '@store/domain';
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Tx } from '#db/client';
import { admins, staffWalletDays } from '#db/schema';
import { staffOf } from '#platform/auth';
import { refusal } from '#platform/errors';

export const walletCapReached = (capFils: number, usedFils: number) =>
  refusal('conflict', 'WALLET_CAP_REACHED', {
    params: { cap: formatFils(capFils), used: formatFils(usedFils) },
  });

/**
 * Counts a wallet adjustment against the member's cap for the Dubai day, inside the adjustment's
 * transaction (decision 82). The day's row is added to in one statement, which takes its lock,
 * so parallel adjustments by one member are counted one after another and never pass the cap
 * together; a refused one rolls back with the adjustment. Owners have no cap.
 */
export async function spendWalletAllowance(
  tx: Tx,
  request: FastifyRequest,
  fils: number,
  now: Date,
): Promise<void> {
  const staff = staffOf(request);
  if (staff.role === 'owner') return;
  const [member] = await tx
    .select({ cap: admins.walletDailyCapFils })
    .from(admins)
    .where(eq(admins.id, staff.adminId));
  const cap = member?.cap ?? 0;
  const [day] = await tx
    .insert(staffWalletDays)
    .values({ adminId: staff.adminId, day: storeDate(now), usedFils: fils })
    .onConflictDoUpdate({
      target: [staffWalletDays.adminId, staffWalletDays.day],
      set: { usedFils: sql`${staffWalletDays.usedFils} + ${fils}` },
    })
    .returning({ used: staffWalletDays.usedFils });
  const used = day?.used ?? fils;
  if (used > cap) throw walletCapReached(cap, used - fils);
}
