import { useId, type ReactNode } from 'react';

import { TextField } from '@/components/ui/text-field';
import { at } from '@/admin/i18n';

/** A refusal's message for each field the server named ('nameEn', 'reward.percent', 'reward'). */
export type PromotionErrors = Readonly<Record<string, string>>;

type SectionProps = {
  title: string;
  hint?: string;
  /** The server's message about the section as a whole ('reward', 'conditions'). */
  error?: string | undefined;
  children: ReactNode;
};

/** One card of the form: a fieldset named by its legend, with a hint and the section's error. */
export function Section({ title, hint, error, children }: SectionProps) {
  const id = useId();
  return (
    <fieldset
      className="admin-card promo-form__section"
      aria-describedby={[hint ? `${id}-hint` : '', error ? `${id}-error` : '']
        .filter(Boolean)
        .join(' ')}
    >
      <legend className="admin-section-title promo-form__legend">{title}</legend>
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
      {children}
    </fieldset>
  );
}

type NumberBoxProps = {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: string;
  optional?: boolean;
  /** Decimals for money, whole numbers for counts and percentages. */
  decimal?: boolean;
};

/**
 * A number typed as text (an empty box means none): left to right in both languages, so an
 * amount reads the same in an Arabic page.
 */
export function NumberBox({
  name,
  label,
  value,
  onChange,
  error,
  hint,
  optional = false,
  decimal = false,
}: NumberBoxProps) {
  return (
    <TextField
      name={name}
      label={label}
      value={value}
      inputMode={decimal ? 'decimal' : 'numeric'}
      dir="ltr"
      maxLength={12}
      autoComplete="off"
      error={error}
      {...(hint ? { hint } : {})}
      {...(optional ? { optional: at('form.optional') } : {})}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

type CheckProps = {
  name: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
};

/** A labelled checkbox. */
export function Check({ name, label, checked, onChange }: CheckProps) {
  return (
    <label className="promo-form__check">
      <input
        type="checkbox"
        name={name}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span>{label}</span>
    </label>
  );
}

type ChoiceProps<T extends string> = {
  name: string;
  legend: string;
  options: readonly T[];
  label: (option: T) => string;
  value: T;
  onChange: (value: T) => void;
  error?: string | undefined;
  /** Shown but not changeable (a saved promotion keeps its kind). */
  disabled?: boolean;
};

/** One choice of a few, as radio buttons (arrow keys move between them). */
export function Choice<T extends string>({
  name,
  legend,
  options,
  label,
  value,
  onChange,
  error,
  disabled = false,
}: ChoiceProps<T>) {
  const id = useId();
  return (
    <fieldset
      className={error ? 'promo-form__choice field--invalid' : 'promo-form__choice'}
      aria-describedby={error ? `${id}-error` : undefined}
      disabled={disabled}
    >
      <legend className="field__label">{legend}</legend>
      {options.map((option) => (
        <label key={option} className="promo-form__check">
          <input
            type="radio"
            name={name}
            value={option}
            checked={value === option}
            onChange={() => onChange(option)}
          />
          <span>{label(option)}</span>
        </label>
      ))}
      {error ? (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
