import { useId } from 'react';

import { at } from '@/admin/i18n';
import type { PromotionFormState } from '../promotion-form-state';
import { Check, NumberBox, Section, type PromotionErrors } from './form-parts';

type PartProps = {
  state: PromotionFormState;
  set: (patch: Partial<PromotionFormState>) => void;
  errors: PromotionErrors;
};

/** Who may use it: a minimum spend or number of items, a first order, a list of emails. */
export function ConditionFields({ state, set, errors }: PartProps) {
  const id = useId();
  const emailsError = errors['conditions.emails'];
  return (
    <Section title={at('promotions.sectionConditions')} error={errors.conditions}>
      <div className="promo-form__row">
        <NumberBox
          name="minSubtotal"
          label={at('promotions.minSubtotal')}
          optional
          decimal
          value={state.minSubtotal}
          error={errors['conditions.minSubtotal']}
          onChange={(minSubtotal) => set({ minSubtotal })}
        />
        <NumberBox
          name="minUnits"
          label={at('promotions.minUnits')}
          optional
          value={state.minUnits}
          error={errors['conditions.minUnits']}
          onChange={(minUnits) => set({ minUnits })}
        />
      </div>
      <Check
        name="firstOrderOnly"
        label={at('promotions.firstOrderOnly')}
        checked={state.firstOrderOnly}
        onChange={(firstOrderOnly) => set({ firstOrderOnly })}
      />
      <div className={emailsError ? 'field field--invalid' : 'field'}>
        <label className="field__label" htmlFor={`${id}-emails`}>
          {at('promotions.emails')}
          <span className="field__optional"> {at('form.optional')}</span>
        </label>
        <textarea
          id={`${id}-emails`}
          name="emails"
          className="field__input promo-form__textarea"
          rows={3}
          dir="ltr"
          maxLength={100_000}
          value={state.emails}
          aria-invalid={emailsError ? true : undefined}
          aria-describedby={`${id}-emails-hint${emailsError ? ` ${id}-emails-error` : ''}`}
          onChange={(event) => set({ emails: event.target.value })}
        />
        <p id={`${id}-emails-hint`} className="field__hint">
          {at('promotions.emailsHint')}
        </p>
        {emailsError ? (
          <p id={`${id}-emails-error`} className="field__error" role="alert">
            {emailsError}
          </p>
        ) : null}
      </div>
    </Section>
  );
}

/** How often it may be used, in total and by one shopper. */
export function LimitFields({ state, set, errors }: PartProps) {
  return (
    <Section
      title={at('promotions.sectionLimits')}
      hint={at('promotions.limitHint')}
      error={errors.limits}
    >
      <div className="promo-form__row">
        <NumberBox
          name="totalUses"
          label={at('promotions.totalUses')}
          optional
          value={state.totalUses}
          error={errors['limits.totalUses']}
          onChange={(totalUses) => set({ totalUses })}
        />
        <NumberBox
          name="perShopper"
          label={at('promotions.perShopper')}
          optional
          value={state.perShopper}
          error={errors['limits.perShopper']}
          onChange={(perShopper) => set({ perShopper })}
        />
      </div>
    </Section>
  );
}

/** Which classes of discount it combines with. */
export function CombineFields({ state, set, errors }: PartProps) {
  return (
    <Section
      title={at('promotions.sectionCombines')}
      hint={at('promotions.combinesHint')}
      error={errors.combinesWith}
    >
      <Check
        name="combinesItem"
        label={at('promotions.combinesItem')}
        checked={state.combinesItem}
        onChange={(combinesItem) => set({ combinesItem })}
      />
      <Check
        name="combinesOrder"
        label={at('promotions.combinesOrder')}
        checked={state.combinesOrder}
        onChange={(combinesOrder) => set({ combinesOrder })}
      />
      <Check
        name="combinesShipping"
        label={at('promotions.combinesShipping')}
        checked={state.combinesShipping}
        onChange={(combinesShipping) => set({ combinesShipping })}
      />
    </Section>
  );
}
