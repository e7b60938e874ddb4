import { FallbackImage } from '@/components/ui/fallback-image';
import { useFocusRescue } from '@/lib/use-focus-rescue';
import type { OrderItem } from '@/features/checkout';
import type { ReturnRequest } from '@store/domain/contract';
import { formatAed } from '@/lib/money';
import { catalogueWord, productName } from '@/i18n/content';
import { ordersText } from '../i18n/orders-text';
import type { OrdersTextKey } from '../i18n/orders-text';

type OrderItemRowProps = {
  item: OrderItem;
  /** The item's return request, if one exists: its status shows instead of the button. */
  existing: ReturnRequest | undefined;
  canReturn: boolean;
  onReturn: () => void;
};

/** One ordered product: image, name, colour, size, price, quantity, and its return. */
export function OrderItemRow({ item, existing, canReturn, onReturn }: OrderItemRowProps) {
  // A return once filed swaps the Return button for its status: focus moves to that.
  const rescue = useFocusRescue((box) => box?.querySelector<HTMLElement>('.return-status'));
  return (
    <li className="order-item">
      <FallbackImage className="order-item__image" src={item.defaultImg} alt="" />
      <div className="order-item__text">
        <p className="order-item__name">{productName(item)}</p>
        <p className="order-item__meta">
          <span>{ordersText('orders.color', { color: catalogueWord(item.selections.color) })}</span>
          <span>{ordersText('orders.size', { size: catalogueWord(item.selections.size) })}</span>
          <span>{ordersText('orders.quantity', { quantity: item.quantity })}</span>
        </p>
      </div>
      <p className="order-item__price">{formatAed(item.priceWithVat)}</p>
      <div className="order-item__return" onFocus={rescue.onFocus}>
        {existing ? (
          <span
            className={`return-status return-status--${existing.status}`}
            title={existing.returnid}
            tabIndex={-1}
          >
            {ordersText(`returns.status.${existing.status}` as OrdersTextKey)}
            {existing.replacement?.exchanged ? (
              <span className="return-status__exchange">
                {ordersText('returns.exchangeFor', {
                  color: catalogueWord(existing.replacement.color),
                  size: catalogueWord(existing.replacement.size),
                })}
              </span>
            ) : null}
          </span>
        ) : canReturn ? (
          <button
            type="button"
            className="button button--secondary order-item__return-button"
            aria-label={ordersText('returns.buttonFor', { name: productName(item) })}
            onClick={onReturn}
          >
            {ordersText('returns.button')}
          </button>
        ) : null}
      </div>
    </li>
  );
}
