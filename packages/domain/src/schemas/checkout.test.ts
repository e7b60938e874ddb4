import { describe, expect, it } from 'vitest';
import { orderRefSchema, testCardConfirmSchema, walletPaymentSchema } from './checkout';

const card = { number: '4242 4242 4242 4242', expMonth: '12', expYear: 2034, cvc: '123' };

describe('testCardConfirmSchema', () => {
  it('reads form strings as numbers', () => {
    const parsed = testCardConfirmSchema.parse({ paymentIntentId: 'pi_1', card, zipCode: 12345 });
    expect(parsed.card.expMonth).toBe(12);
    expect(parsed.zipCode).toBe('12345');
  });

  it('takes a card without a ZIP code, blank or absent', () => {
    expect(testCardConfirmSchema.parse({ paymentIntentId: 'pi_1', card }).zipCode).toBeUndefined();
    const blank = testCardConfirmSchema.parse({ paymentIntentId: 'pi_1', card, zipCode: '' });
    expect(blank.zipCode).toBeUndefined();
  });

  it.each([
    [{ card: { ...card, expMonth: 13 } }, "Your card's expiration date is invalid."],
    [{ card: { ...card, cvc: '12' } }, "Your card's security code is invalid."],
    [{ card: { ...card, number: '' } }, 'Your card number is invalid.'],
    [{ card: undefined }, 'Your card number is invalid.'],
    [{ zipCode: '1234' }, 'ZIP code must be exactly 5 digits.'],
    [{ paymentIntentId: '' }, 'Payment reference is required'],
  ])('rejects %j', (change, message) => {
    const result = testCardConfirmSchema.safeParse({
      paymentIntentId: 'pi_1',
      card,
      zipCode: '12345',
      ...change,
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});

describe('order references', () => {
  it('require an id', () => {
    expect(orderRefSchema.safeParse({}).error?.issues[0]?.message).toBe('Order id is required');
    expect(walletPaymentSchema.parse({ orderid: ' SH-1 ' }).orderid).toBe('SH-1');
  });
});
