import { t } from '@/i18n';
import { formatCardNumber, formatExpiry } from '../utils/card';
import type { CardFields } from '../utils/card';
import { TextInput } from './form-field';

const TEST_CARDS = [
  { number: '4242 4242 4242 4242', outcome: 'card.testSucceeds' },
  { number: '4000 0000 0000 0002', outcome: 'card.testDeclined' },
  { number: '4000 0025 0000 3155', outcome: 'card.testAuth' },
] as const;

type TestCardFieldsProps = { card: CardFields; onChange: (card: CardFields) => void };

/** The built-in test provider's card inputs, with the test cards it understands. */
export function TestCardFields({ card, onChange }: TestCardFieldsProps) {
  return (
    <div className="card-fields">
      <TextInput
        className="card-fields__number"
        label={t('card.number')}
        name="cardNumber"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        value={card.number}
        onChange={(e) => onChange({ ...card, number: formatCardNumber(e.target.value) })}
      />
      <TextInput
        label={t('card.expiry')}
        name="cardExpiry"
        inputMode="numeric"
        autoComplete="cc-exp"
        placeholder="MM / YY"
        value={card.expiry}
        onChange={(e) => onChange({ ...card, expiry: formatExpiry(e.target.value) })}
      />
      <TextInput
        label={t('card.cvc')}
        name="cardCvc"
        inputMode="numeric"
        autoComplete="cc-csc"
        placeholder="123"
        maxLength={4}
        value={card.cvc}
        onChange={(e) => onChange({ ...card, cvc: e.target.value.replace(/\D/g, '') })}
      />
      <div className="card-fields__hint">
        <p className="card-fields__hint-title">{t('card.testTitle')}</p>
        <ul role="list">
          {TEST_CARDS.map((test) => (
            <li key={test.number}>
              <code>{test.number}</code> {t(test.outcome)}
            </li>
          ))}
        </ul>
        <p>{t('card.testOther')}</p>
      </div>
    </div>
  );
}
