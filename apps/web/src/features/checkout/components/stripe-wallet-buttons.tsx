import type { StripeElements, StripeExpressCheckoutElement } from '@stripe/stripe-js';
import { useEffect, useRef, useState } from 'react';

import { getLocale, t } from '@/i18n';
import { checkoutText } from '../i18n/checkout-text';
import {
  confirmWithWallet,
  WALLET_BUTTON_OPTIONS,
  walletElementsOptions,
  walletReturnUrl,
  walletsOffered,
} from '../utils/wallet-payment';
import type { ConfirmCard } from '../payment-choice';
import { stripeFor } from './stripe-loader';

type StripeWalletButtonsProps = {
  publishableKey: string;
  /** AED: the bag's total as the server priced it (the summary's), what the wallet's sheet shows. */
  total: number;
  /** False while an order is being placed: a press then opens no sheet. */
  canStart: () => boolean;
  /** Places the order as Pay does, the wallet confirming the payment; settles when that ends. */
  onConfirm: (confirm: ConfirmCard) => Promise<unknown>;
  /** Shows a failure where the card form shows its own. */
  onError: (message: string) => void;
};

/**
 * Stripe's Express Checkout Element with Apple Pay and Google Pay, above the card field, and the
 * divider under it: both stay hidden until the element says the device has one of them.
 */
export default function StripeWalletButtons(props: StripeWalletButtonsProps) {
  const { publishableKey, total } = props;
  const mountRef = useRef<HTMLDivElement>(null);
  const elementsRef = useRef<StripeElements | null>(null);
  const [shown, setShown] = useState(false);
  // The element is made once per key; its handlers read the latest callbacks and total.
  const latest = useRef(props);
  latest.current = props;

  useEffect(() => {
    const options = walletElementsOptions(latest.current.total, getLocale());
    if (!options) return;
    let element: StripeExpressCheckoutElement | undefined;
    let cancelled = false;
    void stripeFor(publishableKey).then((stripe) => {
      if (cancelled || !stripe || !mountRef.current) return;
      const elements = stripe.elements(options);
      elementsRef.current = elements;
      element = elements.create('expressCheckout', WALLET_BUTTON_OPTIONS);
      element.on('ready', (event) => setShown(walletsOffered(event.availablePaymentMethods)));
      element.on('availablepaymentmethodschange', (event) =>
        setShown(walletsOffered(event.paymentMethods)),
      );
      // Answered at once, as Stripe requires: no sheet while another placement runs.
      element.on('click', (event) =>
        latest.current.canStart() ? event.resolve() : event.reject(),
      );
      element.on('confirm', (event) => {
        void confirmWithWallet({
          submit: () => elements.submit(),
          confirmPayment: (clientSecret) =>
            stripe.confirmPayment({
              elements,
              clientSecret,
              confirmParams: { return_url: walletReturnUrl(window.location.origin, getLocale()) },
              redirect: 'if_required',
            }),
          place: (confirm) => latest.current.onConfirm(confirm),
          paymentFailed: () => event.paymentFailed(),
          onError: (message) => latest.current.onError(message),
          fallbackMessage: t('card.processingFailed'),
        });
      });
      element.mount(mountRef.current);
    });
    return () => {
      cancelled = true;
      element?.destroy();
      elementsRef.current = null;
      setShown(false);
    };
  }, [publishableKey]);

  // A code applied or removed changes the total: the sheet shows the new one.
  useEffect(() => {
    const options = walletElementsOptions(total, getLocale());
    if (options) elementsRef.current?.update({ amount: options.amount });
  }, [total]);

  return (
    <div className="wallet-pay" data-shown={shown ? 'true' : undefined}>
      <div ref={mountRef} className="wallet-pay__buttons" />
      <p className="wallet-pay__divider">
        <span>{checkoutText('walletDivider')}</span>
      </p>
    </div>
  );
}
