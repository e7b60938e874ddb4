import type { PaymentIntentResult } from '@stripe/stripe-js';
import { describe, expect, it } from 'vitest';

import { cardStatusOutcome } from './payment-messages';
import {
  confirmOutcome,
  WALLET_BUTTON_OPTIONS,
  walletElementsOptions,
  walletReturnUrl,
  walletsOffered,
} from './wallet-payment';

describe('walletElementsOptions', () => {
  it.each([
    [436.8, 43_680],
    [1234.56, 123_456],
    // 0.1 + 0.2 in AED arithmetic is 0.30000000000000004: the fils are still 30.
    [0.1 + 0.2, 30],
    [19.99, 1999],
  ])("charges the server's total of AED %s as %i fils", (total, fils) => {
    expect(walletElementsOptions(total, 'en')).toEqual({
      mode: 'payment',
      amount: fils,
      currency: 'aed',
      locale: 'en',
    });
  });

  it("speaks the page's language: Arabic buttons on an Arabic page", () => {
    expect(walletElementsOptions(250, 'ar')).toMatchObject({ locale: 'ar', amount: 25_000 });
  });

  it.each([0, -5, Number.NaN, Number.POSITIVE_INFINITY])(
    'makes no wallet for a total of %s',
    (total) => {
      expect(walletElementsOptions(total, 'en')).toBeNull();
    },
  );
});

describe('the wallet buttons', () => {
  it("offer Apple Pay and Google Pay and none of Stripe's other express buttons", () => {
    const methods = WALLET_BUTTON_OPTIONS.paymentMethods ?? {};
    const offered = Object.entries(methods).filter(([, choice]) => choice !== 'never');
    expect(offered.map(([name]) => name).sort()).toEqual(['applePay', 'googlePay']);
    expect(Object.keys(methods).sort()).toEqual(
      ['amazonPay', 'applePay', 'googlePay', 'klarna', 'link', 'paypal'].sort(),
    );
  });
});

describe('walletsOffered', () => {
  const none = {
    amazonPay: false,
    applePay: false,
    googlePay: false,
    link: false,
    paypal: false,
    klarna: false,
  };

  it('hides the element when the ready event reports no button or only another kind', () => {
    expect(walletsOffered(undefined)).toBe(false);
    expect(walletsOffered(none)).toBe(false);
    expect(walletsOffered({ ...none, link: true, paypal: true })).toBe(false);
  });

  it('shows it for Apple Pay on an iPhone or Google Pay on Android', () => {
    expect(walletsOffered({ ...none, applePay: true })).toBe(true);
    expect(walletsOffered({ ...none, googlePay: true })).toBe(true);
  });

  it('reads the later change event the same way', () => {
    expect(walletsOffered({ googlePay: { available: true } })).toBe(true);
    expect(walletsOffered({ applePay: { available: false }, link: { available: true } })).toBe(
      false,
    );
  });
});

describe('confirmOutcome', () => {
  it('a paid wallet payment places the order as a paid card does', () => {
    const paid = { paymentIntent: { status: 'succeeded' } } as PaymentIntentResult;
    expect(cardStatusOutcome(confirmOutcome(paid).status)).toBe('paid');
  });

  it("a refusal shows Stripe's words and the card's declined message", () => {
    const declined = {
      error: {
        type: 'card_error',
        message: 'Your card was declined.',
        payment_intent: { status: 'requires_payment_method' },
      },
    } as PaymentIntentResult;
    const outcome = confirmOutcome(declined);
    expect(outcome).toEqual({
      status: 'requires_payment_method',
      error: 'Your card was declined.',
    });
    expect(cardStatusOutcome(outcome.status)).toBe('card.declined');
  });

  it('a refusal without an intent counts as declined, without words of its own', () => {
    const refused = { error: { type: 'validation_error' } } as PaymentIntentResult;
    expect(confirmOutcome(refused)).toEqual({ status: 'requires_payment_method' });
  });
});

describe('walletReturnUrl', () => {
  it("sends a redirected wallet payment to the shopper's orders, in their language", () => {
    expect(walletReturnUrl('https://souqstyle.ae', 'en')).toBe('https://souqstyle.ae/orders');
    expect(walletReturnUrl('https://souqstyle.ae', 'ar')).toBe('https://souqstyle.ae/ar/orders');
  });
});
