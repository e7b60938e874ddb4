import { useId } from 'react';

type Option<V> = { value: V; label: string };

/** A select's options from its values and how each reads ('all' → 'All statuses'). */
export const optionsOf = <V extends string | number>(
  values: readonly V[],
  label: (value: V) => string,
): Option<V>[] => values.map((value) => ({ value, label: label(value) }));

type FilterSelectProps<V extends string | number> = {
  label: string;
  value: V;
  options: readonly Option<V>[];
  onChange: (value: V) => void;
};

/**
 * One labelled select of a list page's filter bar (Manage Orders, Manage Product): the label
 * above in small capitals, styled by admin.css's filter-bar rules so every bar looks the same.
 * The chosen option's own value is handed back, so numbers stay numbers.
 */
export function FilterSelect<V extends string | number>({
  label,
  value,
  options,
  onChange,
}: FilterSelectProps<V>) {
  const id = useId();
  return (
    <div className="admin-filter">
      <label htmlFor={id} className="admin-filter__label">
        {label}
      </label>
      <select
        id={id}
        className="admin-filter__select"
        value={String(value)}
        onChange={(event) => {
          const chosen = options[event.target.selectedIndex];
          if (chosen) onChange(chosen.value);
        }}
      >
        {options.map((option) => (
          <option key={option.value} value={String(option.value)}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
