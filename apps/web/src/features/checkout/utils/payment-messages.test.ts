import { describe, expect, it } from 'vitest';

import { ApiError } from '@/lib/api-client';
import { cardStatusOutcome, placeOrderError, walletErrorKey } from './payment-messages';

describe('cardStatusOutcome', () => {
  it('maps the provider statuses to their card messages', () => {
    expect(cardStatusOutcome('succeeded')).toBe('paid');
    expect(cardStatusOutcome('requires_action')).toBe('card.declined');
    expect(cardStatusOutcome('requires_payment_method')).toBe('card.declined');
    expect(cardStatusOutcome('processing')).toBe('card.unexpected');
  });
});

describe('walletErrorKey', () => {
  it.each([
    ['UNAUTHENTICATED', 'wallet.unauthenticated'],
    ['PAYMENT_IN_PROGRESS', 'wallet.inProgress'],
    ['PAYMENT_FAILED', 'wallet.failed'],
    [undefined, 'wallet.failed'],
  ])('%s', (code, key) => {
    expect(walletErrorKey(new ApiError('x', 409, code, 'http'))).toBe(key);
  });
});

describe('placeOrderError', () => {
  it("keeps the server's words for a refusal", () => {
    const stock = new ApiError("Only 1 left of 'Linen Shirt'", 409, 'INSUFFICIENT_STOCK', 'http');
    expect(placeOrderError(stock)).toEqual({ text: "Only 1 left of 'Linen Shirt'" });
  });

  it('keeps server and network messages', () => {
    const network = new ApiError('Network error', 0, 'NETWORK_ERROR', 'network');
    expect(placeOrderError(network)).toEqual({ text: 'Network error' });
  });

  it("falls back to 'Failed to place order'", () => {
    expect(placeOrderError(new Error('boom'))).toEqual({ key: 'checkout.placeFailed' });
    expect(placeOrderError(new ApiError('Endpoint not found', 404, undefined, 'http'))).toEqual({
      key: 'checkout.placeFailed',
    });
  });
});
