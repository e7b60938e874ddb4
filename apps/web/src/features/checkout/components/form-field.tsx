import { useId } from 'react';
import type { InputHTMLAttributes, ReactNode } from 'react';

import { t } from '@/i18n';

type FieldProps = {
  label: string;
  error?: string | undefined;
  hint?: string;
  optional?: boolean;
  className?: string;
  /** Renders the control with the ids that tie it to its label, hint and error. */
  children: (control: {
    id: string;
    'aria-invalid': true | undefined;
    'aria-describedby': string | undefined;
  }) => ReactNode;
};

/** A labelled control whose error is tied to it (aria-invalid, aria-describedby) and announced. */
export function Field({ label, error, hint, optional, className, children }: FieldProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');
  const classes = ['co-field', error ? 'co-field--invalid' : null, className];
  return (
    <div className={classes.filter(Boolean).join(' ')}>
      <label className="co-field__label" htmlFor={id}>
        {label}
        {optional ? <span className="co-field__optional"> {t('address.optional')}</span> : null}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {hint ? (
        <p id={`${id}-hint`} className="co-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="co-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

type TextInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  name: string;
  label: string;
  error?: string | undefined;
  hint?: string;
  optional?: boolean;
  className?: string;
};

/** A text input in a Field. */
export function TextInput({ label, error, hint, optional, className, ...input }: TextInputProps) {
  return (
    <Field label={label} error={error} hint={hint} optional={optional} className={className}>
      {(control) => <input className="co-field__input" {...control} {...input} />}
    </Field>
  );
}
