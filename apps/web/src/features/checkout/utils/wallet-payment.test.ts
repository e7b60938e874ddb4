import type { PaymentIntentResult } from '@stripe/stripe-js';
import { describe, expect, it } from 'vitest';

import { cardStatusOutcome } from './payment-messages';
import {
  confirmOutcome,
  confirmWithWallet,
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

describe('confirmWithWallet', () => {
  /**
   * Stripe.js cannot load here: its three calls are stand-ins that record what the wallet's
   * confirm event asked of them, in order; `place` stands for the card form's placement, which
   * confirms with the step it is given, or refuses before paying.
   */
  function walletConfirm(
    options: {
      submitError?: string;
      placement?: 'pays' | 'refused';
      answer?: PaymentIntentResult | Error;
    } = {},
  ) {
    const calls: string[] = [];
    const errors: string[] = [];
    const outcomes: unknown[] = [];
    const run = confirmWithWallet({
      submit: async () => {
        calls.push('submit');
        return options.submitError ? { error: { message: options.submitError } } : {};
      },
      confirmPayment: async (clientSecret) => {
        calls.push(`confirmPayment ${clientSecret}`);
        const answer = options.answer ?? ({ paymentIntent: { status: 'succeeded' } } as const);
        if (answer instanceof Error) throw answer;
        return answer as PaymentIntentResult;
      },
      place: async (confirm) => {
        calls.push('place');
        if (options.placement === 'refused') return;
        try {
          outcomes.push(await confirm({ clientSecret: 'pi_1_secret_2' }));
        } catch (error) {
          outcomes.push(error);
        }
      },
      paymentFailed: () => calls.push('paymentFailed'),
      onError: (message) => errors.push(message),
      fallbackMessage: 'Payment processing failed',
    });
    return { run, calls, errors, outcomes };
  }

  it("submits the sheet, then places the order through the card form's own placement", async () => {
    const wallet = walletConfirm();
    await wallet.run;
    expect(wallet.calls).toEqual(['submit', 'place', 'confirmPayment pi_1_secret_2']);
    expect(wallet.outcomes).toEqual([{ status: 'succeeded' }]);
    expect(wallet.errors).toEqual([]);
  });

  it("hands a refusal to the card form in Stripe's words, the sheet left to Stripe", async () => {
    const declined = {
      error: {
        message: 'Your card was declined.',
        payment_intent: { status: 'requires_payment_method' },
      },
    } as PaymentIntentResult;
    const wallet = walletConfirm({ answer: declined });
    await wallet.run;
    expect(wallet.outcomes).toEqual([
      { status: 'requires_payment_method', error: 'Your card was declined.' },
    ]);
    expect(wallet.calls).not.toContain('paymentFailed');
  });

  it('closes the sheet as failed when the details are refused, and places nothing', async () => {
    const wallet = walletConfirm({ submitError: 'Your postal code is incomplete.' });
    await wallet.run;
    expect(wallet.calls).toEqual(['submit', 'paymentFailed']);
    expect(wallet.errors).toEqual(['Your postal code is incomplete.']);
  });

  it('closes the sheet as failed when the placement refused before paying', async () => {
    const wallet = walletConfirm({ placement: 'refused' });
    await wallet.run;
    expect(wallet.calls).toEqual(['submit', 'place', 'paymentFailed']);
  });

  it('closes the sheet as failed when Stripe throws, and the card form shows the error', async () => {
    const wallet = walletConfirm({ answer: new Error('Network error') });
    await wallet.run;
    expect(wallet.calls).toEqual([
      'submit',
      'place',
      'confirmPayment pi_1_secret_2',
      'paymentFailed',
    ]);
    expect(wallet.outcomes).toEqual([new Error('Network error')]);
  });
});
