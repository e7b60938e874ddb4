import { PROMOTION_BATCH_MAX, PROMOTION_KINDS } from '@store/domain';
import { useState, type FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { FormAlert, TextField } from '@/components/ui/text-field';
import { useToast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { useFirstErrorFocus } from '@/lib/use-first-error-focus';
import { adminLanguage, at } from '@/admin/i18n';
import { failureMessage } from '@/admin/lib/failure-message';
import { useSavePromotion } from '../api/save-promotion';
import { promotionPayload, promotionWords, type PromotionFormState } from '../promotion-form-state';
import { CombineFields, ConditionFields, LimitFields } from './condition-fields';
import { Choice, NumberBox, Section, type PromotionErrors } from './form-parts';
import { PromotionSummary } from './promotion-summary';
import { RewardFields, TargetFields } from './reward-fields';

type PromotionFormProps = {
  /** The promotion being edited; null for a new one. */
  promotionId: string | null;
  initial: PromotionFormState;
  /** After a save, or Cancel. */
  onDone: () => void;
};

const KIND_LABELS = {
  automatic: 'promotions.kindAutomatic',
  code: 'promotions.kindCode',
  batch: 'promotions.kindBatch',
} as const;

/**
 * Create or edit a promotion: names, how shoppers get it, when it runs, the reward and the items
 * it looks at, conditions, limits and what it combines with, with the promotion in words above
 * the save button. The server checks it; each field it refuses shows its message beside it.
 */
export function PromotionForm({ promotionId, initial, onDone }: PromotionFormProps) {
  const toast = useToast();
  const save = useSavePromotion();
  const [state, setState] = useState(initial);
  const [errors, setErrors] = useState<PromotionErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const { formRef, focusFirstError } = useFirstErrorFocus();

  const set = (patch: Partial<PromotionFormState>) => setState((now) => ({ ...now, ...patch }));
  const field = (name: 'nameEn' | 'nameAr' | 'code' | 'prefix') => ({
    name,
    value: state[name],
    error: errors[name] ?? (name === 'prefix' ? errors['batch.prefix'] : undefined),
    onChange: (event: { target: { value: string } }) => set({ [name]: event.target.value }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    setFailure(null);
    save.mutate(
      { id: promotionId, payload: promotionPayload(state) },
      {
        onSuccess: () => {
          toast(at(promotionId ? 'promotions.updated' : 'promotions.created'), 'success');
          onDone();
        },
        onError: (error) => {
          const fields = error instanceof ApiError ? error.fields : undefined;
          setErrors(fields ?? {});
          setFailure(failureMessage(error, at('promotions.saveFailed')));
          if (fields) focusFirstError();
        },
      },
    );
  };

  return (
    <form ref={formRef} className="promo-form" onSubmit={submit} noValidate>
      <FormAlert message={failure} />
      <Section title={at('promotions.sectionName')}>
        <TextField
          label={at('promotions.nameEn')}
          maxLength={100}
          required
          dir="ltr"
          lang="en"
          {...field('nameEn')}
        />
        <TextField
          label={at('promotions.nameAr')}
          maxLength={100}
          required
          dir="rtl"
          lang="ar"
          {...field('nameAr')}
        />
        <Choice
          name="kind"
          legend={at('promotions.kind')}
          options={PROMOTION_KINDS}
          label={(kind) => at(KIND_LABELS[kind])}
          value={state.kind}
          onChange={(kind) => set({ kind })}
          error={errors.kind}
          disabled={promotionId !== null}
        />
        {state.kind === 'code' ? (
          <TextField
            label={at('promotions.code')}
            hint={at('promotions.codeHint')}
            maxLength={32}
            dir="ltr"
            autoComplete="off"
            spellCheck={false}
            className="promo-form__code"
            {...field('code')}
          />
        ) : null}
        {state.kind === 'batch' ? (
          <div className="promo-form__row">
            <TextField
              label={at('promotions.prefix')}
              hint={at('promotions.prefixHint')}
              maxLength={12}
              dir="ltr"
              autoComplete="off"
              spellCheck={false}
              className="promo-form__code"
              {...field('prefix')}
            />
            {promotionId ? null : (
              <NumberBox
                name="count"
                label={at('promotions.count')}
                hint={at('promotions.countHint', { max: PROMOTION_BATCH_MAX })}
                value={state.count}
                error={errors['batch.count'] ?? errors.batch}
                onChange={(count) => set({ count })}
              />
            )}
          </div>
        ) : null}
      </Section>
      <Section title={at('promotions.sectionDates')}>
        <div className="promo-form__row">
          <TextField
            name="startsAt"
            type="datetime-local"
            label={at('promotions.startsAt')}
            required
            value={state.startsAt}
            error={errors.startsAt}
            onChange={(event) => set({ startsAt: event.target.value })}
          />
          <TextField
            name="endsAt"
            type="datetime-local"
            label={at('promotions.endsAt')}
            hint={at('promotions.endsHint')}
            optional={at('form.optional')}
            value={state.endsAt}
            error={errors.endsAt}
            onChange={(event) => set({ endsAt: event.target.value })}
          />
        </div>
      </Section>
      <RewardFields state={state} set={set} errors={errors} />
      <TargetFields state={state} set={set} errors={errors} />
      <ConditionFields state={state} set={set} errors={errors} />
      <LimitFields state={state} set={set} errors={errors} />
      <CombineFields state={state} set={set} errors={errors} />
      <PromotionSummary text={promotionWords(state, adminLanguage())} />
      <div className="promo-form__actions">
        <button type="button" className="button button--secondary" onClick={onDone}>
          {at('promotions.cancel')}
        </button>
        <Button type="submit" busy={save.isPending}>
          {save.isPending
            ? at('promotions.saving')
            : at(promotionId ? 'promotions.update' : 'promotions.create')}
        </Button>
      </div>
    </form>
  );
}
