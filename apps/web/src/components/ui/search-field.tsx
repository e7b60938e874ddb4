import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent, KeyboardEvent, ReactNode } from 'react';

import { t, tp } from '@/i18n';
import { Icon } from './icon';

type SearchFieldProps<T> = {
  className?: string;
  value: string;
  onValueChange: (value: string) => void;
  /** Matches for the current text (the ARIA listbox's options). */
  items: readonly T[];
  getKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  onPick: (item: T) => void;
  /** Shown in the popup instead of options: 'Searching…', 'No products found…'. */
  status?: ReactNode;
  /** A line under the options, when there are any (the prices' 'incl. VAT'). */
  footer?: ReactNode;
  /**
   * A last option after the matches ('See all 23 results'), chosen like them with a click or
   * the arrow keys and Enter.
   */
  more?: { label: string; onSelect: () => void };
  /** Enter with no option chosen: search for the text itself (the search page). */
  onSubmitText?: (text: string) => void;
};

/**
 * The storefront's search box: an ARIA 1.2 combobox with a listbox popup. Arrow keys move the
 * active option, Enter or a click picks it, Escape closes the popup, and a click outside closes
 * it and clears the text, as the header's search does. What to search and what a pick does is up to
 * the caller, so this stays free of any feature.
 */
export function SearchField<T>({
  className,
  value,
  onValueChange,
  items,
  getKey,
  renderItem,
  onPick,
  status,
  footer,
  more,
  onSubmitText,
}: SearchFieldProps<T>) {
  const id = useId();
  const listId = `${id}-list`;
  const rootRef = useRef<HTMLFormElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  // Only the arrow keys scroll the popup: an option under the mouse is in view already, and
  // scrolling it would move the next option under the pointer.
  const moved = useRef(false);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  const hasText = value.trim() !== '';
  const expanded = open && hasText && (items.length > 0 || status !== undefined);
  const activeItem = expanded && active >= 0 ? items[active] : undefined;
  // The 'more' row follows the matches, and only with them.
  const moreRow = items.length > 0 ? more : undefined;
  const optionCount = items.length + (moreRow ? 1 : 0);
  const moreActive = expanded && moreRow !== undefined && active === items.length;
  const optionId = (index: number) => `${id}-option-${index}`;

  // A click (or tap) outside the box and its popup closes it and clears the text.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (rootRef.current?.contains(event.target as Node)) return;
      setOpen(false);
      setActive(-1);
      onValueChange('');
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, onValueChange]);

  // Focus stays in the box (aria-activedescendant), so the browser does not scroll the popup to
  // the active option by itself: past the popup's edge it would be chosen unseen.
  useEffect(() => {
    if (!moved.current || !expanded || active < 0) return;
    moved.current = false;
    listRef.current?.children[active]?.scrollIntoView({ block: 'nearest' });
  }, [expanded, active]);

  const pick = (item: T) => {
    setOpen(false);
    setActive(-1);
    onPick(item);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (optionCount === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // Positions run from -1 (the text itself) to the last option, and wrap.
      const span = optionCount + 1;
      moved.current = true;
      setActive((current) => ((current + 1 + step + span) % span) - 1);
    } else if (event.key === 'Escape') {
      if (expanded) event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault(); // Enter never reloads the page
    if (moreActive) {
      chooseMore();
      return;
    }
    if (activeItem === undefined && onSubmitText && hasText) {
      setOpen(false);
      setActive(-1);
      onSubmitText(value.trim());
      return;
    }
    const target = activeItem ?? (items.length === 1 ? items[0] : undefined);
    if (target !== undefined) pick(target);
    else setOpen(true);
  };

  const chooseMore = () => {
    setOpen(false);
    setActive(-1);
    moreRow?.onSelect();
  };

  return (
    <form
      ref={rootRef}
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
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={expanded && items.length > 0 ? listId : undefined}
        aria-activedescendant={
          activeItem === undefined && !moreActive ? undefined : optionId(active)
        }
        className="search-field__input"
        placeholder={t('header.searchPlaceholder')}
        autoComplete="off"
        enterKeyHint="search"
        value={value}
        onChange={(event) => {
          onValueChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={onKeyDown}
      />
      <p className="sr-only" role="status">
        {expanded && items.length > 0 ? tp('search.results', items.length) : ''}
      </p>
      <div className="search-field__popup" hidden={!expanded}>
        {items.length > 0 ? (
          <ul
            ref={listRef}
            id={listId}
            role="listbox"
            className="search-field__list"
            aria-label={t('search.resultsLabel')}
          >
            {items.map((item, index) => (
              <li
                key={getKey(item)}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                className="search-field__option"
                onMouseEnter={() => setActive(index)}
                onClick={() => pick(item)}
              >
                {renderItem(item)}
              </li>
            ))}
            {moreRow ? (
              <li
                id={optionId(items.length)}
                role="option"
                aria-selected={moreActive}
                className="search-field__option search-field__more"
                onMouseEnter={() => setActive(items.length)}
                onClick={chooseMore}
              >
                {moreRow.label}
              </li>
            ) : null}
          </ul>
        ) : null}
        {items.length > 0 && footer !== undefined ? (
          <p className="search-field__footer">{footer}</p>
        ) : null}
        {items.length === 0 && status !== undefined ? (
          <div className="search-field__status">{status}</div>
        ) : null}
      </div>
    </form>
  );
}
