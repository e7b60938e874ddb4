import { useId } from 'react';
import type { InputHTMLAttributes, ReactNode } from 'react';

import { Field as SharedField, type FieldControl } from '@/components/ui/field';
import { t } from '@/i18n';

type FieldProps = {
  label: string;
  error?: string | undefined;
  hint?: string;
  optional?: boolean;
  className?: string;
  /** Renders the control with the ids that tie it to its label, hint and error. */
  children: (control: FieldControl) => ReactNode;
};

/** A labelled control in checkout's look (the shared field markup, `co-field` classes). */
export function Field({ label, error, hint, optional, className, children }: FieldProps) {
  const id = useId();
  return (
    <SharedField
      id={id}
      block="co-field"
      label={label}
      optional={optional ? t('address.optional') : undefined}
      error={error}
      hint={hint}
      className={className}
    >
      {children}
    </SharedField>
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
