import { makeOrderId } from '@store/domain';

import type { Address, Order, OrderItem, ShippingAddress } from '@store/domain/contract';

/** Local storage key of the order draft: the original client keeps it as 'orderDetails' too. */
export const ORDER_DRAFT_KEY = 'orderDetails';

/**
 * The order draft, as the original client sends it. The server prices and builds the real order;
 * the draft carries what the page showed, and after placement the order the server returned, so
 * /successToOrder survives a reload.
 */
export type OrderDraft = {
  orderid: string;
  userid: string;
  shippingaddress: ShippingAddress;
  items: Pick<
    OrderItem,
    'productid' | 'name' | 'defaultImg' | 'price' | 'quantity' | 'selections'
  >[];
  totalprice: number;
  CashOnDelivery: boolean;
  order?: Order;
};

type DraftItem = OrderDraft['items'][number];

export function shippingAddressOf(address: Address): ShippingAddress {
  const {
    _id: _ignoredId,
    userid: _ignoredUser,
    defaultaddress: _ignoredDefault,
    ...rest
  } = address;
  return rest;
}

/** A random part of letters and digits for the client's draft id. */
function randomPart(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(6));
  return Array.from(bytes, (b) => (b % 36).toString(36)).join('');
}

/** A new order id in the 'SH-' form, for a draft or one placement attempt. */
export function newOrderId(now = new Date()): string {
  return makeOrderId(now, randomPart());
}

/** Built when an address is selected, the bag is non-empty and its total above 0. */
export function buildOrderDraft(input: {
  userid: string;
  address: Address;
  items: DraftItem[];
  total: number;
  now?: Date;
  random?: string;
}): OrderDraft | null {
  if (input.items.length === 0 || !(input.total > 0)) return null;
  return {
    orderid: makeOrderId(input.now ?? new Date(), input.random ?? randomPart()),
    userid: input.userid,
    shippingaddress: shippingAddressOf(input.address),
    items: input.items,
    totalprice: input.total,
    CashOnDelivery: false,
  };
}

export function readOrderDraft(
  storage: Pick<Storage, 'getItem'> = localStorage,
): OrderDraft | null {
  try {
    const raw = storage.getItem(ORDER_DRAFT_KEY);
    const value = raw ? (JSON.parse(raw) as unknown) : null;
    return value && typeof value === 'object' && 'orderid' in value ? (value as OrderDraft) : null;
  } catch {
    // Unreadable (private mode, corrupt JSON): behave as if there were none.
    return null;
  }
}

export function saveOrderDraft(
  draft: OrderDraft,
  storage: Pick<Storage, 'setItem'> = localStorage,
) {
  try {
    storage.setItem(ORDER_DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Storage full or blocked: the success page still gets the order through router state.
  }
}

export function clearOrderDraft(storage: Pick<Storage, 'removeItem'> = localStorage) {
  try {
    storage.removeItem(ORDER_DRAFT_KEY);
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}

/** The draft after placement: the server's order id and order, and whether cash is due. */
export function placedDraft(order: Order): OrderDraft {
  return {
    orderid: order.orderid,
    userid: order.userid,
    shippingaddress: order.shippingaddress,
    items: order.items,
    totalprice: order.totalprice,
    CashOnDelivery: order.paymentMethod === 'COD' || order.paymentMethod === 'wallet_partial',
    order,
  };
}
