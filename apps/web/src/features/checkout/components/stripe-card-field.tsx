import type { StripeCardElement } from '@stripe/stripe-js';
import { useEffect, useRef, useState } from 'react';

import { t } from '@/i18n';
import { confirmOutcome } from '../utils/wallet-payment';
import type { ConfirmCard } from '../payment-choice';
import { stripeFor } from './stripe-loader';

type StripeCardFieldProps = {
  publishableKey: string;
  /** A confirm function once the card is complete; null while it is not. */
  onReady: (confirm: ConfirmCard | null) => void;
};

/** Stripe's Card Element: card number, expiry and CVC, its postal code field hidden. */
export default function StripeCardField({ publishableKey, onReady }: StripeCardFieldProps) {
  const mountRef = useRef<HTMLDivElement>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let card: StripeCardElement | undefined;
    let cancelled = false;
    void stripeFor(publishableKey).then((stripe) => {
      if (cancelled || !stripe || !mountRef.current) return;
      card = stripe.elements().create('card', { hidePostalCode: true });
      card.mount(mountRef.current);
      const element = card;
      const confirm: ConfirmCard = async (intent) =>
        confirmOutcome(
          await stripe.confirmCardPayment(intent.clientSecret, {
            payment_method: { card: element },
          }),
        );
      card.on('change', (event) => {
        setError(event.error?.message ?? null);
        onReady(event.complete ? confirm : null);
      });
    });
    return () => {
      cancelled = true;
      card?.destroy();
      onReady(null);
    };
  }, [publishableKey, onReady]);

  return (
    <div className="co-field">
      <span className="co-field__label">{t('card.stripeLabel')}</span>
      <div ref={mountRef} className="co-field__input stripe-card" />
      {error ? (
        <p className="co-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
