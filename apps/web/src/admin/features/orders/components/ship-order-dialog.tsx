import { updateOrderStatusSchema } from '@store/domain';
import { useId, useState, type FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import '@/components/ui/field.css';
import { at } from '@/admin/i18n';
import { useCouriers } from '../api/get-couriers';
import type { Shipment } from '../api/update-order-status';
import type { AdminOrder } from '@store/domain/contract';
import { courierName } from '@/admin/lib/courier-name';

type ShipOrderDialogProps = {
  order: AdminOrder;
  busy: boolean;
  onShip: (shipment: Shipment) => void;
  onClose: () => void;
};

/** The owner's own delivery: shipped with no courier (no key can hold parentheses). */
export const OWN_DELIVERY = '(own)';

/**
 * Mark as Shipped asks who carries the parcel, from the couriers the store's setting offers or
 * the owner himself (no courier: its delivery code lasts 2 minutes, read out at the door), and a
 * courier's tracking number (optional), checked with the server's own rule before it is sent;
 * the shopper gets both by mail and on their order card. Mark as Shipped never does nothing: sent
 * before the couriers have come, it says so instead.
 */
export function ShipOrderDialog({ order, busy, onShip, onClose }: ShipOrderDialogProps) {
  const id = useId();
  const couriers = useCouriers();
  const [chosen, setChosen] = useState<string | null>(null);
  const carrier = chosen ?? couriers.data?.[0]?.key ?? '';
  const own = carrier === OWN_DELIVERY;
  const [trackingNumber, setTrackingNumber] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [waiting, setWaiting] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!carrier) {
      // Before the list has come (or when it failed) nothing can go: the owner is told why.
      setWaiting(true);
      return;
    }
    const parsed = updateOrderStatusSchema.safeParse({
      orderid: order.orderid,
      status: 'shipped',
      ...(own ? {} : { carrier, trackingNumber }),
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    onShip(own ? {} : { carrier: parsed.data.carrier, trackingNumber: parsed.data.trackingNumber });
  };
  const notReady = couriers.isError
    ? at('shipping.couriersFailed')
    : waiting && !carrier
      ? at('shipping.couriersLoading')
      : null;

  return (
    <Dialog
      open
      onClose={onClose}
      title={at('shipping.title')}
      closeLabel={at('confirm.close')}
      className="confirm-dialog ship-dialog"
    >
      <form className="ship-dialog__form" onSubmit={submit} noValidate>
        <p className="confirm-dialog__message">{at('shipping.intro', { order: order.orderid })}</p>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-carrier`}>
            {at('shipping.carrier')}
          </label>
          <div className="field__control">
            <select
              id={`${id}-carrier`}
              className="field__input"
              value={carrier}
              disabled={!couriers.data}
              aria-busy={couriers.isPending || undefined}
              onChange={(e) => setChosen(e.target.value)}
            >
              {couriers.data?.map((c) => (
                <option key={c.key} value={c.key}>
                  {courierName(c)}
                </option>
              ))}
              {couriers.data ? <option value={OWN_DELIVERY}>{at('shipping.own')}</option> : null}
            </select>
          </div>
          {own ? <p className="field__hint">{at('shipping.ownHint')}</p> : null}
          {notReady ? (
            <p className="field__error" role="alert">
              {notReady}
            </p>
          ) : null}
        </div>
        {own ? null : (
          <div className={['field', error ? 'field--invalid' : null].filter(Boolean).join(' ')}>
            <label className="field__label" htmlFor={`${id}-tracking`}>
              {at('shipping.trackingNumber')}
            </label>
            <div className="field__control">
              <input
                id={`${id}-tracking`}
                className="field__input"
                value={trackingNumber}
                maxLength={60}
                autoComplete="off"
                spellCheck={false}
                aria-invalid={error ? true : undefined}
                aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
                onChange={(e) => setTrackingNumber(e.target.value)}
              />
            </div>
            <p id={`${id}-hint`} className="field__hint">
              {at('shipping.trackingHint')}
            </p>
            {error ? (
              <p id={`${id}-error`} className="field__error" role="alert">
                {error}
              </p>
            ) : null}
          </div>
        )}
        <div className="confirm-dialog__actions">
          <Button variant="secondary" onClick={onClose}>
            {at('shipping.keep')}
          </Button>
          <Button type="submit" busy={busy}>
            {busy ? at('shipping.confirming') : at('shipping.confirm')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
