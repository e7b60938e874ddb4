import { firstError, placeOrderSchema } from '@store/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from '@/lib/router';

import { ErrorMessage } from '@/components/ui/error-message';
import { useToast } from '@/components/ui/toast';
import { t } from '@/i18n';
import { ApiError } from '@/lib/api-client';
import { promoCodeChanging } from '@/lib/promo-code';
import { useStoreConfig } from '@/lib/store-config';
import { RequireAuth, useAuth } from '@/features/auth';
import { useCart } from '@/features/cart';
import { useWallet } from '@/features/wallet';
import { useAddresses, useSetDefaultAddress } from '../api';
import { AddressBook } from '../components/address-book';
import { CardPayment } from '../components/card-payment';
import { CheckoutSteps } from '../components/checkout-steps';
import { OrderSummary } from '../components/order-summary';
import { PaymentOptions } from '../components/payment-options';
import { PayLaterChoice } from '../components/pay-later-choice';
import { usePlaceOrder } from '../hooks/use-place-order';
import { checkoutText } from '../i18n/checkout-text';
import type { Address } from '@store/domain/contract';
import type { PaymentChoice } from '../payment-choice';
import { buildOrderDraft, saveOrderDraft } from '../utils/order-draft';
import '../checkout.css';
import '../checkout-form.css';
import '../checkout-summary.css';

function CheckoutView() {
  const { user } = useAuth();
  const toast = useToast();
  const navigate = useNavigate();
  const cart = useCart();
  const addresses = useAddresses();
  const wallet = useWallet();
  // Until the store says it takes cards, the card option stays hidden.
  const cardsOffered = useStoreConfig().data?.cards.offered ?? false;
  const setDefault = useSetDefaultAddress();
  const { place, pending } = usePlaceOrder();
  const queryClient = useQueryClient();
  // undefined: not chosen yet, so the default address is; null: cleared by removing it.
  const [chosenId, setChosenId] = useState<string | null | undefined>(undefined);
  const [choice, setChoice] = useState<PaymentChoice | null>(null);

  const list = addresses.data ?? [];
  const selected =
    chosenId === undefined
      ? (list.find((a) => a.defaultaddress) ?? null)
      : (list.find((a) => a._id === chosenId) ?? null);
  const items = cart.data?.items;
  const total = cart.data?.totals.totalCostwithVAT ?? 0;
  const balance = wallet.data?.balance ?? 0;

  // Selecting an address (re)builds the draft while the bag has a total above 0.
  useEffect(() => {
    if (!selected || !items || !user) return;
    const draft = buildOrderDraft({
      userid: user._id,
      address: selected,
      items: items.map((i) => ({ ...i, productid: i._id })),
      total,
    });
    if (draft) saveOrderDraft(draft);
  }, [selected, items, total, user]);

  const select = (address: Address) => {
    setChosenId(address._id);
    // The selected address becomes the default.
    if (!address.defaultaddress) {
      setDefault.mutate(address._id, { onError: (error) => toast(error.message, 'error') });
    }
  };

  const onRemoved = (addressId: string) => {
    if (selected?._id !== addressId) return;
    setChosenId(null);
    setChoice(null);
  };

  const placeWith = (pay?: () => Promise<string | null>) => {
    if (!user) {
      toast(t('checkout.loginFirst'), 'warning');
      return navigate('/login');
    }
    // The summary's code field is changing the total: an order placed now would send the old one.
    if (promoCodeChanging(queryClient)) return toast(checkoutText('totalUpdating'), 'warning');
    const check = placeOrderSchema.safeParse({
      addressId: selected?._id ?? '',
      paymentMethod: choice === 'card' ? 'online' : (choice ?? ''),
    });
    if (!check.success) return toast(firstError(check.error), 'error');
    if (choice === 'wallet' && !(balance > 0))
      return toast(t('checkout.walletInsufficient'), 'error');
    // Returned, so a wallet's sheet knows when the placement has ended.
    return place({
      addressId: selected?._id ?? '',
      choice: choice ?? 'COD',
      walletBalance: balance,
      total,
      ...(pay ? { pay } : {}),
    });
  };

  const title = <title>{`${t('page.checkout')} · ${t('app.name')}`}</title>;
  const loadError = cart.error ?? addresses.error;
  if (loadError) {
    const network = loadError instanceof ApiError && loadError.kind === 'network';
    const heading = cart.error
      ? t('cart.fetchError')
      : network
        ? t('address.networkError')
        : t('address.loadFailed');
    return (
      <div className="page">
        {title}
        <ErrorMessage
          title={heading}
          message={loadError.message}
          retryLabel={t('catalog.retry')}
          onRetry={() => void (cart.error ? cart.refetch() : addresses.refetch())}
        />
      </div>
    );
  }
  if (!cart.data || !addresses.data) {
    return (
      <div className="page" aria-busy="true">
        {title}
        <p className="co-loading" role="status">
          {addresses.data ? t('cart.loading') : t('address.loading')}
        </p>
      </div>
    );
  }
  if (cart.data.items.length === 0) {
    return (
      <div className="page message-page">
        {title}
        <h1 className="message-page__title">{t('checkout.title')}</h1>
        <p className="message-page__text">{t('cart.empty')}</p>
        <Link className="button button--primary" to="/">
          {t('cart.startShopping')}
        </Link>
      </div>
    );
  }

  const step = !selected ? 1 : !choice ? 2 : 3;
  const placeButton =
    selected && (choice === 'COD' || choice === 'wallet') ? (
      <button
        type="button"
        className="button button--primary co-place"
        // Stays pressable while placing, so a second press can say a placement is running.
        aria-busy={pending || undefined}
        onClick={() => placeWith()}
      >
        {pending ? t('checkout.placing') : t('checkout.placeOrder')}
      </button>
    ) : null;

  return (
    <div className="page checkout-page">
      {title}
      <h1 className="page-head__title checkout-page__title">{t('checkout.title')}</h1>
      <CheckoutSteps current={step} />
      <div className="checkout-page__layout">
        <div className="checkout-page__main">
          <section className="co-section" aria-labelledby="co-address-title">
            <h2 id="co-address-title" className="co-section__title">
              <span className="co-section__number" aria-hidden="true">
                1
              </span>
              {t('checkout.deliveryTitle')}
            </h2>
            <AddressBook
              addresses={list}
              selectedId={selected?._id ?? null}
              onSelect={select}
              onRemoved={onRemoved}
            />
          </section>
          <section className="co-section" aria-labelledby="co-payment-title">
            <h2 id="co-payment-title" className="co-section__title">
              <span className="co-section__number" aria-hidden="true">
                2
              </span>
              {t('checkout.paymentTitle')}
            </h2>
            {selected ? (
              <>
                <PaymentOptions
                  value={choice}
                  onChange={setChoice}
                  walletBalance={balance}
                  total={total}
                  cardsOffered={cardsOffered}
                />
                {(['tabby', 'tamara'] as const).map((method) => (
                  <PayLaterChoice
                    key={method}
                    method={method}
                    addressId={selected._id}
                    total={total}
                  />
                ))}
                {choice === 'card' && cardsOffered ? (
                  <CardPayment
                    addressId={selected._id}
                    total={total}
                    busy={pending}
                    onPay={placeWith}
                  />
                ) : null}
              </>
            ) : (
              <p className="co-section__hint">{t('checkout.paymentHint')}</p>
            )}
          </section>
        </div>
        <OrderSummary cart={cart.data}>{placeButton}</OrderSummary>
      </div>
    </div>
  );
}

/** `/checkout/address`: address, payment choice, place order. */
export default function CheckoutPage() {
  return (
    <RequireAuth>
      <CheckoutView />
    </RequireAuth>
  );
}
