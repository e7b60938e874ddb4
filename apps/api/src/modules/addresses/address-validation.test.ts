import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '#test/helper';
import { registerShopper } from '../auth/test-users';
import { addressCalls, homeAddress } from './address-test-kit';

const NAME = 'Please enter a valid name (2-50 characters, letters only)';
const MOBILE = 'Please enter a valid UAE mobile number (e.g., +971 50 123 4567)';

describe('address validation', () => {
  let app: FastifyInstance;
  let token: string;
  let call: ReturnType<typeof addressCalls>;
  beforeAll(async () => {
    app = await buildTestApp();
    call = addressCalls(app);
    ({ token } = await registerShopper(app));
  });
  afterAll(() => app.close());

  it.each<[string, Record<string, unknown>, string, string]>([
    ['no name', { username: '' }, 'username', 'Name is required'],
    ['a name with digits', { username: 'A1' }, 'username', NAME],
    ['no mobile', { mobileno: undefined }, 'mobileno', 'Mobile number is required'],
    ['a landline', { mobileno: '04 123 4567' }, 'mobileno', MOBILE],
    ['no building', { buildingNumber: ' ' }, 'buildingNumber', 'Building number is required'],
    [
      'a long building',
      { buildingNumber: 'x'.repeat(81) },
      'buildingNumber',
      'Building number is too long',
    ],
    ['no street', { streetName: '' }, 'streetName', 'Street name is required'],
    ['a long street', { streetName: 'x'.repeat(101) }, 'streetName', 'Street name is too long'],
    ['no area', { area: '' }, 'area', 'Area is required'],
    ['a long area', { area: 'x'.repeat(101) }, 'area', 'Area name is too long'],
    ['a blank city', { city: ' ' }, 'city', 'City is required'],
    ['no emirate', { emirate: '' }, 'emirate', 'Emirate selection is required'],
    ['an unknown emirate', { emirate: 'Muscat' }, 'emirate', 'Emirate selection is required'],
    [
      'no Home or Work',
      { savedaddressas: 'Villa' },
      'savedaddressas',
      'Please select Home or Work',
    ],
    [
      'a lettered PO box',
      { pobox: '12a' },
      'pobox',
      'PO Box should contain only numbers (max 6 digits)',
    ],
    [
      'a long PO box',
      { pobox: '1234567' },
      'pobox',
      'PO Box should contain only numbers (max 6 digits)',
    ],
    [
      'a bad default flag',
      { defaultaddress: 'yes' },
      'defaultaddress',
      'Default address must be true or false',
    ],
  ])('refuses %s with 400 and the field message', async (_name, change, field, message) => {
    const res = await call.add(token, homeAddress(change));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, error: message, code: 'VALIDATION' });
    expect(res.json().fields).toMatchObject({ [field]: message });
  });

  it('takes address lines of 80 characters, a tower and flat written out among them', async () => {
    const lines = {
      buildingNumber: 'Marina Heights Tower, Apt 1804'.padEnd(80, '.'),
      streetName: 'S'.repeat(80),
      area: 'A'.repeat(80),
    };
    // A shopper of its own: the other tests expect an empty address book.
    const { token: own } = await registerShopper(app);
    const res = await call.add(own, homeAddress(lines));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().address).toMatchObject(lines);
  });

  it('names every invalid field at once', async () => {
    const res = await call.add(token, {});
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields).sort()).toEqual(
      [
        'area',
        'buildingNumber',
        'emirate',
        'mobileno',
        'savedaddressas',
        'streetName',
        'username',
      ].sort(),
    );
    expect((await call.list(token)).json().addresses).toEqual([]);
  });
});
