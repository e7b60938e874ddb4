import { addressOneLine, MAX_SAVED_ADDRESSES } from '@store/domain';
import { useRef, useState } from 'react';

import { PhoneNumber } from '@/components/ui/phone-number';
import { useToast } from '@/components/ui/toast';
import { getLocale, t } from '@/i18n';
import { ApiError } from '@/lib/api-client';
import { useFocusRescue } from '@/lib/use-focus-rescue';
import { useRemoveAddress } from '../api';
import type { Address } from '@store/domain/contract';
import { savedAsLabel } from '../utils/address-label';
import { AddressForm } from './address-form';

type AddressBookProps = {
  addresses: Address[];
  selectedId: string | null;
  onSelect: (address: Address) => void;
  onRemoved: (addressId: string) => void;
};

const oneLine = (a: Address) => addressOneLine(a, getLocale());

/** The saved addresses as a radio list, removal, and the form behind Add New Address (below 3). */
export function AddressBook({ addresses, selectedId, onSelect, onRemoved }: AddressBookProps) {
  const toast = useToast();
  const remove = useRemoveAddress();
  const [formOpen, setFormOpen] = useState(false);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const listRef = useRef<HTMLFieldSetElement>(null);
  // ADD ADDRESS closes the form it sits in: focus goes to the address it added (now selected).
  const form = useFocusRescue(() => listRef.current?.querySelector<HTMLElement>('input:checked'));
  // Remove takes its address away: focus goes to the next one's control, else into the book
  // (the toggle, or the form that shows when none is left).
  const bookRef = useRef<HTMLDivElement>(null);
  const list = useFocusRescue(() =>
    bookRef.current?.querySelector<HTMLElement>('input, button:not(.inline-alert__dismiss)'),
  );
  const canAdd = addresses.length < MAX_SAVED_ADDRESSES;
  // With nothing saved the form is the only thing to show.
  const showForm = addresses.length === 0 || (formOpen && canAdd);

  const onRemove = (address: Address) => {
    setRemoveError(null);
    remove.mutate(address._id, {
      onSuccess: () => {
        toast(t('address.removed'));
        onRemoved(address._id);
      },
      onError: (error) => {
        const refused = error instanceof ApiError && error.kind === 'http' && error.status < 500;
        setRemoveError(refused && error.status !== 404 ? error.message : t('address.removeFailed'));
      },
    });
  };

  return (
    <div className="address-book" ref={bookRef}>
      {/* The list stays while an address is removed, so a keyboard user keeps their place. */}
      {remove.isPending ? (
        <p className="address-book__loading" role="status">
          {t('address.loading')}
        </p>
      ) : null}
      {removeError ? (
        <div className="inline-alert" role="alert">
          <span>{removeError}</span>
          <button
            type="button"
            className="inline-alert__dismiss"
            onClick={() => setRemoveError(null)}
          >
            {t('address.dismiss')}
          </button>
        </div>
      ) : null}
      {addresses.length > 0 ? (
        <fieldset className="address-book__list" ref={listRef} onFocus={list.onFocus}>
          <legend className="sr-only">{t('address.savedTitle')}</legend>
          {addresses.map((address) => (
            <div key={address._id} className="address-option">
              <label className="address-option__choice">
                <input
                  type="radio"
                  name="delivery-address"
                  value={address._id}
                  checked={selectedId === address._id}
                  onChange={() => onSelect(address)}
                />
                <span className="address-option__body">
                  <span className="address-option__head">
                    <strong>{address.username}</strong>
                    <span className="tag">{savedAsLabel(address.savedaddressas)}</span>
                    {address.defaultaddress ? (
                      <span className="tag tag--accent">{t('address.default')}</span>
                    ) : null}
                  </span>
                  <span className="address-option__line">{oneLine(address)}</span>
                  <span className="address-option__line">
                    {t('address.mobileLabel')} <PhoneNumber value={address.mobileno} />
                  </span>
                </span>
              </label>
              <button
                type="button"
                className="address-option__remove"
                aria-label={t('address.removeLabel', {
                  label: savedAsLabel(address.savedaddressas),
                  name: address.username,
                })}
                aria-disabled={remove.isPending || undefined}
                onClick={() => {
                  if (!remove.isPending) onRemove(address);
                }}
              >
                {t('address.remove')}
              </button>
            </div>
          ))}
        </fieldset>
      ) : null}
      {addresses.length > 0 && canAdd ? (
        <button
          type="button"
          className="button button--secondary address-book__toggle"
          aria-expanded={formOpen}
          onClick={() => setFormOpen((open) => !open)}
        >
          {formOpen ? t('address.hideForm') : t('address.addNew')}
        </button>
      ) : null}
      {!canAdd ? (
        <p className="address-book__note">{t('address.limit', { max: MAX_SAVED_ADDRESSES })}</p>
      ) : null}
      {showForm ? (
        <div onFocus={form.onFocus}>
          <AddressForm
            onAdded={(address) => {
              setFormOpen(false);
              onSelect(address);
            }}
          />
        </div>
      ) : null}
    </div>
  );
}
