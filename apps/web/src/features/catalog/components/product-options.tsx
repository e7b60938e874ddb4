import { colorCode } from '@store/domain';
import { useId } from 'react';

import { t } from '../../../i18n';

type OptionGroupProps = {
  kind: 'size' | 'color';
  options: readonly string[];
  value: string | null;
  onChange: (value: string) => void;
  /** Names the error shown under the group ('Please select a size'). */
  errorId?: string;
};

/** Size or colour picker: native radios (arrow keys move between them), styled as chips. */
export function OptionGroup({ kind, options, value, onChange, errorId }: OptionGroupProps) {
  const name = useId();
  const legend = kind === 'size' ? t('product.size') : t('product.color');
  return (
    <fieldset className={`option-group option-group--${kind}`} aria-describedby={errorId}>
      <legend className="option-group__legend">
        {legend}
        {value ? <span className="option-group__value">: {value}</span> : null}
      </legend>
      <div className="option-group__options">
        {options.map((option) => {
          const code = kind === 'color' ? colorCode(option) : undefined;
          return (
            <label key={option} className="option-chip">
              <input
                type="radio"
                className="sr-only"
                name={name}
                value={option}
                checked={value === option}
                onChange={() => onChange(option)}
              />
              {kind === 'color' ? (
                <span
                  className={code ? 'swatch' : 'swatch swatch--unknown'}
                  style={code ? { backgroundColor: code } : undefined}
                  aria-hidden="true"
                />
              ) : null}
              <span>{option}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
