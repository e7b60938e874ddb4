import { erasureRefusal, toAed, type ErasureRefusal } from '@store/domain';
import type { Db } from '#db/client';
import type { Clock } from '#platform/clock';
import type { Tx } from '#db/client';
import { refusal, type AppError } from '#platform/errors';
import { recordAdminWrite, type AuditActor } from '#modules/audit';
import {
  accountClosed,
  checkDeletionCode,
  closeAccount,
  invalidCode,
  lockShopper,
  mailDeletionCode,
  openAccountOf,
} from '#modules/auth';
import { forgetCodes } from '#modules/codes';
import { forgetMailsTo } from '#modules/mails';
import { forgetNotificationsOf } from '#modules/notifications';
import { forgetShopperOnOrders, orderStatesOf } from '#modules/orders';
import { forgetCheckoutAddresses, unsettledCardPaymentsOf } from '#modules/payments';
import { clearBagCode } from '#modules/promotions';
import { forgetReturnWords, returnStatesOf } from '#modules/returns';
import { forgetAlertsOf } from '#modules/stock-alerts';
import { closeWallet, walletBalance } from '#modules/wallet';
import { clearTakenOverAccount } from './shopper-sign-in';

/** The refusal as the shopper or the owner reads it: a 409 that names the open order or return. */
function refused(why: ErasureRefusal): AppError {
  switch (why.kind) {
    case 'open_order':
      return refusal('conflict', 'OPEN_ORDER', { params: { ref: why.ref } });
    case 'open_return':
      return refusal('conflict', 'OPEN_RETURN', { params: { ref: why.ref } });
    case 'card_payment_pending':
      return refusal('conflict', 'CARD_PAYMENT_PENDING');
  }
}

/** What keeps the account open, read inside the caller's transaction (or outside one). */
async function refusalOf(db: Db | Tx, userId: string) {
  const orders = await orderStatesOf(db, userId);
  const returns = await returnStatesOf(db, userId);
  const unsettledCardPayments = await unsettledCardPaymentsOf(db, userId);
  return erasureRefusal({ orders, returns, unsettledCardPayments });
}

/**
 * The shopper asks to delete their account: refused at once while an order, a return or a card
 * payment is open (no code is sent then); otherwise a code goes to their email. Answers the
 * code's expiry and the wallet balance the deletion will give up.
 */
/** What closing an account uses: the database, the clock, and the deletion code's mail and key. */
export type ErasureDeps = Parameters<typeof mailDeletionCode>[0] & { db: Db; clock: Clock };

export async function requestAccountDeletion(deps: ErasureDeps, userId: string) {
  const account = await openAccountOf(deps.db, userId);
  if (!account) throw accountClosed();
  const refusal = await refusalOf(deps.db, userId);
  if (refusal) throw refused(refusal);
  const expiresAt = await mailDeletionCode(deps, account);
  return { expiresAt, walletFils: await walletBalance(deps.db, userId) };
}

/**
 * Erases the account in one transaction under the shopper's row lock, which every checkout,
 * cancel and address change takes too, so nothing new can start on the account meanwhile
 * (decision 79). `confirm` checks the shopper's code; the owner's erase has none. In order:
 * what keeps it open, the code, the wallet given up, the address book, bag, bag code and
 * wishlist, the notifications, what the kept orders, returns and card payments say about the
 * person, the mails and codes sent to them, the account itself, and the audit log's entry.
 */
export async function eraseAccount(
  deps: ErasureDeps,
  userId: string,
  actor: AuditActor,
  confirm?: (tx: Tx) => Promise<'valid' | 'expired' | 'invalid' | 'none'>,
) {
  const outcome = await deps.db.transaction(async (tx) => {
    await lockShopper(tx, userId);
    const account = await openAccountOf(tx, userId);
    if (!account) return { kind: 'closed' } as const;
    const refusal = await refusalOf(tx, userId);
    if (refusal) return { kind: 'refused', refusal } as const;
    const check = confirm ? await confirm(tx) : 'valid';
    // A wrong code's counted try commits with the transaction, as a reset code's does.
    if (check !== 'valid') return { kind: 'code', check } as const;

    const walletFils = await closeWallet(tx, userId);
    await clearTakenOverAccount(tx, userId);
    await clearBagCode(tx, userId);
    await forgetNotificationsOf(tx, userId);
    const kept = await forgetShopperOnOrders(tx, userId);
    await forgetReturnWords(tx, userId);
    await forgetCheckoutAddresses(tx, userId);
    await forgetMailsTo(tx, account.email);
    // Back-in-stock alerts name the shopper (or the address a visitor typed): gone with them.
    await forgetAlertsOf(tx, userId, account.email);
    await forgetCodes(tx, [account.email, userId]);
    await closeAccount(tx, userId, deps.clock.now());
    await recordAdminWrite(tx, actor, {
      action: 'customer.erase',
      objectType: 'customer',
      objectId: userId,
      changes: { ...kept, walletForfeitedFils: walletFils },
    });
    return { kind: 'erased', erasure: { ...kept, walletForfeited: toAed(walletFils) } } as const;
  });
  switch (outcome.kind) {
    case 'closed':
      throw accountClosed();
    case 'refused':
      throw refused(outcome.refusal);
    case 'code':
      throw outcome.check === 'expired'
        ? refusal('validation', 'order.otp_has_expired_request_new', { code: 'CODE_EXPIRED' })
        : invalidCode();
    case 'erased':
      return outcome.erasure;
  }
}

/** The shopper's confirm: the erasure, with the code mailed to them checked inside it. */
export const eraseOwnAccount = (
  deps: ErasureDeps,
  userId: string,
  actor: AuditActor,
  code: string,
) => eraseAccount(deps, userId, actor, (tx) => checkDeletionCode(tx, deps, userId, code));
