import { cartCodeSchema, firstError } from '@store/domain';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';

import { Field } from '@/components/ui/field';
import '@/components/ui/field.css';
import { useToast } from '@/components/ui/toast';
import { getLocale } from '@/i18n';
import { localText } from '@/i18n/shared-text';
import { useApplyPromoCode, useRemovePromoCode } from '@/lib/promo-code';
import type { Cart } from '@store/domain/contract';
import { promoText } from '@/lib/promo-text';

/**
 * The bag's promo code, in the bag's summary and in checkout's: a field with Apply (Enter
 * applies too) while the bag has none, else the code as a chip with Remove. A refusal, the
 * server's or the reason a code on the bag no longer applies, shows under it in the page's
 * language. Both pages read the bag's one query, which the answer replaces.
 */
export function PromoCodeField({ code }: { code: Cart['code'] }) {
  const id = useId();
  const toast = useToast();
  const apply = useApplyPromoCode();
  const remove = useRemovePromoCode();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const removeRef = useRef<HTMLButtonElement>(null);
  // Where focus goes once the chip or the field replaces the other.
  const focusNext = useRef<'input' | 'remove' | null>(null);
  const onBag = code?.code ?? null;

  useEffect(() => {
    if (focusNext.current === 'input') inputRef.current?.focus();
    if (focusNext.current === 'remove') removeRef.current?.focus();
    focusNext.current = null;
  }, [onBag]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (apply.isPending) return;
    const check = cartCodeSchema.safeParse({ code: text });
    if (!check.success) {
      setError(localText(firstError(check.error)));
      inputRef.current?.focus();
      return;
    }
    setError(null);
    apply.mutate(check.data.code, {
      onSuccess: () => {
        setText('');
        focusNext.current = 'remove';
      },
      onError: (failure) => {
        setError(failure.message);
        inputRef.current?.focus();
      },
    });
  };

  if (code) {
    const refusal = code.refusal
      ? getLocale() === 'ar'
        ? code.refusal.messageAr
        : code.refusal.message
      : null;
    const refusalId = `${id}-refusal`;
    return (
      <div className="promo">
        <p className="promo__label" id={`${id}-label`}>
          {promoText('promo.label')}
        </p>
        <p
          className={`promo-chip${refusal ? ' promo-chip--refused' : ''}`}
          role="group"
          aria-labelledby={`${id}-label`}
          aria-describedby={refusal ? refusalId : undefined}
        >
          <bdi dir="ltr" className="promo-chip__code" data-testid="promo-code">
            {code.code}
          </bdi>
          {refusal ? null : <span className="sr-only">{promoText('promo.onBag')}</span>}
          <button
            ref={removeRef}
            type="button"
            className="promo-chip__remove"
            aria-label={promoText('promo.removeCode', { code: code.code })}
            aria-busy={remove.isPending || undefined}
            onClick={() => {
              if (remove.isPending) return;
              setError(null);
              remove.mutate(undefined, {
                onSuccess: () => {
                  focusNext.current = 'input';
                },
                onError: () => toast(promoText('promo.removeFailed'), 'error'),
              });
            }}
          >
            {promoText('promo.remove')}
          </button>
        </p>
        {refusal ? (
          <p id={refusalId} className="field__error promo__refusal" role="alert">
            {refusal}
          </p>
        ) : null}
      </div>
    );
  }

  return (
    <form className="promo" onSubmit={submit} noValidate>
      <Field id={id} label={promoText('promo.label')} error={error} kind="promo__field">
        {(control) => (
          <div className="promo__row">
            <input
              {...control}
              ref={inputRef}
              className="field__input promo__input"
              name="code"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={64}
              value={text}
              onChange={(event) => {
                setText(event.target.value);
                if (error) setError(null);
              }}
            />
            <button
              type="submit"
              className="button button--secondary promo__apply"
              aria-busy={apply.isPending || undefined}
            >
              {apply.isPending ? promoText('promo.applying') : promoText('promo.apply')}
            </button>
          </div>
        )}
      </Field>
    </form>
  );
}
