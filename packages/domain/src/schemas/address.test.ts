import { describe, expect, it } from 'vitest';
import { UAE_MOBILE_PATTERN, normalizeUaeMobile } from '../phone';
import { addressIdSchema, addressSchema } from './address';
import { fieldErrors } from './errors';

const MOBILE_MESSAGE = 'Please enter a valid UAE mobile number (e.g., +971 50 123 4567)';
const NAME_MESSAGE = 'Please enter a valid name (2-50 characters, letters only)';
const POBOX_MESSAGE = 'PO Box should contain only numbers (max 6 digits)';

const valid = {
  username: 'Aisha Khan',
  mobileno: '+971 50 123 4567',
  buildingNumber: 'Tower 2, Flat 1204',
  streetName: 'Sheikh Zayed Road',
  area: 'Business Bay',
  city: 'Dubai',
  emirate: 'Dubai',
  savedaddressas: 'Home',
};

function errorsOf(input: unknown): Record<string, string> {
  const result = addressSchema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}

describe('UAE mobile numbers', () => {
  const operators = ['50', '51', '52', '54', '55', '56', '58'];
  const prefixes = ['+971', '971', '0', ''];
  const accepted = prefixes.flatMap((prefix) => operators.map((op) => `${prefix}${op}1234567`));

  it.each(accepted)('accepts %s', (mobile) => {
    expect(UAE_MOBILE_PATTERN.test(mobile)).toBe(true);
    expect(normalizeUaeMobile(mobile)).toBe(`+971${mobile.slice(-9)}`);
  });

  it.each([
    '+971531234567', // 53 is not a mobile operator code
    '+971571234567',
    '+971591234567',
    '0401234567', // landline
    '+97150123456', // 6 digits after the operator
    '+9715012345678', // 8 digits after the operator
    '00971501234567', // 00 prefix is not in the pattern
    '+1501234567',
    '501234567x',
    '',
  ])('rejects %j', (mobile) => {
    expect(UAE_MOBILE_PATTERN.test(mobile)).toBe(false);
    expect(normalizeUaeMobile(mobile)).toBeNull();
  });

  it.each([
    ['+971 50 123 4567', '+971501234567'],
    ['050-123-4567', '+971501234567'],
    ['  971 58 765 4321 ', '+971587654321'],
    ['55 1234567', '+971551234567'],
  ])('normalizes %j to %j', (input, canonical) => {
    expect(normalizeUaeMobile(input)).toBe(canonical);
  });
});

describe('addressSchema', () => {
  it('parses a full address, normalizing and stripping', () => {
    expect(
      addressSchema.parse({
        ...valid,
        username: '  Aisha Khan ',
        emirate: 'abu dhabi',
        savedaddressas: 'work',
        pobox: ' 12345 ',
        defaultaddress: 'true',
        country: 'Elsewhere',
        userid: 'someone-else',
      }),
    ).toEqual({
      username: 'Aisha Khan',
      mobileno: '+971501234567',
      buildingNumber: 'Tower 2, Flat 1204',
      streetName: 'Sheikh Zayed Road',
      area: 'Business Bay',
      city: 'Dubai',
      emirate: 'Abu Dhabi',
      savedaddressas: 'Work',
      pobox: '12345',
      defaultaddress: true,
      country: 'United Arab Emirates',
    });
  });

  it('defaults city only when absent, defaultaddress to false, and drops an empty PO box', () => {
    const { city: _city, ...withoutCity } = valid;
    const parsed = addressSchema.parse({ ...withoutCity, pobox: '' });
    expect(parsed.city).toBe('Dubai');
    expect(parsed.defaultaddress).toBe(false);
    expect(parsed.pobox).toBeUndefined();
    expect(parsed.country).toBe('United Arab Emirates');
    expect(errorsOf({ ...valid, city: '' })).toEqual({ city: 'City is required' });
  });

  it.each<[unknown, boolean]>([
    [true, true],
    [false, false],
    ['true', true],
    ['false', false],
    ['TRUE', true],
  ])('defaultaddress %j -> %j', (input, expected) => {
    expect(addressSchema.parse({ ...valid, defaultaddress: input }).defaultaddress).toBe(expected);
  });

  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['missing name', { username: undefined }, { username: 'Name is required' }],
    ['blank name', { username: '  ' }, { username: 'Name is required' }],
    ['one-letter name', { username: 'A' }, { username: NAME_MESSAGE }],
    ['51-letter name', { username: 'a'.repeat(51) }, { username: NAME_MESSAGE }],
    ['name with digits', { username: 'Agent 47' }, { username: NAME_MESSAGE }],
    ['name of symbols only', { username: "-'-" }, { username: NAME_MESSAGE }],
    ['missing mobile', { mobileno: undefined }, { mobileno: 'Mobile number is required' }],
    ['blank mobile', { mobileno: ' ' }, { mobileno: 'Mobile number is required' }],
    ['landline', { mobileno: '04 123 4567' }, { mobileno: MOBILE_MESSAGE }],
    ['missing building', { buildingNumber: '' }, { buildingNumber: 'Building number is required' }],
    [
      '81-char building',
      { buildingNumber: 'b'.repeat(81) },
      { buildingNumber: 'Building number is too long' },
    ],
    ['missing street', { streetName: undefined }, { streetName: 'Street name is required' }],
    ['101-char street', { streetName: 's'.repeat(101) }, { streetName: 'Street name is too long' }],
    ['missing area', { area: '' }, { area: 'Area is required' }],
    ['101-char area', { area: 'a'.repeat(101) }, { area: 'Area name is too long' }],
    ['null city', { city: null }, { city: 'City is required' }],
    ['missing emirate', { emirate: undefined }, { emirate: 'Emirate selection is required' }],
    ['unknown emirate', { emirate: 'Muscat' }, { emirate: 'Emirate selection is required' }],
    ['7-digit PO box', { pobox: '1234567' }, { pobox: POBOX_MESSAGE }],
    ['PO box with letters', { pobox: '12A' }, { pobox: POBOX_MESSAGE }],
    [
      'missing Home/Work',
      { savedaddressas: undefined },
      { savedaddressas: 'Please select Home or Work' },
    ],
    [
      'other Home/Work',
      { savedaddressas: 'Office' },
      { savedaddressas: 'Please select Home or Work' },
    ],
    [
      'defaultaddress that is not a boolean',
      { defaultaddress: 'yes' },
      { defaultaddress: 'Default address must be true or false' },
    ],
  ])('%s', (_name, change, errors) => {
    expect(errorsOf({ ...valid, ...change })).toEqual(errors);
  });

  it.each([
    ['two letters', 'Al'],
    ['50 letters', 'a'.repeat(50)],
    ['apostrophe and hyphen', "Mary-Jane O'Neil"],
    ['Arabic', 'عائشة خان'],
    ['accented', 'Zoë Ångström'],
  ])('accepts a name with %s', (_name, username) => {
    expect(errorsOf({ ...valid, username })).toEqual({});
  });

  it.each([
    ['one digit', '1'],
    ['six digits', '123456'],
    ['a JSON number', 4567],
  ])('accepts a PO box of %s', (_name, pobox) => {
    expect(addressSchema.parse({ ...valid, pobox }).pobox).toBe(String(pobox));
  });

  it('allows building 20, street 100 and area 100 characters', () => {
    expect(
      errorsOf({
        ...valid,
        buildingNumber: 'b'.repeat(20),
        streetName: 's'.repeat(100),
        area: 'a'.repeat(100),
      }),
    ).toEqual({});
  });

  it('reports every invalid field of an empty body', () => {
    expect(errorsOf({})).toEqual({
      username: 'Name is required',
      mobileno: 'Mobile number is required',
      buildingNumber: 'Building number is required',
      streetName: 'Street name is required',
      area: 'Area is required',
      emirate: 'Emirate selection is required',
      savedaddressas: 'Please select Home or Work',
    });
  });
});

describe('addressIdSchema', () => {
  it('trims the id and strips anything else', () => {
    expect(addressIdSchema.parse({ addressid: ' a1 ', userid: 'u9' })).toEqual({ addressid: 'a1' });
  });

  it.each([
    {},
    { addressid: '' },
    { addressid: '  ' },
    { addressid: 7 },
    { addressid: 'a'.repeat(129) },
  ])('%j', (input) => {
    const result = addressIdSchema.safeParse(input);
    expect(result.success ? {} : fieldErrors(result.error)).toEqual({
      addressid: 'Address id is required',
    });
  });
});
