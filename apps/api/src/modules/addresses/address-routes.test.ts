import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '#test/helper';
import { bearer, registerShopper } from '../auth/test-users';
import { findAddress } from './address-repository';
import { addressCalls, homeAddress } from './address-test-kit';

interface Address {
  _id: string;
  defaultaddress: boolean;
  area: string;
}

describe('saved addresses', () => {
  let app: FastifyInstance;
  let call: ReturnType<typeof addressCalls>;
  beforeAll(async () => {
    // Many shoppers register from one test client: lift the per-client sign-up limit.
    app = await buildTestApp({ rateLimitMultiplier: 100 });
    call = addressCalls(app);
  });
  afterAll(() => app.close());

  const listOf = async (token: string) => (await call.list(token)).json().addresses as Address[];
  const addArea = async (token: string, area: string, extra: Record<string, unknown> = {}) =>
    (await call.add(token, homeAddress({ area, ...extra }))).json().address as Address;

  it('starts empty', async () => {
    const { token } = await registerShopper(app);
    expect((await call.list(token)).json()).toEqual({ success: true, addresses: [] });
  });

  it('adds the first address as the default, normalised, ignoring userid and country', async () => {
    const a = await registerShopper(app);
    const b = await registerShopper(app);
    const res = await call.add(
      a.token,
      homeAddress({ userid: b.user._id, country: 'Elsewhere', defaultaddress: 'false' }),
    );
    expect(res.statusCode).toBe(201);
    const { address, ...rest } = res.json();
    expect(rest).toEqual({ success: true, message: 'Address added successfully' });
    expect(address).toEqual({
      _id: expect.any(String),
      userid: a.user._id,
      username: 'Aisha Khan',
      mobileno: '+971501234567',
      buildingNumber: 'Tower 2, Flat 1204',
      streetName: 'Sheikh Zayed Road',
      area: 'Business Bay',
      city: 'Dubai',
      emirate: 'Dubai',
      country: 'United Arab Emirates',
      pobox: '12345',
      savedaddressas: 'Home',
      defaultaddress: true,
    });
    expect(await listOf(a.token)).toEqual([address]);
    expect(await listOf(b.token)).toEqual([]);
  });

  it('keeps one default: a later address only takes it when asked, and lists first', async () => {
    const { token } = await registerShopper(app);
    await addArea(token, 'First');
    const second = await addArea(token, 'Second', { pobox: '', city: undefined });
    expect(second.defaultaddress).toBe(false);
    const third = await addArea(token, 'Third', { defaultaddress: 'true' });
    expect(third.defaultaddress).toBe(true);
    const list = await listOf(token);
    expect(list.map((a) => [a.area, a.defaultaddress])).toEqual([
      ['Third', true],
      ['First', false],
      ['Second', false],
    ]);
    expect(list[2]).toMatchObject({ pobox: null, city: 'Dubai' });
  });

  it('makes a chosen address the only default', async () => {
    const { token } = await registerShopper(app);
    await addArea(token, 'First');
    const second = await addArea(token, 'Second');
    const res = await call.makeDefault(token, second._id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      address: { _id: second._id, defaultaddress: true },
    });
    const list = await listOf(token);
    expect(list.map((a) => [a.area, a.defaultaddress])).toEqual([
      ['Second', true],
      ['First', false],
    ]);
  });

  it('refuses a fourth address with 409', async () => {
    const { token } = await registerShopper(app);
    for (const area of ['One', 'Two', 'Three']) await addArea(token, area);
    const res = await call.add(token, homeAddress({ area: 'Four' }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      success: false,
      error: 'You can save up to 3 addresses',
      code: 'ADDRESS_LIMIT',
    });
    expect(await listOf(token)).toHaveLength(3);
  });

  it('keeps the limit and a single default when four adds race', async () => {
    const { token } = await registerShopper(app);
    const results = await Promise.all(
      ['A', 'B', 'C', 'D'].map((area) =>
        call.add(token, homeAddress({ area, defaultaddress: true })),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 201, 201, 409]);
    const list = await listOf(token);
    expect(list).toHaveLength(3);
    expect(list.filter((a) => a.defaultaddress)).toHaveLength(1);
  });

  it('removes an address, frees a slot, and hands the default on', async () => {
    const { token } = await registerShopper(app);
    const first = await addArea(token, 'First');
    await addArea(token, 'Second');
    await addArea(token, 'Third');
    const res = await call.remove(token, first._id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Address removed successfully' });
    const list = await listOf(token);
    expect(list.map((a) => [a.area, a.defaultaddress])).toEqual([
      ['Second', true],
      ['Third', false],
    ]);
    expect((await call.add(token, homeAddress({ area: 'Fourth' }))).statusCode).toBe(201);
  });

  it("never shows, removes or selects another shopper's address", async () => {
    const a = await registerShopper(app);
    const b = await registerShopper(app);
    const mine = await addArea(a.token, 'Mine');
    for (const res of [
      await call.remove(b.token, mine._id),
      await call.makeDefault(b.token, mine._id),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        success: false,
        error: 'Address not found',
        code: 'ADDRESS_NOT_FOUND',
      });
    }
    expect(await listOf(b.token)).toEqual([]);
    expect(await listOf(a.token)).toEqual([mine]);
    expect(await findAddress(app.db, b.user._id, mine._id)).toBeUndefined();
    expect(await findAddress(app.db, a.user._id, mine._id)).toMatchObject({ area: 'Mine' });
  });

  it('answers 404 for unknown ids and 400 without one', async () => {
    const { token } = await registerShopper(app);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      expect((await call.remove(token, id)).statusCode).toBe(404);
      expect((await call.makeDefault(token, id)).statusCode).toBe(404);
    }
    const missing = await call.remove(token, '');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ error: 'Address id is required', code: 'VALIDATION' });
    expect((await call.makeDefault(token, undefined)).json().error).toBe('Address id is required');
  });

  it('needs a shopper token: 401 without one, 403 for an admin', async () => {
    const admin = await app.tokens.sign({
      userId: '00000000-0000-4000-8000-000000000001',
      role: 'admin',
    });
    const calls = [
      { method: 'GET', url: '/api/checkout/Address' },
      { method: 'POST', url: '/api/checkout/addAddress', payload: homeAddress() },
      { method: 'POST', url: '/api/checkout/address/remove', payload: { addressid: 'x' } },
      { method: 'POST', url: '/api/checkout/address/default', payload: { addressid: 'x' } },
    ] as const;
    for (const c of calls) {
      expect((await app.inject(c)).statusCode).toBe(401);
      expect((await app.inject({ ...c, headers: bearer(admin) })).statusCode).toBe(403);
    }
  });

  it('answers 401 for a valid token of a deleted account', async () => {
    const token = await app.tokens.sign({
      userId: '00000000-0000-4000-8000-000000000002',
      role: 'customer',
    });
    expect((await call.add(token, homeAddress())).statusCode).toBe(401);
  });
});
