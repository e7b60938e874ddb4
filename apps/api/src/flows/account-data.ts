import { accountDataFilename } from '@store/domain';
import type { AccountData, Sent } from '@store/domain/contract';
import type { Db } from '#db/client';
import type { Clock } from '#platform/clock';
import { refusal } from '#platform/errors';
import { savedAddressesOf } from '#modules/addresses';
import { recordAdminWrite, type AuditActor } from '#modules/audit';
import { accountProfile, marketingConsentOf } from '#modules/auth';
import { listNotifications } from '#modules/notifications';
import { orderDuesOf, productsOfOrderItems, shopperOrders } from '#modules/orders';
import { shopperReturns } from '#modules/returns';
import { walletLedgerOf } from '#modules/wallet';

/**
 * A copy of everything the store holds about one shopper, each part from the module that owns
 * it and in the shape the shopper's own pages show: the profile, the address book, the orders
 * with their lines and promotions, the returns, the wallet's whole ledger, the notifications and
 * the choices recorded (the language, and the consent to marketing mail with its history). The download is itself recorded in the audit log, by
 * whoever asked (the shopper, or an admin on the customer's page).
 */
/** What the copy reads: each module's part through its own service, and the clock it is dated by. */
export type AccountDataDeps = Parameters<typeof shopperOrders>[0] &
  Parameters<typeof shopperReturns>[0] &
  Parameters<typeof listNotifications>[0] & { db: Db; clock: Clock };

export async function accountData(
  deps: AccountDataDeps,
  userId: string,
  actor: AuditActor,
): Promise<Sent<AccountData>> {
  const profile = await accountProfile(deps.db, userId);
  if (!profile) throw refusal('not_found', 'customer.customer_not_found', { code: 'NOT_FOUND' });
  const ledgerOrders = { orderDuesOf, productsOfOrderItems };
  const addresses = await savedAddressesOf(deps.db, userId);
  const orders = await shopperOrders(deps, userId);
  const returns = await shopperReturns(deps, userId);
  const wallet = await walletLedgerOf(deps.db, ledgerOrders, userId);
  const notifications = await listNotifications(deps, userId);
  const marketing = await marketingConsentOf(deps.db, userId);
  const now = deps.clock.now();
  await recordAdminWrite(deps.db, actor, {
    action: 'customer.export',
    objectType: 'customer',
    objectId: userId,
    changes: { orders: orders.length, returns: returns.length },
  });
  return {
    success: true,
    exportedAt: now.toISOString(),
    filename: accountDataFilename(now),
    profile,
    addresses,
    orders,
    returns,
    wallet,
    notifications,
    consent: { language: profile.language, marketing },
  };
}
