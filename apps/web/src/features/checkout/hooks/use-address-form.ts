import { addressSchema, DEFAULT_CITY, fieldErrors } from '@store/domain';
import type { AddressInput } from '@store/domain';
import { useCallback, useState } from 'react';
import type { ChangeEvent } from 'react';
import { localErrors } from '@/i18n/shared-text';

import { useFirstErrorFocus } from '@/lib/use-first-error-focus';

export type AddressValues = {
  username: string;
  mobileno: string;
  buildingNumber: string;
  streetName: string;
  area: string;
  city: string;
  emirate: string;
  pobox: string;
  savedaddressas: string;
  defaultaddress: boolean;
};

export const EMPTY_ADDRESS: AddressValues = {
  username: '',
  mobileno: '',
  buildingNumber: '',
  streetName: '',
  area: '',
  // City and emirate default to Dubai.
  city: DEFAULT_CITY,
  emirate: 'Dubai',
  pobox: '',
  savedaddressas: '',
  defaultaddress: false,
};

/**
 * The address form's state, validated by the domain's addressSchema so its messages are the
 * server's. `prefill` (the shopper's own name and mobile) starts the form and comes back after
 * each address added; the shopper can change it. Editing a field clears its error; a failed
 * submit scrolls to and focuses the first invalid field in the order the form shows them.
 */
export function useAddressForm(prefill: Partial<AddressValues> = {}) {
  const [start] = useState<AddressValues>(() => ({ ...EMPTY_ADDRESS, ...prefill }));
  const [values, setValues] = useState<AddressValues>(start);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { formRef, focusFirstError } = useFirstErrorFocus();

  const onChange = useCallback((event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    const target = event.target;
    const { name } = target;
    const value =
      target instanceof HTMLInputElement && target.type === 'checkbox'
        ? target.checked
        : target.value;
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => {
      if (!(name in e)) return e;
      const rest = { ...e };
      delete rest[name];
      return rest;
    });
  }, []);

  /** The parsed address, or null after showing the errors and moving to the first. */
  const validate = useCallback((): AddressInput | null => {
    const result = addressSchema.safeParse(values);
    if (result.success) {
      setErrors({});
      return result.data;
    }
    setErrors(localErrors(fieldErrors(result.error)));
    focusFirstError();
    return null;
  }, [values, focusFirstError]);

  const reset = useCallback(() => {
    setValues(start);
    setErrors({});
  }, [start]);

  return { values, errors, onChange, validate, reset, formRef };
}
