import { cardDigits, toFils } from '@store/domain';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { t } from '@/i18n';
import { ApiError } from '@/lib/api-client';
import { confirmTestPayment, createPaymentIntent } from '../api';
import type { PaymentIntent } from '@store/domain/contract';
import type { ConfirmCard } from '../payment-choice';
import { cardGap, parseExpiry } from '../utils/card';
import { cardStatusOutcome } from '../utils/payment-messages';
import { checkoutText } from '../i18n/checkout-text';
import { TestCardFields } from './test-card-fields';
import { formatAed, formatFils } from '@/lib/money';
import { queryKeys } from '@/lib/query-keys';

// Stripe.js loads only when the server says Stripe is the provider, with the wallet buttons.
const StripeCardField = lazy(() => import('./stripe-card-field'));
const StripeWalletButtons = lazy(() => import('./stripe-wallet-buttons'));

type CardPaymentProps = {
  /** The delivery address chosen: recorded with the payment (a new one gets a new payment). */
  addressId: string;
  /** AED, as the summary shows it: a code applied or removed since the intent was made changes it. */
  total: number;
  busy: boolean;
  /**
   * Runs `pay` inside the one-placement-at-a-time lock, then places the order as online; settles
   * when the placement has ended (or was refused before paying).
   */
  onPay: (pay: () => Promise<string | null>) => unknown;
};

/**
 * Card number, expiry and CVC, or Stripe's Card Element: no postal code, which UAE addresses do
 * not have. Pay stays disabled until the card is complete, and the form says which field it waits for.
 * With Stripe, Apple Pay and Google Pay sit above the card field where the device has them, and
 * pay through the same payment and the same order as the card.
 */
export function CardPayment({ addressId, total, busy, onPay }: CardPaymentProps) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const [intent, setIntent] = useState<PaymentIntent | null>(null);
  const [intentError, setIntentError] = useState<string | null>(null);
  const [card, setCard] = useState({ number: '', expiry: '', cvc: '' });
  const [stripeReady, setStripeReady] = useState<ConfirmCard | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const used = useRef(false);
  // The address the current intent was made for, and the one chosen now (read when paying).
  const intentAddress = useRef<string | null>(null);
  const chosenAddress = useRef(addressId);
  chosenAddress.current = addressId;
  // A function kept in state must be wrapped, or React would call it as an updater.
  const onStripeReady = useCallback(
    (confirm: ConfirmCard | null) => setStripeReady(() => confirm),
    [],
  );

  const loadIntent = useCallback(async () => {
    try {
      setIntentError(null);
      const next = await createPaymentIntent(chosenAddress.current);
      intentAddress.current = chosenAddress.current;
      used.current = false;
      setIntent(next);
      return next;
    } catch (error) {
      const message =
        error instanceof ApiError && error.kind === 'http' && error.status >= 500
          ? t('card.intentFailed', { status: error.status })
          : error instanceof Error
            ? error.message
            : t('card.processingFailed');
      setIntentError(message);
      return null;
    }
  }, []);

  useEffect(() => {
    void loadIntent();
  }, [loadIntent]);

  const stripe = intent?.provider === 'stripe';
  const gap = stripe ? (stripeReady === null ? 'card' : null) : cardGap(card);
  // While the intent loads or failed, the form already says so; otherwise name the missing field.
  const missing = intent !== null && gap !== null ? t(`card.missing.${gap}` as const) : null;
  const canPay = intent !== null && gap === null;

  const confirmTest: ConfirmCard = async (current) => {
    const expiry = parseExpiry(card.expiry);
    const result = await confirmTestPayment({
      paymentIntentId: current.paymentIntentId,
      card: {
        number: cardDigits(card.number),
        expMonth: expiry?.expMonth ?? 0,
        expYear: expiry?.expYear ?? 0,
        cvc: card.cvc,
      },
    });
    return { status: result.status, ...(result.error ? { error: result.error } : {}) };
  };

  const fail = (message: string) => {
    setFormError(message);
    toast(message, 'error');
    return null;
  };

  /**
   * Confirms the payment with `confirm` (the card field's or a wallet's); the payment intent id
   * when it succeeded, else null with the reason shown.
   */
  const pay = async (confirm: ConfirmCard): Promise<string | null> => {
    setFormError(null);
    // A confirmed-and-failed intent is not reused: each attempt gets a fresh one, as does a
    // total changed since the intent was made (a promo code applied or removed).
    const shown = toFils(total);
    const stale =
      used.current || !intent || intentAddress.current !== addressId || intent.amount !== shown;
    const current = stale ? await loadIntent() : intent;
    if (!current) return null;
    // The card is charged only the total the shopper sees; a bag changed elsewhere is shown first.
    if (current.amount !== shown) {
      void queryClient.invalidateQueries({ queryKey: queryKeys.cart() });
      return fail(checkoutText('totalChanged', { total: formatFils(current.amount) }));
    }
    used.current = true;
    try {
      const result = await confirm(current);
      const outcome = cardStatusOutcome(result.status);
      if (outcome === 'paid') return current.paymentIntentId;
      return fail(t(outcome));
    } catch (error) {
      // The provider's own words ('Your card number is invalid.') in the form and as a toast.
      return fail(error instanceof Error ? error.message : t('card.processingFailed'));
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canPay) return;
    onPay(() => pay(stripe && stripeReady ? stripeReady : confirmTest));
  };

  // A wallet's confirm places the order exactly as Pay does, only the confirmation differs.
  const busyNow = useRef(busy);
  busyNow.current = busy;
  const canStartWallet = useCallback(() => !busyNow.current, []);
  const payByWallet = (confirm: ConfirmCard) => Promise.resolve(onPay(() => pay(confirm)));

  return (
    <form className="card-form" onSubmit={submit} noValidate aria-labelledby="card-form-title">
      <div className="card-form__head">
        <h3 id="card-form-title" className="card-form__title">
          {t('card.title')}
        </h3>
        <span className="card-form__brands" aria-hidden="true">
          VISA · MC · AMEX
        </span>
      </div>
      {intent?.provider === 'test' ? (
        <p className="card-form__test-mode" role="note">
          {t('card.testMode')}
        </p>
      ) : null}
      {intentError ? (
        <p className="inline-alert" role="alert">
          {intentError}
        </p>
      ) : !intent ? (
        <p className="card-form__preparing" role="status">
          {t('card.preparing')}
        </p>
      ) : stripe && intent.publishableKey ? (
        <Suspense fallback={<p role="status">{t('card.preparing')}</p>}>
          <div className="card-form__stripe">
            <StripeWalletButtons
              publishableKey={intent.publishableKey}
              total={total}
              canStart={canStartWallet}
              onConfirm={payByWallet}
              onError={fail}
            />
            <StripeCardField publishableKey={intent.publishableKey} onReady={onStripeReady} />
          </div>
        </Suspense>
      ) : (
        <TestCardFields card={card} onChange={setCard} />
      )}
      {formError ? (
        <p className="card-form__error" role="alert">
          {formError}
        </p>
      ) : null}
      {missing ? (
        <p id="card-form-missing" className="card-form__missing" role="status">
          {missing}
        </p>
      ) : null}
      <Button
        type="submit"
        className="card-form__pay"
        disabled={!canPay}
        busy={busy}
        aria-describedby={missing ? 'card-form-missing' : undefined}
      >
        {busy ? t('card.paying') : t('card.pay', { amount: formatAed(total) })}
      </Button>
      <p className="card-form__secure">{t('card.secure')}</p>
    </form>
  );
}
