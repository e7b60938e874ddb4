import { describe, expect, it } from 'vitest';
import { DEFAULT_OFFER_TEXT } from './constants';
import { arabicDiscountText } from './offer-words';

describe('arabicDiscountText', () => {
  it.each([
    ['Up to 50% OFF', 'خصم حتى 50%'],
    ['UP TO 40 % off', 'خصم حتى 40%'],
    ['  upto   70%  OFF ', 'خصم حتى 70%'],
    ['30% OFF', 'خصم 30%'],
    [DEFAULT_OFFER_TEXT, 'خصم 30%'],
    ['Flat 20% off!', 'خصم 20%'],
    ['Save up to 25%', 'وفّر حتى 25%'],
    ['Save 15%', 'وفّر 15%'],
  ])('says %j in Arabic', (english, arabic) => {
    expect(arabicDiscountText(english)).toBe(arabic);
  });

  it.each(['Buy one get one free', 'Up to 50% OFF on shoes', '', 'Eid sale'])(
    'leaves the owner’s own words %j to be shown as written',
    (text) => {
      expect(arabicDiscountText(text)).toBeNull();
    },
  );
});
