import type { ReactNode } from 'react';

/**
 * One choice of a short list, as radio buttons under a legend (the return's reason and type, a
 * cancellation's reason). `errorId`: the id of the message saying the group is not answered.
 */
export function ChoiceGroup<T extends string>({
  legend,
  name,
  choices,
  labelOf,
  value,
  onChange,
  errorId,
  children,
}: {
  legend: ReactNode;
  name: string;
  choices: readonly T[];
  labelOf: (choice: T) => string;
  value: string | null;
  onChange: (choice: T) => void;
  errorId?: string | undefined;
  children?: ReactNode;
}) {
  return (
    <fieldset
      className="return-form__group"
      aria-invalid={errorId ? true : undefined}
      aria-describedby={errorId}
    >
      <legend className="return-form__legend">{legend}</legend>
      {choices.map((choice) => (
        <label key={choice} className="return-form__choice">
          <input
            type="radio"
            name={name}
            value={choice}
            checked={value === choice}
            onChange={() => onChange(choice)}
          />
          <span>{labelOf(choice)}</span>
        </label>
      ))}
      {children}
    </fieldset>
  );
}
