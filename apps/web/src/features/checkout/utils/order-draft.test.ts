import { describe, expect, it } from 'vitest';

import type { Address, Order } from '@store/domain/contract';
import { buildOrderDraft, ORDER_DRAFT_KEY, placedDraft, readOrderDraft } from './order-draft';

const address: Address = {
  _id: 'a1',
  userid: 'u1',
  username: 'Mariam',
  mobileno: '+971501234567',
  buildingNumber: '12',
  streetName: 'Street 5',
  area: 'Al Barsha',
  city: 'Dubai',
  emirate: 'Dubai',
  country: 'United Arab Emirates',
  savedaddressas: 'Home',
  defaultaddress: true,
};
const item = {
  productid: 'p1',
  name: 'Linen Shirt',
  defaultImg: '/media/x.webp',
  price: 50,
  quantity: 1,
  selections: { color: 'White', size: 'M' },
};

describe('order draft', () => {
  it('is built with an SH- id and the address snapshot', () => {
    const draft = buildOrderDraft({
      userid: 'u1',
      address,
      items: [item],
      total: 62.5,
      now: new Date(0),
      random: 'ab12',
    });
    expect(draft).toMatchObject({ orderid: 'SH-0AB12', totalprice: 62.5, CashOnDelivery: false });
    expect(draft?.shippingaddress).not.toHaveProperty('_id');
    expect(draft?.shippingaddress.username).toBe('Mariam');
  });

  it('is not built for an empty bag or a zero total', () => {
    expect(buildOrderDraft({ userid: 'u1', address, items: [], total: 10 })).toBeNull();
    expect(buildOrderDraft({ userid: 'u1', address, items: [item], total: 0 })).toBeNull();
  });

  it('reads back only a draft-shaped value', () => {
    const store = new Map<string, string>();
    const storage = { getItem: (k: string) => store.get(k) ?? null };
    expect(readOrderDraft(storage)).toBeNull();
    store.set(ORDER_DRAFT_KEY, '{bad json');
    expect(readOrderDraft(storage)).toBeNull();
    store.set(ORDER_DRAFT_KEY, JSON.stringify({ orderid: 'SH-1' }));
    expect(readOrderDraft(storage)?.orderid).toBe('SH-1');
  });

  it("takes the server's order after placement; cash is due for COD and part-wallet", () => {
    const order = {
      orderid: 'SH-SERVER',
      userid: 'u1',
      items: [{ _id: 'i1', ...item }],
      totalprice: 62.5,
      paymentMethod: 'wallet_partial',
      shippingaddress: address,
    } as unknown as Order;
    const draft = placedDraft(order);
    expect(draft.orderid).toBe('SH-SERVER');
    expect(draft.CashOnDelivery).toBe(true);
    expect(draft.order).toBe(order);
    expect(placedDraft({ ...order, paymentMethod: 'online' }).CashOnDelivery).toBe(false);
  });
});
