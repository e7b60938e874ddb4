import type { Tx } from '#db/client';
import { creditNoteFromSource } from '#modules/invoices';
import { tellShopper } from '#modules/notifications';
import { walletBalance } from '#modules/wallet';
import { replacementOf } from './exchange-stock';
import type { ReturnTell } from './return-deps';
import * as repo from './return-repository';

type ReturnMailKind =
  | 'return_received'
  | 'return_accepted'
  | 'return_rejected'
  | 'replacement_shipped'
  | 'return_credited';

const STATUS_MAIL: Partial<Record<string, ReturnMailKind>> = {
  approved_by_shop_owner: 'return_accepted',
  rejected: 'return_rejected',
  replacement_shipped: 'replacement_shipped',
  wallet_credited: 'return_credited',
};

/** The mail a return's new status sends, if any (the codes' steps send theirs with the code). */
export function mailForReturnStatus(status: string): ReturnMailKind | undefined {
  return STATUS_MAIL[status];
}

/**
 * Tells the shopper what happened to their return, inside the caller's transaction (after the
 * change, so the wallet balance in a credit mail is the new one and its credit note is issued).
 */
export async function tellAboutReturn(
  deps: ReturnTell,
  tx: Tx,
  returnId: string,
  kind: ReturnMailKind,
): Promise<void> {
  const found = await repo.findReturn(tx, returnId);
  if (!found) return;
  const { request, item } = found;
  const base = { returnid: request.returnid, itemName: item.name };
  const replacement = replacementOf(request, item);
  // A credit to the wallet issued a credit note (decision 34): the mail carries it.
  const note =
    kind === 'return_credited'
      ? await creditNoteFromSource(tx, request.orderId, `return:${request.id}`)
      : undefined;
  const event =
    kind === 'return_received'
      ? {
          kind,
          ...base,
          quantity: request.quantity,
          returntype: request.returntype,
          replacement,
        }
      : kind === 'return_credited'
        ? {
            kind,
            returnid: request.returnid,
            amountFils: request.creditedFils ?? 0,
            balanceFils: await walletBalance(tx, request.userId),
            creditNote: note?.number ?? null,
          }
        : kind === 'replacement_shipped'
          ? { kind, ...base, replacement }
          : { kind, ...base };
  await tellShopper(deps, tx, {
    userId: request.userId,
    returnId: request.id,
    event,
    attachments: note
      ? [{ kind: 'credit_note', orderId: request.orderId, number: note.number }]
      : [],
  });
}
