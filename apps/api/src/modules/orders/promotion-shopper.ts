import type { PromotionShopper } from '@store/domain';
import type { Db, Tx } from '#db/client';
import { findUserById } from '#modules/auth';
import { keptOrderCount } from './order-repository';

/** Who is buying, as promotions' conditions ask: their email and the orders they kept. */
export async function promotionShopper(db: Db | Tx, userId: string): Promise<PromotionShopper> {
  const [user, earlierOrders] = await Promise.all([
    findUserById(db, userId),
    keptOrderCount(db, userId),
  ]);
  return { signedIn: true, email: user?.email.toLowerCase() ?? null, earlierOrders };
}

/** The same question, for a module below orders that is handed it (the bag). */
export type PromotionShopperOf = typeof promotionShopper;
