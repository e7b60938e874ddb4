import { colorCode } from '@store/domain';
import { useId, useState } from 'react';
import type { ReactNode } from 'react';

import { t, tp } from '@/i18n';
import type { FacetCount } from '@store/domain/contract';
import { toggleValue } from '../utils/listing-params';
import { catalogueWord } from '@/i18n/content';

/** Long brand lists show this many until the shopper asks for all of them. */
const COLLAPSED_OPTIONS = 8;

export function FilterGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="filter-group">
      <legend className="filter-group__title">{title}</legend>
      {children}
    </fieldset>
  );
}

type MultiProps = {
  options: readonly FacetCount[];
  selected: readonly string[];
  onChange: (next: string[]) => void;
};

/** Brands as checkboxes with their counts; more than 8 collapse behind 'Show all'. */
export function BrandFilter({ options, selected, onChange }: MultiProps) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  // Selected brands stay visible even when they sort past the collapsed list.
  const shown =
    expanded || options.length <= COLLAPSED_OPTIONS
      ? options
      : options.filter((o, i) => i < COLLAPSED_OPTIONS || selected.includes(o.name));
  return (
    <FilterGroup title={t('filters.brand')}>
      <ul id={listId} role="list" className="filter-list">
        {shown.map((option) => (
          <li key={option.name}>
            <label className="check">
              <input
                type="checkbox"
                checked={selected.includes(option.name)}
                onChange={() => onChange(toggleValue(selected, option.name))}
              />
              <span className="check__label">{option.name}</span>
              <span className="check__count">{option.count}</span>
            </label>
          </li>
        ))}
      </ul>
      {options.length > COLLAPSED_OPTIONS ? (
        <button
          type="button"
          className="link-button"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? t('filters.showFewer') : t('filters.showAll', { count: options.length })}
        </button>
      ) : null}
    </FilterGroup>
  );
}

/** Colour names as swatches (fixed codes from the domain; unknown names get a neutral pattern). */
export function ColorFilter({ options, selected, onChange }: MultiProps) {
  return (
    <FilterGroup title={t('filters.color')}>
      <ul role="list" className="swatch-list">
        {options.map((option) => {
          const code = colorCode(option.name);
          return (
            <li key={option.name}>
              <label
                className="swatch-option"
                title={`${catalogueWord(option.name)} (${option.count})`}
              >
                <input
                  type="checkbox"
                  className="sr-only"
                  checked={selected.includes(option.name)}
                  onChange={() => onChange(toggleValue(selected, option.name))}
                />
                <span
                  className={code ? 'swatch' : 'swatch swatch--unknown'}
                  style={code ? { backgroundColor: code } : undefined}
                  aria-hidden="true"
                />
                <span className="swatch-option__name">{catalogueWord(option.name)}</span>
              </label>
            </li>
          );
        })}
      </ul>
    </FilterGroup>
  );
}

/** Sizes as toggle chips with their counts: each keeps products with that size in stock. */
export function SizeFilter({ options, selected, onChange }: MultiProps) {
  return (
    <FilterGroup title={t('filters.size')}>
      <ul role="list" className="size-list">
        {options.map((option) => (
          <li key={option.name}>
            <label className="size-option">
              <input
                type="checkbox"
                className="sr-only"
                checked={selected.includes(option.name)}
                onChange={() => onChange(toggleValue(selected, option.name))}
              />
              <span className="size-option__name">{catalogueWord(option.name)}</span>
              <span className="size-option__count" aria-hidden="true">
                {option.count}
              </span>
              <span className="sr-only">, {tp('filters.productCount', option.count)}</span>
            </label>
          </li>
        ))}
      </ul>
    </FilterGroup>
  );
}

type DiscountProps = {
  steps: readonly number[];
  value: number | undefined;
  onChange: (next: number | undefined) => void;
};

/** Discount steps as radios: each keeps products discounted at least that much. */
export function DiscountFilter({ steps, value, onChange }: DiscountProps) {
  const name = useId();
  const choices: (number | undefined)[] = [undefined, ...steps];
  return (
    <FilterGroup title={t('filters.discount')}>
      <ul role="list" className="filter-list">
        {choices.map((step) => (
          <li key={step ?? 'any'}>
            <label className="check check--radio">
              <input
                type="radio"
                name={name}
                checked={value === step}
                onChange={() => onChange(step)}
              />
              <span className="check__label">
                {step === undefined
                  ? t('filters.anyDiscount')
                  : t('filters.discountStep', { step })}
              </span>
            </label>
          </li>
        ))}
      </ul>
    </FilterGroup>
  );
}
