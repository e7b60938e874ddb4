import { describe, expect, it } from 'vitest';
import {
  accountDataFilename,
  erasedEmail,
  erasureRefusal,
  orderKeepsAccountOpen,
  returnKeepsAccountOpen,
} from './account-rights';

describe('what keeps an account from being erased', () => {
  it.each([
    ['placed', false, true],
    ['shipped', false, true],
    ['out-for-delivery', false, true],
    ['delivered', false, false],
    ['cancelled', false, false],
    ['refunded', false, false],
    ['delivered', true, true],
  ])('an order %s (cancel requested: %s) keeps it open: %s', (status, cancelRequested, open) => {
    expect(orderKeepsAccountOpen({ status, cancelRequested })).toBe(open);
  });

  it.each([
    ['return_requested', true],
    ['approved_by_shop_owner', true],
    ['pickup_scheduled', true],
    ['picked_up', true],
    ['replacement_shipped', true],
    ['rejected', false],
    ['delivered', false],
    ['wallet_credited', false],
  ])('a return %s keeps it open: %s', (status, open) => {
    expect(returnKeepsAccountOpen(status)).toBe(open);
  });

  it('names the first open order, then an open return, then a card payment still settling', () => {
    const settled = { orderid: 'SH-A', status: 'delivered', cancelRequested: false };
    const open = { orderid: 'SH-B', status: 'shipped', cancelRequested: false };
    const openReturn = { returnid: 'RT-1', status: 'picked_up' };
    const closedReturn = { returnid: 'RT-2', status: 'rejected' };
    const of = (orders = [settled], returns = [closedReturn], unsettledCardPayments = 0) =>
      erasureRefusal({ orders, returns, unsettledCardPayments });
    expect(of([settled, open], [openReturn], 1)).toEqual({ kind: 'open_order', ref: 'SH-B' });
    expect(of([settled], [openReturn], 1)).toEqual({ kind: 'open_return', ref: 'RT-1' });
    expect(of([settled], [closedReturn], 1)).toEqual({ kind: 'card_payment_pending' });
    expect(of()).toBeNull();
    expect(of([], [], 0)).toBeNull();
  });
});

describe('the names an erasure and a download use', () => {
  it('gives an erased account an address that cannot receive mail', () => {
    expect(erasedEmail('0f0e')).toBe('deleted-0f0e@erased.invalid');
  });

  it.each([
    ['2026-12-01T19:59:59.000Z', 'my-data-2026-12-01.json'],
    ['2026-12-01T20:00:00.000Z', 'my-data-2026-12-02.json'],
  ])('names the download at %s by the day in Dubai: %s', (at, name) => {
    expect(accountDataFilename(new Date(at))).toBe(name);
  });
});
