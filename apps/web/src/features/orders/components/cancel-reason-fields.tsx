import { CANCEL_NOTE_MAX_CHARS, CANCEL_REASON_WORDS, CANCEL_REASONS } from '@store/domain';
import type { CancelReason } from '@store/domain';
import { useId } from 'react';

import { getLocale } from '@/i18n';
import { cancelText } from '../i18n/cancel-request-text';
import { ChoiceGroup } from './choice-group';

export type CancelWhy = { reason: CancelReason | null; note: string };
export const NO_REASON: CancelWhy = { reason: null, note: '' };

/**
 * Why the shopper asks to cancel a shipped order: one reason of the list and a note, both
 * optional (the owner reads them before asking the courier to bring the parcel back).
 */
export function CancelReasonFields({
  value,
  onChange,
}: {
  value: CancelWhy;
  onChange: (next: CancelWhy) => void;
}) {
  const id = useId();
  const words = CANCEL_REASON_WORDS[getLocale()];
  return (
    <div className="return-form">
      <ChoiceGroup
        legend={
          <>
            {cancelText('reasonLegend')}{' '}
            <span className="return-form__optional">{cancelText('optional')}</span>
          </>
        }
        name="cancel-reason"
        choices={CANCEL_REASONS}
        labelOf={(reason) => words[reason]}
        value={value.reason}
        onChange={(reason) => onChange({ ...value, reason })}
      />
      <div className="return-form__field">
        <label className="return-form__legend" htmlFor={`${id}-note`}>
          {cancelText('noteLabel')}{' '}
          <span className="return-form__optional">{cancelText('optional')}</span>
        </label>
        <textarea
          id={`${id}-note`}
          className="return-form__textarea"
          rows={3}
          maxLength={CANCEL_NOTE_MAX_CHARS}
          value={value.note}
          onChange={(event) => onChange({ ...value, note: event.target.value })}
        />
      </div>
    </div>
  );
}

/** The request's body fields: only what the shopper gave. */
export function whyPayload(why: CancelWhy): { reason?: CancelReason; note?: string } {
  const note = why.note.trim();
  return { ...(why.reason ? { reason: why.reason } : {}), ...(note ? { note } : {}) };
}
