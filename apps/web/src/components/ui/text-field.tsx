import { useId, useState } from 'react';
import type { InputHTMLAttributes } from 'react';

import { t } from '@/i18n';
import { Field } from './field';
import './field.css';

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  name: string;
  label: string;
  error?: string | undefined;
  hint?: string;
  /** Marks the field optional: true, the storefront's '(optional)'; a text, that marker (the console's language). */
  optional?: boolean | string;
};

/** A labelled input whose error is tied to it (aria-invalid, aria-describedby) and announced. */
export function TextField({
  label,
  error,
  hint,
  optional,
  type,
  className,
  ...input
}: TextFieldProps) {
  const id = useId();
  const [revealed, setRevealed] = useState(false);
  const isPassword = type === 'password';
  return (
    <Field
      id={id}
      label={label}
      optional={typeof optional === 'string' ? optional : optional ? t('auth.optional') : undefined}
      error={error}
      hint={hint}
      className={className}
    >
      {(control) => (
        <div className="field__control">
          <input
            id={control.id}
            className="field__input"
            type={isPassword && revealed ? 'text' : type}
            aria-invalid={control['aria-invalid']}
            aria-describedby={control['aria-describedby']}
            {...input}
          />
          {isPassword ? (
            <button
              type="button"
              className="field__reveal"
              aria-label={revealed ? t('auth.hidePassword') : t('auth.showPassword')}
              onClick={() => setRevealed((v) => !v)}
            >
              {revealed ? t('auth.hide') : t('auth.show')}
            </button>
          ) : null}
        </div>
      )}
    </Field>
  );
}

/** A form-level failure (server answer, network), announced when it appears. */
export function FormAlert({ message }: { message: string | null }) {
  return (
    <div className="form-alert-slot" role="alert" aria-live="assertive">
      {message ? <p className="form-alert">{message}</p> : null}
    </div>
  );
}
