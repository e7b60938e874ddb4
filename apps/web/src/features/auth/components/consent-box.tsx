import { useId } from 'react';

import { marketingText as t } from '../i18n/marketing-text';
import '../marketing.css';

/** The box for reminders and offers by mail: unticked until the shopper ticks it. */
export function ConsentBox({
  checked,
  onChange,
  disabled = false,
  hint = true,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  hint?: boolean;
}) {
  const hintId = useId();
  return (
    <label className="consent-box">
      <input
        type="checkbox"
        name="marketingConsent"
        checked={checked}
        disabled={disabled}
        aria-describedby={hint ? hintId : undefined}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span>{t('box')}</span>
      {hint ? (
        <span id={hintId} className="consent-box__hint">
          {t('boxHint')}
        </span>
      ) : null}
    </label>
  );
}
