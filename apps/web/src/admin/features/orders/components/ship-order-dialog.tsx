import { updateOrderStatusSchema } from '@store/domain';
import { useId, useState, type FormEvent } from 'react';

import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import '../../../../components/ui/field.css';
import { at } from '../../../i18n';
import { useCouriers } from '../api/get-couriers';
import type { Shipment } from '../api/update-order-status';
import type { AdminOrder } from '../types';
import { courierName } from '../../../lib/courier-name';

type ShipOrderDialogProps = {
  order: AdminOrder;
  busy: boolean;
  onShip: (shipment: Shipment) => void;
  onClose: () => void;
};

/**
 * Mark as Shipped asks who carries the parcel, from the couriers the store's setting offers, and
 * its tracking number (optional), checked with the server's own rule before it is sent; the
 * shopper gets both by mail and on their order card.
 */
export function ShipOrderDialog({ order, busy, onShip, onClose }: ShipOrderDialogProps) {
  const id = useId();
  const couriers = useCouriers();
  const [chosen, setChosen] = useState<string | null>(null);
  const carrier = chosen ?? couriers.data?.[0]?.key ?? '';
  const [trackingNumber, setTrackingNumber] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy || !carrier) return;
    const parsed = updateOrderStatusSchema.safeParse({
      orderid: order.orderid,
      status: 'shipped',
      carrier,
      trackingNumber,
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    onShip({ carrier: parsed.data.carrier, trackingNumber: parsed.data.trackingNumber });
  };

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
            </select>
          </div>
          {couriers.isError ? (
            <p className="field__error" role="alert">
              {at('shipping.couriersFailed')}
            </p>
          ) : null}
        </div>
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
        <div className="confirm-dialog__actions">
          <Button variant="secondary" onClick={onClose}>
            {at('shipping.keep')}
          </Button>
          <Button type="submit" busy={busy} disabled={!carrier}>
            {busy ? at('shipping.confirming') : at('shipping.confirm')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
