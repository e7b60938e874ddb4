import { EMIRATES, emirateName, formatUaeMobile } from '@store/domain';
import type { FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { MOBILE_EXAMPLE_ISOLATED } from '@/components/ui/phone-number';
import { useToast } from '@/components/ui/toast';
import { getLocale, t } from '@/i18n';
import { ApiError } from '@/lib/api-client';
import { useAuth } from '@/features/auth';
import { useAddAddress } from '../api';
import { useAddressForm } from '../hooks/use-address-form';
import type { Address } from '@store/domain/contract';
import { savedAsLabel } from '../utils/address-label';
import { Field, TextInput } from './form-field';

type AddressFormProps = { onAdded: (address: Address) => void };

/** Contact and address details, Home or Work, make-default and ADD ADDRESS. */
export function AddressForm({ onAdded }: AddressFormProps) {
  const toast = useToast();
  const { user } = useAuth();
  // The name and mobile given at registration, as a start the shopper can change.
  const form = useAddressForm({
    username: user?.fullname ?? '',
    mobileno: user?.phoneno ? formatUaeMobile(user.phoneno) : '',
  });
  const add = useAddAddress();
  const { values, errors, onChange } = form;
  const text = (name: keyof typeof values) => ({
    name,
    value: String(values[name]),
    onChange,
    error: errors[name],
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = form.validate();
    if (!input) return;
    add.mutate(input, {
      onSuccess: (data) => {
        toast(t('address.added'));
        form.reset();
        onAdded(data.address);
      },
      onError: (error) => {
        // A refusal (limit, a field the server rejected) says why; anything else the page's words.
        const refused = error instanceof ApiError && (error.status === 400 || error.status === 409);
        toast(refused ? error.message : t('address.addFailed'), 'error');
      },
    });
  };

  return (
    <form className="address-form" ref={form.formRef} onSubmit={submit} noValidate>
      <fieldset className="address-form__group">
        <legend className="address-form__legend">{t('address.contactTitle')}</legend>
        <div className="address-form__grid">
          <TextInput label={t('address.name')} autoComplete="name" {...text('username')} />
          <TextInput
            label={t('address.mobile')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            hint={t('phone.hint', { example: MOBILE_EXAMPLE_ISOLATED })}
            {...text('mobileno')}
          />
        </div>
      </fieldset>
      <fieldset className="address-form__group">
        <legend className="address-form__legend">{t('address.detailsTitle')}</legend>
        <div className="address-form__grid">
          <TextInput label={t('address.building')} {...text('buildingNumber')} />
          <TextInput
            label={t('address.street')}
            autoComplete="address-line1"
            {...text('streetName')}
          />
          <TextInput label={t('address.area')} autoComplete="address-level3" {...text('area')} />
          <TextInput label={t('address.city')} autoComplete="address-level2" {...text('city')} />
          <Field label={t('address.emirate')} error={errors.emirate}>
            {(control) => (
              <select
                className="co-field__input"
                name="emirate"
                value={values.emirate}
                onChange={onChange}
                {...control}
              >
                {EMIRATES.map((emirate) => (
                  <option key={emirate} value={emirate}>
                    {emirateName(emirate, getLocale())}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <TextInput
            label={t('address.pobox')}
            optional
            inputMode="numeric"
            autoComplete="postal-code"
            {...text('pobox')}
          />
        </div>
      </fieldset>
      <fieldset
        className="address-form__group address-form__save-as"
        aria-describedby={errors.savedaddressas ? 'save-as-error' : undefined}
      >
        <legend className="address-form__legend">{t('address.saveAs')}</legend>
        <div className="address-form__chips">
          {(['Home', 'Work'] as const).map((kind) => (
            <label key={kind} className="choice-chip">
              <input
                type="radio"
                name="savedaddressas"
                value={kind}
                checked={values.savedaddressas === kind}
                onChange={onChange}
                aria-invalid={errors.savedaddressas ? true : undefined}
              />
              <span>{savedAsLabel(kind)}</span>
            </label>
          ))}
        </div>
        {errors.savedaddressas ? (
          <p id="save-as-error" className="co-field__error" role="alert">
            {errors.savedaddressas}
          </p>
        ) : null}
      </fieldset>
      <label className="address-form__default">
        <input
          type="checkbox"
          name="defaultaddress"
          checked={values.defaultaddress}
          onChange={onChange}
        />
        <span>{t('address.makeDefault')}</span>
      </label>
      <Button type="submit" className="address-form__submit" busy={add.isPending}>
        {t('address.submit')}
      </Button>
    </form>
  );
}
