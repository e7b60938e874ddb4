import { colorCode } from '@store/domain';
import { useId } from 'react';

import { t } from '@/i18n';
import { catalogueWord } from '@/i18n/content';

type OptionGroupProps = {
  kind: 'size' | 'color';
  options: readonly string[];
  value: string | null;
  onChange: (value: string) => void;
  /** Options with nothing left beside the other group's choice: shown 'Sold out' and disabled. */
  soldOut?: ReadonlySet<string>;
  /** Names the error shown under the group ('Please select a size'). */
  errorId?: string;
};

const NONE: ReadonlySet<string> = new Set();

/**
 * Size or colour picker: native radios (arrow keys move between them), styled as chips. A sold
 * out option is a disabled radio whose label says 'Sold out': screen readers still read it (as
 * unavailable) while the arrow keys pass over it.
 */
export function OptionGroup({
  kind,
  options,
  value,
  onChange,
  soldOut = NONE,
  errorId,
}: OptionGroupProps) {
  const name = useId();
  const legend = kind === 'size' ? t('product.size') : t('product.color');
  return (
    <fieldset className={`option-group option-group--${kind}`} aria-describedby={errorId}>
      <legend className="option-group__legend">
        {legend}
        {value ? <span className="option-group__value">: {catalogueWord(value)}</span> : null}
      </legend>
      <div className="option-group__options">
        {options.map((option) => {
          const code = kind === 'color' ? colorCode(option) : undefined;
          const gone = soldOut.has(option);
          return (
            <label
              key={option}
              className={gone ? 'option-chip option-chip--sold-out' : 'option-chip'}
            >
              <input
                type="radio"
                className="sr-only"
                name={name}
                value={option}
                checked={value === option}
                disabled={gone}
                onChange={() => onChange(option)}
              />
              {kind === 'color' ? (
                <span
                  className={code ? 'swatch' : 'swatch swatch--unknown'}
                  style={code ? { backgroundColor: code } : undefined}
                  aria-hidden="true"
                />
              ) : null}
              <span>{catalogueWord(option)}</span>
              {gone ? (
                // The space keeps 'M Sold out' two words for screen readers (flex hides it).
                <>
                  {' '}
                  <span className="option-chip__note">{t('product.soldOut')}</span>
                </>
              ) : null}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
