import { toFils, walletUse } from '@store/domain';

import { t } from '@/i18n';
import type { MessageKey } from '@/i18n';
import type { PaymentChoice } from '../payment-choice';
import { formatAed, formatFils } from '@/lib/money';

type PaymentOptionsProps = {
  value: PaymentChoice | null;
  onChange: (choice: PaymentChoice) => void;
  walletBalance: number;
  total: number;
  /** False when the store takes no cards (GET /api/config): the card option is not offered. */
  cardsOffered: boolean;
};

type Option = { value: PaymentChoice; label: MessageKey; text: string };

/**
 * Card (when the store takes cards), cash on delivery, and the wallet only with a balance above 0,
 * in that order.
 */
export function PaymentOptions({
  value,
  onChange,
  walletBalance,
  total,
  cardsOffered,
}: PaymentOptionsProps) {
  const options: Option[] = [
    ...(cardsOffered
      ? [{ value: 'card', label: 'checkout.card', text: t('checkout.cardText') } as const]
      : []),
    { value: 'COD', label: 'checkout.cod', text: t('checkout.codText') },
  ];
  if (walletBalance > 0) {
    // The same split the server makes: the lesser of balance and total, the rest on delivery.
    const used = walletUse(toFils(walletBalance), toFils(total));
    const rest = toFils(total) - used;
    options.push({
      value: 'wallet',
      label: 'checkout.wallet',
      text: [
        t('checkout.walletBalance', { balance: formatAed(walletBalance) }),
        rest > 0
          ? t('checkout.walletPart', { amount: formatFils(used), rest: formatFils(rest) })
          : t('checkout.walletFull', { amount: formatFils(used) }),
      ].join(' · '),
    });
  }
  return (
    <fieldset className="pay-options">
      <legend className="sr-only">{t('checkout.paymentTitle')}</legend>
      {options.map((option) => (
        <label key={option.value} className="pay-option">
          <input
            type="radio"
            name="payment-method"
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
          />
          <span className="pay-option__body">
            <span className="pay-option__label">{t(option.label)}</span>
            <span className="pay-option__text">{option.text}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
