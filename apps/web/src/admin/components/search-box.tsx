import { useId } from 'react';

import { at } from '../i18n';
import { AdminIcon } from './admin-icon';

type SearchBoxProps = {
  label: string;
  placeholder: string;
  value: string;
  onValueChange: (value: string) => void;
  /** A line under the box ('Type at least 3 characters.'). */
  hint?: string;
  className?: string;
};

/** A labelled search field for admin lists; the page decides when to search (debounce). */
export function SearchBox({
  label,
  placeholder,
  value,
  onValueChange,
  hint,
  className,
}: SearchBoxProps) {
  const id = useId();
  return (
    <form
      role="search"
      className={['admin-search', className].filter(Boolean).join(' ')}
      onSubmit={(event) => event.preventDefault()}
    >
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <AdminIcon name="search" className="admin-search__icon" />
      <input
        id={id}
        type="search"
        className="admin-search__input"
        placeholder={placeholder}
        value={value}
        autoComplete="off"
        enterKeyHint="search"
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => onValueChange(event.target.value)}
      />
      {value ? (
        <button
          type="button"
          className="admin-search__clear"
          aria-label={at('search.clear')}
          onClick={() => onValueChange('')}
        >
          <AdminIcon name="close" />
        </button>
      ) : null}
      {hint ? (
        <p id={`${id}-hint`} className="admin-search__hint">
          {hint}
        </p>
      ) : null}
    </form>
  );
}
