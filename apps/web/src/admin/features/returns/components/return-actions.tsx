import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { useFocusRescue } from '@/lib/use-focus-rescue';
import { ConfirmDialog } from '@/admin/components/confirm-dialog';
import { at } from '@/admin/i18n';
import { useCan } from '@/admin/lib/admin-member';
import { useCreditWallet } from '../api/credit-wallet';
import { useDeleteReturn } from '../api/delete-return';
import { useSendReturnCode } from '../api/send-return-code';
import { useUpdateReturnStatus } from '../api/update-return-status';
import type { AdminReturn } from '@store/domain/contract';
import { actionsFor, type ReturnAction } from '../utils/return-actions';
import { failureMessage } from '@/admin/lib/failure-message';
import { completionOf } from '../utils/return-view';
import { ReturnCodeDialog } from './return-code-dialog';
import { catalogueName, formatAed } from '@/admin/lib/admin-format';

/** What a finished return says instead of buttons. */
function CompletionText({ ret }: { ret: AdminReturn }) {
  const done = completionOf(ret);
  if (!done) return null;
  const text =
    done.kind === 'credited'
      ? at('returns.done.credited', { amount: formatAed(done.amount) })
      : at(`returns.done.${done.kind}`);
  return (
    <p className={`return-done return-done--${done.kind}`} tabIndex={-1}>
      {text}
    </p>
  );
}

/**
 * The buttons a return's status allows (utils/return-actions.ts), their confirmations (Reject,
 * Ship replacement, Delete), the code dialog, and the completion text once it is finished.
 */
export function ReturnActions({ ret }: { ret: AdminReturn }) {
  const toast = useToast();
  const update = useUpdateReturnStatus();
  const remove = useDeleteReturn();
  const send = useSendReturnCode();
  const credit = useCreditWallet();
  const [confirming, setConfirming] = useState<ReturnAction | null>(null);
  const [codeStep, setCodeStep] = useState<'pickup' | 'delivery' | null>(null);
  const busy = update.isPending || remove.isPending || send.isPending || credit.isPending;
  // Accept gives way to the next step's buttons, the last step to the completion text: focus
  // follows instead of dropping to <body>.
  const rescue = useFocusRescue((box) => box?.querySelector<HTMLElement>('.return-done'));

  const move = (to: AdminReturn['status']) =>
    update.mutate(
      { return_id: ret._id, status: to },
      {
        onSuccess: () => toast(at('returns.statusUpdated')),
        onError: (error) => toast(failureMessage(error, at('returns.updateError')), 'error'),
        onSettled: () => setConfirming(null),
      },
    );

  const sendCode = (step: 'pickup' | 'delivery') =>
    send.mutate(ret._id, {
      onSuccess: () => {
        toast(at('returns.code.sent'));
        setCodeStep(step);
      },
      onError: (error) =>
        toast(
          failureMessage(error, at('returns.code.sendError'), at('returns.code.sendErrorUnknown')),
          'error',
        ),
    });

  const creditNow = () =>
    credit.mutate(
      { returnid: ret._id, amount: ret.product.price * ret.quantity },
      {
        onSuccess: (answer) =>
          toast(
            at(answer.alreadyWalletCredited ? 'returns.alreadyCredited' : 'returns.credited', {
              amount: formatAed(answer.amount),
            }),
          ),
        onError: (error) =>
          toast(
            failureMessage(error, at('returns.creditError'), at('returns.creditErrorUnknown')),
            'error',
          ),
      },
    );

  // Accept and Schedule pickup happen at once; Reject, Ship replacement and Delete ask first.
  const run = (action: ReturnAction) => {
    if (action.kind === 'code') sendCode(action.step);
    else if (action.kind === 'credit') creditNow();
    else if (action.kind === 'move' && (action.name === 'accept' || action.name === 'schedule')) {
      move(action.to);
    } else setConfirming(action);
  };

  const confirm = () => {
    if (!confirming) return;
    if (confirming.kind === 'move') {
      move(confirming.to);
      return;
    }
    if (confirming.kind !== 'delete') return;
    remove.mutate(ret._id, {
      onSuccess: () => toast(at('returns.deleted')),
      onError: (error) => toast(failureMessage(error, at('returns.deleteError')), 'error'),
      onSettled: () => setConfirming(null),
    });
  };

  const can = useCan();
  // Only the steps the member's role may take (the server refuses the others all the same).
  const actions = actionsFor(ret).filter((action) => can(action.permission));
  const { product } = ret;
  const dialogText = confirming
    ? confirming.name === 'reject'
      ? {
          title: at('returns.confirm.rejectTitle'),
          message: at('returns.confirm.reject', { id: ret.returnid, name: product.name }),
          detail: at('returns.confirm.rejectDetail'),
          label: at('returns.action.reject'),
        }
      : confirming.name === 'ship'
        ? {
            title: at('returns.confirm.shipTitle'),
            message: at('returns.confirm.ship', { id: ret.returnid }),
            // The colour and size sent: an exchange's, held from stock since the request.
            detail: at('returns.confirm.shipSent', {
              quantity: ret.quantity,
              name: product.name,
              colour: catalogueName(ret.replacement?.color ?? product.selections.color),
              size: catalogueName(ret.replacement?.size ?? product.selections.size),
            }),
            label: at('returns.action.ship'),
          }
        : {
            title: at('returns.confirm.deleteTitle'),
            message: at('returns.confirm.delete', { id: ret.returnid }),
            detail: at('returns.confirm.deleteDetail'),
            label: at('returns.action.delete'),
          }
    : null;

  return (
    <div className="return-actions" onFocus={rescue.onFocus}>
      <CompletionText ret={ret} />
      {actions.length > 0 ? (
        <div className="return-actions__buttons">
          {actions.map((action) => {
            const label = at(`returns.action.${action.name}`);
            const danger = action.name === 'reject' || action.name === 'delete';
            return (
              <Button
                key={action.name}
                variant={danger ? 'secondary' : 'primary'}
                className={`${danger ? 'return-actions__danger ' : ''}return-actions__button`}
                aria-label={at('returns.action.label', { action: label, id: ret.returnid })}
                busy={busy}
                onClick={() => run(action)}
              >
                {label}
              </Button>
            );
          })}
        </div>
      ) : null}
      {/* Both dialogs stay mounted and close through `open`: the browser then returns focus to
          the button that opened them, which unmounting an open dialog would drop to <body>. */}
      <ConfirmDialog
        open={dialogText !== null}
        title={dialogText?.title ?? ''}
        message={dialogText?.message ?? ''}
        detail={dialogText?.detail}
        confirmLabel={dialogText?.label ?? ''}
        tone={confirming?.name === 'ship' ? 'primary' : 'danger'}
        busy={update.isPending || remove.isPending}
        {...(confirming?.kind === 'delete' ? { busyLabel: at('returns.confirm.deleting') } : {})}
        onConfirm={confirm}
        onClose={() => setConfirming(null)}
      />
      <ReturnCodeDialog
        ret={ret}
        step={codeStep ?? 'pickup'}
        open={codeStep !== null}
        onClose={() => setCodeStep(null)}
      />
    </div>
  );
}
