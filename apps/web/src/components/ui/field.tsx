import type { ReactNode } from 'react';

/** What ties a control to its field: its id, and its state and description for screen readers. */
export type FieldControl = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

type FieldProps = {
  /** The control's id; the hint and the error take it with `-hint` and `-error`. */
  id: string;
  label: string;
  /** The marker after the label of a field that may stay empty ('(optional)'). */
  optional?: string | undefined;
  error?: string | null | undefined;
  hint?: ReactNode;
  /** A modifier class right after the block's own (`field--code`). */
  kind?: string | undefined;
  /** Classes after `field` (and `field--invalid` while it shows an error). */
  className?: string | undefined;
  /** The class block its parts are named by: `field`, or checkout's own `co-field` look. */
  block?: 'field' | 'co-field';
  /** Renders the control (in a `field__control` box where it has one) with `control`'s props. */
  children: (control: FieldControl) => ReactNode;
};

/**
 * A labelled control with its hint and its error, which is tied to it (aria-invalid,
 * aria-describedby) and announced: the one field markup of the storefront and the console.
 * Its look comes with the block's stylesheet, which the caller imports (field.css for `field`).
 */
export function Field({
  id,
  label,
  optional,
  error,
  hint,
  kind,
  className,
  block = 'field',
  children,
}: FieldProps) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div
      className={[block, kind, error ? `${block}--invalid` : null, className]
        .filter(Boolean)
        .join(' ')}
    >
      <label className={`${block}__label`} htmlFor={id}>
        {label}
        {optional ? <span className={`${block}__optional`}> {optional}</span> : null}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {hint ? (
        <p id={`${id}-hint`} className={`${block}__hint`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={`${block}__error`} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
