import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '#db/schema';
import { fixtureProduct, seedProducts } from '#test/fixtures';
import { buildTestApp } from '#test/helper';
import { bearer, registerShopper } from './test-users';

const CLIENT_ID = 'store-test.apps.googleusercontent.com';
const ATTACKER_ADDRESS = {
  username: 'Layla Haddad',
  mobileno: '0501234567',
  buildingNumber: 'Villa 3',
  streetName: 'Al Wasl Road',
  area: 'Jumeirah',
  emirate: 'Dubai',
  savedaddressas: 'Home',
};

describe('Google sign-in against a JWKS served on loopback', () => {
  let app: FastifyInstance;
  let jwks: Server;
  let googleKey: CryptoKey;
  let strangerKey: CryptoKey;
  let sub = 0;

  beforeAll(async () => {
    const pair = await generateKeyPair('RS256');
    googleKey = pair.privateKey;
    strangerKey = (await generateKeyPair('RS256')).privateKey;
    const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
    jwks = createServer((_req, res) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ keys: [jwk] }));
    });
    await new Promise<void>((resolve) => jwks.listen(0, '127.0.0.1', resolve));
    const { port } = jwks.address() as AddressInfo;
    app = await buildTestApp({
      google: { clientId: CLIENT_ID, jwksUrl: `http://127.0.0.1:${port}/oauth2/v3/certs` },
    });
  });
  afterAll(async () => {
    await app.close();
    await new Promise((resolve) => jwks.close(resolve));
  });

  function idToken(claims: Record<string, unknown> = {}, key = googleKey) {
    sub += 1;
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({
      email: `google${sub}.${process.pid}@gmail.com`,
      email_verified: true,
      name: 'Layla Haddad',
      ...claims,
    })
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .setIssuer((claims.iss as string) ?? 'https://accounts.google.com')
      .setAudience((claims.aud as string) ?? CLIENT_ID)
      .setSubject((claims.sub as string) ?? `google-sub-${sub}`)
      .setIssuedAt(now - 10)
      .setExpirationTime((claims.exp as number) ?? now + 3600)
      .sign(key);
  }
  const googleLogin = (token: unknown) =>
    app.inject({ method: 'POST', url: '/api/auth/google-login', payload: { token } });

  it('tells the browser the client id, and lets Google in through the CSP', async () => {
    const res = await app.inject({ url: '/api/config' });
    expect(res.json()).toMatchObject({ success: true, googleClientId: CLIENT_ID });
    expect(res.headers['content-security-policy']).toContain(
      "script-src 'self' https://accounts.google.com",
    );
  });

  it('creates the account on first sign-in and finds it by Google id afterwards', async () => {
    const token = await idToken({ sub: 'first-timer', email: 'Layla.H@Gmail.com' });
    const first = await googleLogin(token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      success: true,
      msg: 'Google login successful',
      user: { fullname: 'Layla Haddad', email: 'layla.h@gmail.com', phoneno: null, address: null },
    });
    const me = await app.inject({ url: '/api/auth/getUser', headers: bearer(first.json().token) });
    expect(me.json().user.email).toBe('layla.h@gmail.com');

    // Google keeps `sub` when the address changes; the account follows `sub`.
    const second = await googleLogin(await idToken({ sub: 'first-timer', email: 'new@gmail.com' }));
    expect(second.json().user._id).toBe(first.json().user._id);
  });

  it("ends the takeover of an account someone registered with the Google user's email", async () => {
    // The attacker registers the victim's address with a password of their own, before the
    // victim ever comes, and saves an address on the account.
    const email = `victim.${process.pid}@gmail.com`;
    const attacker = await registerShopper(app, { email, password: 'attacker-pass' });
    const saved = await app.inject({
      method: 'POST',
      url: '/api/checkout/addAddress',
      headers: bearer(attacker.token),
      payload: ATTACKER_ADDRESS,
    });
    expect(saved.statusCode).toBe(201);

    // The victim signs in with Google: the account is theirs now.
    const victim = await googleLogin(await idToken({ email }));
    expect(victim.statusCode).toBe(200);
    expect(victim.json().user._id).toBe(attacker.user._id);

    // The attacker's password no longer opens it, and the session it opened is over.
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'attacker-pass' },
    });
    expect(login.statusCode).toBe(401);
    for (const url of ['/api/auth/getUser', '/api/checkout/Address']) {
      const res = await app.inject({ url, headers: bearer(attacker.token) });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('TokenExpired');
    }
    // The victim's own session works.
    const mine = await app.inject({
      url: '/api/checkout/Address',
      headers: bearer(victim.json().token),
    });
    expect(mine.statusCode).toBe(200);
  });

  it('clears what an unproven registration saved when Google takes the account over', async () => {
    const [product] = await seedProducts(app, [fixtureProduct()]).then((ids) => [...ids.values()]);
    // The attacker registers the victim's address with a profile of their own and fills the
    // account: a delivery address, a bag and a wishlist, waiting for the victim's first order.
    const email = `filled.${process.pid}@gmail.com`;
    const attacker = await registerShopper(app, {
      email,
      fullname: 'Not Layla',
      phoneno: '0509876543',
      address: 'Attacker Street 1, Dubai',
    });
    const as = (url: string, payload: object) =>
      app.inject({ method: 'POST', url, headers: bearer(attacker.token), payload });
    expect((await as('/api/checkout/addAddress', ATTACKER_ADDRESS)).statusCode).toBe(201);
    const added = await as('/api/cart/addCartProduct', {
      productid: product,
      quantity: 1,
      selections: { color: 'Navy', size: 'M' },
    });
    expect(added.statusCode).toBe(200);
    expect((await as('/api/wishlist/addWishlist', { productid: product })).statusCode).toBe(200);

    const victim = await googleLogin(await idToken({ email, name: 'Layla Haddad' }));
    expect(victim.statusCode).toBe(200);
    expect(victim.json().user).toMatchObject({
      _id: attacker.user._id,
      fullname: 'Layla Haddad',
      phoneno: null,
      address: null,
    });
    const mine = (url: string) => app.inject({ url, headers: bearer(victim.json().token) });
    expect((await mine('/api/checkout/Address')).json().addresses).toEqual([]);
    expect((await mine('/api/cart/')).json().carts).toEqual([]);
    expect((await mine('/api/wishlist')).json().wishlist).toEqual([]);
    expect((await mine('/api/auth/getUser')).json().user).toMatchObject({
      fullname: 'Layla Haddad',
      phoneno: null,
      address: null,
    });
  });

  it('keeps the password of an account whose owner proved the email with a reset code', async () => {
    const shopper = await registerShopper(app, { email: `proven.${process.pid}@gmail.com` });
    await app.db
      .update(users)
      .set({ emailVerifiedAt: new Date() })
      .where(eq(users.id, shopper.user._id));
    const res = await googleLogin(await idToken({ email: shopper.email.toUpperCase() }));
    expect(res.json().user._id).toBe(shopper.user._id);
    const password = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: shopper.email, password: shopper.password },
    });
    expect(password.statusCode).toBe(200);
    const before = await app.inject({ url: '/api/auth/getUser', headers: bearer(shopper.token) });
    expect(before.statusCode).toBe(200);
  });

  it.each<[string, () => Promise<string>]>([
    ['another audience', () => idToken({ aud: 'someone-else.apps.googleusercontent.com' })],
    ['another issuer', () => idToken({ iss: 'https://evil.example.com' })],
    ['an expired token', () => idToken({ exp: Math.floor(Date.now() / 1000) - 60 })],
    ['a key Google does not publish', () => idToken({}, strangerKey)],
    ['garbage', async () => 'a.b.c'],
  ])('refuses %s with 401', async (_name, make) => {
    const res = await googleLogin(await make());
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      success: false,
      error: 'Google login failed',
      code: 'GOOGLE_TOKEN_INVALID',
    });
  });

  it('refuses an email Google has not verified', async () => {
    const res = await googleLogin(await idToken({ email_verified: false }));
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('GOOGLE_EMAIL_UNVERIFIED');
  });

  it('asks for the credential when none is sent', async () => {
    const res = await googleLogin('');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('No credential received from Google.');
  });
});

describe('Google sign-in when not configured', () => {
  it('hides the button and refuses the call', async () => {
    const app = await buildTestApp({ google: undefined });
    try {
      expect((await app.inject({ url: '/api/config' })).json()).toMatchObject({
        success: true,
        googleClientId: null,
      });
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/google-login',
        payload: { token: 'x' },
      });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-security-policy']).not.toContain('accounts.google.com');
    } finally {
      await app.close();
    }
  });
});
