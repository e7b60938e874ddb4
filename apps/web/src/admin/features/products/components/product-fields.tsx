import {
  DISCOUNT_MAX_PERCENT,
  DISCOUNT_MIN_PERCENT,
  PRODUCT_PRICE_MAX_AED,
  PRODUCT_STOCK_MAX,
} from '@store/domain';
import { useId } from 'react';
import type { ReactNode } from 'react';

import { TextField } from '@/components/ui/text-field';
import { at } from '@/admin/i18n';
import {
  CATEGORY_OPTIONS,
  GENDER_OPTIONS,
  OTHER_CATEGORY,
  type ProductFields as Fields,
} from '../utils/product-form-state';
import { catalogueName } from '@/admin/lib/admin-format';
import { useStoreConfig } from '@/lib/store-config';
import { vatNote } from '../utils/vat-note';

type ProductFieldsProps = {
  fields: Fields;
  onChange: (patch: Partial<Fields>) => void;
  /** The stock grid's total once the owner typed in the grid: Stock then only shows it. */
  gridTotal?: number | undefined;
  /** A refused submit's messages by field (the schema's names), each shown beside its field. */
  errors?: Partial<Record<string, string>>;
};

type LabelledProps = {
  label: string;
  error?: string | undefined;
  /** The control, given its id and the attributes that tie the error to it. */
  children: (id: string, invalid: InvalidProps) => ReactNode;
};
type InvalidProps = { 'aria-invalid'?: true; 'aria-describedby'?: string };

function Labelled({ label, error, children }: LabelledProps) {
  const id = useId();
  const invalid: InvalidProps = error
    ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` }
    : {};
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children(id, invalid)}
      {error ? (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The product's own fields: name, brand, prices with two decimals, stock,
 * discount, category (Others reveals a custom one), gender and description.
 */
export function ProductFields({ fields, onChange, gridTotal, errors = {} }: ProductFieldsProps) {
  const includeVat = useStoreConfig().data?.prices?.includeVat;
  // Under each price: whether it holds its VAT, and what shoppers see for it, as it is typed.
  const vat = (name: 'price' | 'originalPrice') => {
    const note = vatNote(fields[name], includeVat);
    return note ? { hint: note } : {};
  };
  const text = (name: keyof Fields) => ({
    name,
    value: fields[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => onChange({ [name]: event.target.value }),
  });
  return (
    <div className="product-fields">
      <TextField label={at('form.name')} maxLength={200} required {...text('name')} />
      <TextField label={at('form.brand')} maxLength={100} required {...text('brand')} />
      <TextField
        label={at('form.price')}
        type="number"
        inputMode="decimal"
        min={0}
        max={PRODUCT_PRICE_MAX_AED}
        step={0.01}
        required
        {...vat('price')}
        {...text('price')}
      />
      <TextField
        label={at('form.originalPrice')}
        type="number"
        inputMode="decimal"
        min={0}
        max={PRODUCT_PRICE_MAX_AED}
        step={0.01}
        optional={at('form.optional')}
        {...vat('originalPrice')}
        {...text('originalPrice')}
      />
      <TextField
        label={at('form.discount')}
        type="number"
        inputMode="numeric"
        min={DISCOUNT_MIN_PERCENT}
        max={DISCOUNT_MAX_PERCENT}
        step={1}
        optional={at('form.optional')}
        {...text('discount')}
      />
      {gridTotal === undefined ? (
        <TextField
          label={at('form.stock')}
          type="number"
          inputMode="numeric"
          min={0}
          max={PRODUCT_STOCK_MAX}
          step={1}
          required
          {...text('stock')}
        />
      ) : (
        <TextField
          label={at('form.stock')}
          name="stock"
          type="number"
          readOnly
          value={String(gridTotal)}
          hint={at('stock.fromGrid')}
        />
      )}
      <Labelled
        label={at('form.category')}
        error={fields.category === OTHER_CATEGORY ? undefined : errors.category}
      >
        {(id, invalid) => (
          <select
            id={id}
            {...invalid}
            className="field__input"
            required
            value={fields.category}
            onChange={(event) => onChange({ category: event.target.value })}
          >
            <option value="">{at('form.categoryPick')}</option>
            {CATEGORY_OPTIONS.map((c) => (
              <option key={c} value={c}>
                {catalogueName(c)}
              </option>
            ))}
            <option value={OTHER_CATEGORY}>{at('form.categoryOthers')}</option>
          </select>
        )}
      </Labelled>
      {fields.category === OTHER_CATEGORY ? (
        <TextField
          label={at('form.customCategory')}
          maxLength={100}
          required
          {...text('customCategory')}
          error={errors.category}
        />
      ) : null}
      <Labelled label={at('form.gender')} error={errors.gender}>
        {(id, invalid) => (
          <select
            id={id}
            {...invalid}
            className="field__input"
            required
            value={fields.gender}
            onChange={(event) => onChange({ gender: event.target.value })}
          >
            <option value="">{at('form.genderPick')}</option>
            {GENDER_OPTIONS.map((g) => (
              <option key={g} value={g}>
                {at(`form.gender.${g}`)}
              </option>
            ))}
          </select>
        )}
      </Labelled>
      <div className="product-fields__wide">
        <Labelled label={at('form.description')} error={errors.description}>
          {(id, invalid) => (
            <textarea
              id={id}
              {...invalid}
              className="field__input product-fields__description"
              rows={5}
              maxLength={5000}
              required
              value={fields.description}
              onChange={(event) => onChange({ description: event.target.value })}
            />
          )}
        </Labelled>
      </div>
      <TextField
        label={at('form.nameAr')}
        maxLength={200}
        dir="rtl"
        lang="ar"
        hint={at('form.arabicHint')}
        {...text('nameAr')}
      />
      <div className="product-fields__wide">
        <Labelled label={at('form.descriptionAr')}>
          {(id) => (
            <textarea
              id={id}
              className="field__input product-fields__description"
              rows={5}
              maxLength={5000}
              dir="rtl"
              lang="ar"
              value={fields.descriptionAr}
              onChange={(event) => onChange({ descriptionAr: event.target.value })}
            />
          )}
        </Labelled>
      </div>
    </div>
  );
}
