import { useId, useState } from 'react';
import type { InputHTMLAttributes } from 'react';

import { t } from '@/i18n';
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
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div
      className={['field', error ? 'field--invalid' : null, className].filter(Boolean).join(' ')}
    >
      <label className="field__label" htmlFor={id}>
        {label}
        {optional ? (
          <span className="field__optional">
            {' '}
            {typeof optional === 'string' ? optional : t('auth.optional')}
          </span>
        ) : null}
      </label>
      <div className="field__control">
        <input
          id={id}
          className="field__input"
          type={isPassword && revealed ? 'text' : type}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
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

/** A form-level failure (server answer, network), announced when it appears. */
export function FormAlert({ message }: { message: string | null }) {
  return (
    <div className="form-alert-slot" role="alert" aria-live="assertive">
      {message ? <p className="form-alert">{message}</p> : null}
    </div>
  );
}
