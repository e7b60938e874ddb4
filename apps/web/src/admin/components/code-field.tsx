import { DELIVERY_CODE_DIGITS } from '@store/domain';

import '@/components/ui/field.css';

type CodeFieldProps = {
  id: string;
  label: string;
  value: string;
  onChange: (digits: string) => void;
  disabled: boolean;
  error?: string | null;
  hint?: string;
};

/**
 * The field for a code the shopper reads out at the door (delivery or pickup): digits only and
 * no more than a code has, so a stray space or letter never reaches the server as a wrong try.
 */
export function CodeField({ id, label, value, onChange, disabled, error, hint }: CodeFieldProps) {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={error ? 'field field--code field--invalid' : 'field field--code'}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        name="otp"
        className="field__input code-field__input"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={DELIVERY_CODE_DIGITS}
        value={value}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) =>
          onChange(event.target.value.replace(/\D/g, '').slice(0, DELIVERY_CODE_DIGITS))
        }
      />
      {hint ? (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
