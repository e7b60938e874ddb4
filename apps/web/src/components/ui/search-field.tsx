import { useId } from 'react';
import type { FormEvent } from 'react';

import { t } from '../../i18n';
import { Icon } from './icon';

type SearchFieldProps = { className?: string };

/**
 * The storefront's search box. Results (the dropdown) arrive with the search feature; until then
 * submitting does nothing, so Enter never reloads the page.
 */
export function SearchField({ className }: SearchFieldProps) {
  const id = useId();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => event.preventDefault();
  return (
    <form
      role="search"
      className={['search-field', className].filter(Boolean).join(' ')}
      onSubmit={onSubmit}
    >
      <label htmlFor={id} className="sr-only">
        {t('header.searchLabel')}
      </label>
      <Icon name="search" className="search-field__icon" />
      <input
        id={id}
        name="q"
        type="search"
        className="search-field__input"
        placeholder={t('header.searchPlaceholder')}
        autoComplete="off"
        enterKeyHint="search"
      />
    </form>
  );
}
