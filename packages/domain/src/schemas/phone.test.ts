import { describe, expect, it } from 'vitest';
import { formatUaeMobile, UAE_MOBILE_EXAMPLE, UAE_MOBILE_MESSAGE } from '../phone';
import { addressSchema } from './address';
import { completeProfileSchema, registerSchema } from './auth';

const register = { fullname: 'Mariam', email: 'm@example.ae', password: 'secret1' };
const address = {
  username: 'Mariam',
  buildingNumber: '12',
  streetName: 'Street 5',
  area: 'Al Barsha',
  emirate: 'Dubai',
  savedaddressas: 'Home',
};

describe('one UAE mobile rule for every phone field', () => {
  it.each([
    ['0501234567', '+971 50 123 4567'],
    ['+971501234567', '+971 50 123 4567'],
    ['971 55 987 6543', '+971 55 987 6543'],
    ['050-123-4567', '+971 50 123 4567'],
    [' 0561234567 ', '+971 56 123 4567'],
    // Not a UAE mobile (an older account's number): shown as stored.
    ['0412345678', '0412345678'],
    ['1234567890', '1234567890'],
  ])('shows %j as %j', (stored, shown) => {
    expect(formatUaeMobile(stored)).toBe(shown);
  });

  it('writes its example as it shows a mobile', () => {
    expect(formatUaeMobile(UAE_MOBILE_EXAMPLE)).toBe(UAE_MOBILE_EXAMPLE);
    expect(UAE_MOBILE_MESSAGE).toContain(UAE_MOBILE_EXAMPLE);
  });

  it.each([
    ['0501234567', '0501234567', '+971501234567'],
    ['+971 50 123 4567', '0501234567', '+971501234567'],
    ['971-55-987-6543', '0559876543', '+971559876543'],
  ])('takes %j at registration, in the profile and on an address', (typed, account, saved) => {
    expect(registerSchema.parse({ ...register, phoneno: typed }).phoneno).toBe(account);
    const profile = completeProfileSchema.parse({ phoneno: typed, address: 'Marina Walk' });
    expect(profile.phoneno).toBe(account);
    expect(addressSchema.parse({ ...address, mobileno: typed }).mobileno).toBe(saved);
    expect(formatUaeMobile(account)).toBe(formatUaeMobile(saved));
  });

  it.each(['1234567890', '0412345678', '05012345', '+971 40 123 4567'])(
    'refuses %j everywhere with the same message',
    (typed) => {
      const a = registerSchema.safeParse({ ...register, phoneno: typed });
      const b = addressSchema.safeParse({ ...address, mobileno: typed });
      expect(a.error?.issues[0]?.message).toBe(UAE_MOBILE_MESSAGE);
      expect(b.error?.issues[0]?.message).toBe(UAE_MOBILE_MESSAGE);
    },
  );
});
