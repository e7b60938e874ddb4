import { pathInLocale, toFils } from '@store/domain';
import type {
  AvailablePaymentMethods,
  PaymentIntentResult,
  StripeElementsOptionsMode,
  StripeExpressCheckoutElementAvailablePaymentMethodsChangeEvent,
  StripeExpressCheckoutElementOptions,
} from '@stripe/stripe-js';

import type { Locale } from '@/i18n';
import type { CardStatus } from '../payment-choice';

/**
 * The Express Checkout Element shows Apple Pay and Google Pay, where the device has them, and
 * none of Stripe's other express buttons (Link, PayPal, Amazon Pay, Klarna): those are other
 * payment methods, with flows of their own this store does not run.
 */
export const WALLET_BUTTON_OPTIONS: StripeExpressCheckoutElementOptions = {
  paymentMethods: {
    applePay: 'auto',
    googlePay: 'auto',
    link: 'never',
    paypal: 'never',
    amazonPay: 'never',
    klarna: 'never',
  },
  buttonType: { applePay: 'buy', googlePay: 'buy' },
  buttonHeight: 48,
  layout: { maxColumns: 2, maxRows: 1, overflow: 'never' },
};

/** Elements for a payment of `amount` fils in AED: what `stripe.elements` takes in deferred mode. */
export type WalletElements = StripeElementsOptionsMode & {
  mode: 'payment';
  amount: number;
  currency: 'aed';
  locale: Locale;
};

/**
 * The wallet's Elements, made before the payment exists (Stripe's deferred intent): the amount is
 * the bag's total as the server priced it (`totals.totalCostwithVAT`, the total the Pay button
 * shows and the payment is checked against), in fils, AED's smallest unit for Stripe too; the
 * buttons speak the page's language. Null when there is nothing to charge.
 */
export function walletElementsOptions(totalAed: number, locale: Locale): WalletElements | null {
  if (!Number.isFinite(totalAed)) return null;
  const amount = toFils(totalAed);
  if (amount <= 0) return null;
  return { mode: 'payment', amount, currency: 'aed', locale };
}

type Offered =
  | AvailablePaymentMethods
  | StripeExpressCheckoutElementAvailablePaymentMethodsChangeEvent['paymentMethods']
  | undefined;

/**
 * Whether the element has a wallet to show: Apple Pay or Google Pay, as its `ready` event
 * (booleans) or its `availablepaymentmethodschange` event (`{ available }`) reports them.
 * Without one the element and its divider stay hidden and the card field is the only way.
 */
export function walletsOffered(methods: Offered): boolean {
  if (!methods) return false;
  const on = (value: boolean | { available: boolean } | undefined) =>
    typeof value === 'boolean' ? value : value?.available === true;
  return on(methods.applePay) || on(methods.googlePay);
}

/**
 * `confirmCardPayment`'s and `confirmPayment`'s answer as the card form reads it: the intent's
 * status, and Stripe's own words when it refused ('Your card was declined.').
 */
export function confirmOutcome(result: PaymentIntentResult): {
  status: CardStatus;
  error?: string;
} {
  if (result.error) {
    return {
      status: result.error.payment_intent?.status ?? 'requires_payment_method',
      ...(result.error.message ? { error: result.error.message } : {}),
    };
  }
  return { status: result.paymentIntent.status };
}

/**
 * Where Stripe sends the shopper if a wallet payment ever needs a page of its own (a wallet's
 * card asking for its bank's check outside the sheet): their orders, in the page's language,
 * where the order appears once the payment's webhook has placed it.
 */
export function walletReturnUrl(origin: string, locale: Locale): string {
  return `${origin}${pathInLocale('/orders', locale)}`;
}

/** The card form's confirmation step, as `pay` calls it with the payment it made or reused. */
type ConfirmStep = (intent: { clientSecret: string }) => Promise<{
  status: CardStatus;
  error?: string;
}>;

/** What a wallet's `confirm` event needs from Stripe, the sheet and the card form. */
export type WalletConfirmSteps = {
  /** `elements.submit()`: checks the sheet's details before anything else is asked. */
  submit: () => Promise<{ error?: { message?: string } }>;
  /** `stripe.confirmPayment` with these Elements, for the intent of this client secret. */
  confirmPayment: (clientSecret: string) => Promise<PaymentIntentResult>;
  /** The card form's placement (the same intent, lock and addOrder as Pay), with this confirm. */
  place: (confirm: ConfirmStep) => Promise<unknown>;
  /** Closes the wallet's sheet as failed. */
  paymentFailed: () => void;
  /** Shows a failure where the card form shows its own. */
  onError: (message: string) => void;
  /** The card form's words for a failure Stripe gave none for. */
  fallbackMessage: string;
};

/**
 * A wallet's `confirm` event: the sheet's details are submitted first, then the order is placed
 * exactly as the Pay button places it, only the payment is confirmed with the wallet. Whenever
 * the wallet was not charged (the details refused, a placement already running, the bag's total
 * changed, the payment could not start), the sheet closes as failed; the card form says why.
 */
export async function confirmWithWallet(steps: WalletConfirmSteps): Promise<void> {
  const submitted = await steps.submit();
  if (submitted.error) {
    steps.paymentFailed();
    steps.onError(submitted.error.message ?? steps.fallbackMessage);
    return;
  }
  let asked = false;
  await steps.place(async (intent) => {
    asked = true;
    try {
      return confirmOutcome(await steps.confirmPayment(intent.clientSecret));
    } catch (error) {
      steps.paymentFailed();
      throw error;
    }
  });
  if (!asked) steps.paymentFailed();
}
