import { PROMOTION_BATCH_MAX } from '@store/domain';
import { useState } from 'react';

import { ConfirmDialog } from '@/admin/components/confirm-dialog';
import { at } from '@/admin/i18n';
import { NumberBox } from './form-parts';

type GenerateCodesDialogProps = {
  /** The batch's name; null keeps the dialog closed. */
  name: string | null;
  busy: boolean;
  /** The server's message about the count, beside the box. */
  error: string | undefined;
  onGenerate: (count: number) => void;
  onClose: () => void;
};

/** Asks how many new single-use codes a batch gets. */
export function GenerateCodesDialog({
  name,
  busy,
  error,
  onGenerate,
  onClose,
}: GenerateCodesDialogProps) {
  const [count, setCount] = useState('10');
  return (
    <ConfirmDialog
      open={name !== null}
      title={at('promotions.generateTitle')}
      message={at('promotions.generateQuestion', { name: name ?? '' })}
      confirmLabel={at('promotions.generate')}
      busyLabel={at('promotions.generating')}
      busy={busy}
      onConfirm={() => onGenerate(Number(count.trim()))}
      onClose={onClose}
    >
      <NumberBox
        name="count"
        label={at('promotions.generateCount')}
        hint={at('promotions.generateHint', { max: PROMOTION_BATCH_MAX })}
        value={count}
        error={error}
        onChange={setCount}
      />
    </ConfirmDialog>
  );
}
