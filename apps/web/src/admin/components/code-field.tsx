import { DELIVERY_CODE_DIGITS } from '@store/domain';

import { Field } from '@/components/ui/field';
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
  return (
    <Field id={id} label={label} error={error} hint={hint} kind="field--code">
      {(control) => (
        <input
          id={control.id}
          name="otp"
          className="field__input code-field__input"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={DELIVERY_CODE_DIGITS}
          value={value}
          disabled={disabled}
          aria-invalid={control['aria-invalid']}
          aria-describedby={control['aria-describedby']}
          onChange={(event) =>
            onChange(event.target.value.replace(/\D/g, '').slice(0, DELIVERY_CODE_DIGITS))
          }
        />
      )}
    </Field>
  );
}
