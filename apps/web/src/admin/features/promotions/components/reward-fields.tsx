import { TextField } from '@/components/ui/text-field';
import { at } from '@/admin/i18n';
import {
  REWARD_KINDS,
  TARGET_GENDERS,
  TARGETED,
  type PromotionFormState,
} from '../promotion-form-state';
import { Check, Choice, NumberBox, Section, type PromotionErrors } from './form-parts';

type PartProps = {
  state: PromotionFormState;
  set: (patch: Partial<PromotionFormState>) => void;
  errors: PromotionErrors;
};

/** The reward's kind and the numbers that kind takes. */
export function RewardFields({ state, set, errors }: PartProps) {
  const kind = state.reward;
  const percentOff = kind === 'order_percent' || kind === 'items_percent';
  const amountOff = kind === 'order_amount' || kind === 'items_amount';
  return (
    <Section title={at('promotions.sectionReward')} error={errors.reward}>
      <Choice
        name="reward"
        legend={at('promotions.rewardKind')}
        options={REWARD_KINDS}
        label={(option) => at(`promotions.reward.${option}`)}
        value={kind}
        onChange={(reward) => set({ reward })}
        error={errors['reward.kind']}
      />
      {percentOff ? (
        <div className="promo-form__row">
          <NumberBox
            name="percent"
            label={at('promotions.percent')}
            value={state.percent}
            error={errors['reward.percent']}
            onChange={(percent) => set({ percent })}
          />
          <NumberBox
            name="maxDiscount"
            label={at('promotions.maxDiscount')}
            hint={at('promotions.maxDiscountHint')}
            optional
            decimal
            value={state.maxDiscount}
            error={errors['reward.maxDiscount']}
            onChange={(maxDiscount) => set({ maxDiscount })}
          />
        </div>
      ) : null}
      {amountOff ? (
        <NumberBox
          name="amount"
          label={at('promotions.amount')}
          decimal
          value={state.amount}
          error={errors['reward.amount']}
          onChange={(amount) => set({ amount })}
        />
      ) : null}
      {kind === 'buy_x_get_y' ? (
        <div className="promo-form__row">
          <NumberBox
            name="buy"
            label={at('promotions.buy')}
            value={state.buy}
            error={errors['reward.buy']}
            onChange={(buy) => set({ buy })}
          />
          <NumberBox
            name="get"
            label={at('promotions.get')}
            value={state.get}
            error={errors['reward.get']}
            onChange={(get) => set({ get })}
          />
          <NumberBox
            name="getPercent"
            label={at('promotions.getPercent')}
            hint={at('promotions.getPercentHint')}
            value={state.getPercent}
            error={errors['reward.percent']}
            onChange={(getPercent) => set({ getPercent })}
          />
        </div>
      ) : null}
    </Section>
  );
}

/** Which items a targeted reward looks at: lists of products, categories and so on. */
export function TargetFields({ state, set, errors }: PartProps) {
  if (!TARGETED.has(state.reward)) return null;
  const list = (name: 'productIds' | 'categories' | 'subcategories' | 'brands') => (
    <TextField
      name={name}
      label={at(`promotions.${name}`)}
      optional={at('form.optional')}
      value={state[name]}
      maxLength={4000}
      autoComplete="off"
      error={errors[`reward.target.${name}`]}
      onChange={(event) => set({ [name]: event.target.value })}
    />
  );
  const toggleGender = (gender: string, on: boolean) =>
    set({
      genders: on
        ? [...state.genders, gender]
        : state.genders.filter((chosen) => chosen !== gender),
    });
  return (
    <Section
      title={at('promotions.sectionTarget')}
      hint={at('promotions.targetHint')}
      error={errors['reward.target']}
    >
      {list('productIds')}
      {list('categories')}
      {list('subcategories')}
      {list('brands')}
      <fieldset className="promo-form__choice">
        <legend className="field__label">{at('promotions.genders')}</legend>
        {TARGET_GENDERS.map((gender) => (
          <Check
            key={gender}
            name="genders"
            label={at(`promotions.gender.${gender}`)}
            checked={state.genders.includes(gender)}
            onChange={(on) => toggleGender(gender, on)}
          />
        ))}
      </fieldset>
      <Check
        name="excludeOnSale"
        label={at('promotions.excludeOnSale')}
        checked={state.excludeOnSale}
        onChange={(excludeOnSale) => set({ excludeOnSale })}
      />
    </Section>
  );
}
