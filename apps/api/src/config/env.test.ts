import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env';

describe('loadConfig', () => {
  it('gives the documented defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      seed: 'demo',
      databaseUrl: undefined,
    });
    expect(c.dataDir.endsWith('/var')).toBe(true);
    expect(c.media.baseUrl).toBe('/media');
    // No keys and no choice: no card payments, never the test provider (decision 27).
    expect(c.cards).toEqual({ provider: 'none' });
    expect(c.google).toBeUndefined();
    expect(c.rateLimitMultiplier).toBe(1);
    expect(c.maxConnectionsPerAddress).toBe(100);
    expect(c.timeouts).toMatchObject({ bodyMs: 30_000, uploadBodyMs: 600_000 });
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL: must start with postgres://'],
    [{ SEED: 'everything' }, 'SEED'],
    [{ ADMIN_USERNAME: 'boss', ADMIN_PASSWORD: 'short' }, 'ADMIN_PASSWORD: must be at least 8'],
    [{ ADMIN_PASSWORD: 'long-enough-password' }, 'ADMIN_PASSWORD needs ADMIN_USERNAME'],
    [{ JWT_SECRET: 'too-short' }, 'JWT_SECRET: must be at least 32'],
    [{ STRIPE_SECRET_KEY: 'sk_test_x' }, 'set both STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY'],
    [{ CARD_PROVIDER: 'paypal' }, 'CARD_PROVIDER: must be stripe, test or none'],
    [{ CARD_PROVIDER: 'stripe' }, 'CARD_PROVIDER: stripe needs STRIPE_SECRET_KEY'],
    [
      {
        CARD_PROVIDER: 'test',
        STRIPE_SECRET_KEY: 'sk_live_x',
        STRIPE_PUBLISHABLE_KEY: 'pk_live_x',
      },
      'CARD_PROVIDER: test takes no real money',
    ],
    [
      { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_PUBLISHABLE_KEY: 'pk_test_x' },
      'STRIPE_WEBHOOK_SECRET: Stripe needs its webhook',
    ],
    [{ CARD_PROVIDER: 'test', STRIPE_WEBHOOK_SECRET: 'secret' }, 'STRIPE_WEBHOOK_SECRET: must be'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
    [{ RATE_LIMIT_MULTIPLIER: '0' }, 'RATE_LIMIT_MULTIPLIER: must be a positive number'],
    [{ RATE_LIMIT_MULTIPLIER: 'lots' }, 'RATE_LIMIT_MULTIPLIER'],
    [{ MAX_CONNECTIONS_PER_ADDRESS: '0' }, 'MAX_CONNECTIONS_PER_ADDRESS: must be a whole number'],
    [{ MAX_CONNECTIONS_PER_ADDRESS: 'many' }, 'MAX_CONNECTIONS_PER_ADDRESS'],
    [{ SHIPPING_COURIERS: 'aramex,fedex' }, 'SHIPPING_COURIERS: "fedex" is not a courier'],
    [
      { SHIPPING_COURIERS: 'Quiqup=https://quiqup.com/track' },
      'SHIPPING_COURIERS: "Quiqup": the tracking page must hold {n}',
    ],
    [{ DELIVERY_CODE_MINUTES: '1' }, 'DELIVERY_CODE_MINUTES: must be a whole number of minutes'],
    [{ DELIVERY_CODE_MINUTES: '10081' }, 'DELIVERY_CODE_MINUTES: must be a whole number'],
    [{ DELIVERY_CODE_MINUTES: '1.5' }, 'DELIVERY_CODE_MINUTES: must be a whole number'],
    [{ DELIVERY_CODE_MINUTES: 'a day' }, 'DELIVERY_CODE_MINUTES'],
    [{ CART_REMINDER_HOURS: '0' }, 'CART_REMINDER_HOURS: must be a whole number of hours'],
    [{ CART_REMINDER_HOURS: '169' }, 'CART_REMINDER_HOURS: must be a whole number'],
    [{ CART_REMINDER_HOURS: '2.5' }, 'CART_REMINDER_HOURS: must be a whole number'],
    [{ CART_REMINDER_HOURS: 'soon' }, 'CART_REMINDER_HOURS'],
  ])('refuses %j with a message naming the variable', (env, expected) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(expected);
  });

  it("offers today's five couriers by default, and the owner's list when set", () => {
    expect(loadConfig({}).shipping.couriers.map((c) => c.label)).toEqual([
      'Aramex',
      'DHL',
      'Emirates Post',
      'SMSA',
      'Other',
    ]);
    const own = loadConfig({ SHIPPING_COURIERS: 'dhl,Quiqup=https://quiqup.com/track/{n}' });
    expect(own.shipping.couriers).toEqual([
      expect.objectContaining({ key: 'dhl' }),
      { key: 'quiqup', label: 'Quiqup', trackingUrl: 'https://quiqup.com/track/{n}' },
      expect.objectContaining({ key: 'other' }),
    ]);
  });

  it("gives a courier's code a day by default, and DELIVERY_CODE_MINUTES when set", () => {
    expect(loadConfig({}).shipping.courierCodeMinutes).toBe(1440);
    expect(loadConfig({ DELIVERY_CODE_MINUTES: '480' }).shipping.courierCodeMinutes).toBe(480);
  });

  it('reminds of a bag after 4 hours by default, and after CART_REMINDER_HOURS when set', () => {
    expect(loadConfig({}).marketing.cartReminderHours).toBe(4);
    expect(loadConfig({ CART_REMINDER_HOURS: '24' }).marketing.cartReminderHours).toBe(24);
  });

  it('reads optional services when set', () => {
    const c = loadConfig({
      DATABASE_URL: 'postgres://u@localhost/db',
      GOOGLE_CLIENT_ID: 'client-1',
      MEDIA_BASE_URL: 'https://cdn.example.com/media/',
      S3_BUCKET: 'store-media',
      ADMIN_USERNAME: 'owner',
      RATE_LIMIT_MULTIPLIER: '20',
      MAX_CONNECTIONS_PER_ADDRESS: '250',
    });
    expect(c.rateLimitMultiplier).toBe(20);
    expect(c.maxConnectionsPerAddress).toBe(250);
    expect(c.databaseUrl).toBe('postgres://u@localhost/db');
    expect(c.google?.jwksUrl).toBe('https://www.googleapis.com/oauth2/v3/certs');
    expect(c.media.baseUrl).toBe('https://cdn.example.com/media');
    expect(c.media.s3?.bucket).toBe('store-media');
    expect(c.admin).toEqual({ username: 'owner', password: undefined });
  });

  it.each<[Record<string, string>, string]>([
    [{ S3_BUCKET: 'shop' }, 'https://shop.s3.us-east-1.amazonaws.com'],
    [
      { S3_BUCKET: 'shop', S3_REGION: 'me-central-1' },
      'https://shop.s3.me-central-1.amazonaws.com',
    ],
    [{ S3_BUCKET: 'shop', S3_ENDPOINT: 'http://127.0.0.1:9000/' }, 'http://127.0.0.1:9000/shop'],
    [{ S3_BUCKET: 'shop', MEDIA_BASE_URL: 'https://cdn.example.com' }, 'https://cdn.example.com'],
  ])('serves S3 media from %j at %s', (env, baseUrl) => {
    expect(loadConfig(env).media.baseUrl).toBe(baseUrl);
  });

  it('passes AWS keys to the S3 driver only when both are set', () => {
    const c = loadConfig({
      S3_BUCKET: 'shop',
      AWS_ACCESS_KEY_ID: 'AKIA1',
      AWS_SECRET_ACCESS_KEY: 'secret',
    });
    expect(c.media.s3).toEqual({
      bucket: 'shop',
      region: 'us-east-1',
      credentials: { accessKeyId: 'AKIA1', secretAccessKey: 'secret' },
    });
    expect(() => loadConfig({ S3_BUCKET: 'shop', AWS_ACCESS_KEY_ID: 'AKIA1' })).toThrow(
      'set both AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, or neither',
    );
  });

  it.each([
    [{}, false],
    [{ TRUST_PROXY: '1' }, 1],
    [{ TRUST_PROXY: 'true' }, true],
    [{ TRUST_PROXY: '10.0.0.1,10.0.0.2' }, ['10.0.0.1', '10.0.0.2']],
  ])('reads TRUST_PROXY %j as %j', (env, expected) => {
    expect(loadConfig(env).trustProxy).toEqual(expected);
  });

  it('refuses a TRUST_PROXY that is none of its forms', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow('TRUST_PROXY');
  });

  it('reads the seller of tax invoices and how prices are entered', () => {
    expect(loadConfig({}).store).toMatchObject({ trn: undefined, pricesIncludeVat: false });
    const store = loadConfig({
      STORE_LEGAL_NAME: 'Al Noor Fashion LLC',
      STORE_TRN: '100123456700003',
      STORE_ADDRESS: 'Al Wasl Road, Dubai',
      PRICES_INCLUDE_VAT: 'true',
    }).store;
    expect(store).toEqual({
      legalName: 'Al Noor Fashion LLC',
      trn: '100123456700003',
      address: 'Al Wasl Road, Dubai',
      pricesIncludeVat: true,
    });
  });

  it.each(['12345', '1001234567000031', '100-123-456-700', 'TRN100123456700'])(
    'stops at a STORE_TRN of %s, naming it',
    (trn) => {
      expect(() => loadConfig({ STORE_TRN: trn })).toThrow(/STORE_TRN: must be the 15-digit/);
    },
  );

  it('reads PUBLIC_URL as an origin and refuses anything else', () => {
    expect(loadConfig({}).publicOrigin).toBeUndefined();
    expect(loadConfig({ PUBLIC_URL: 'https://souqstyle.ae/' }).publicOrigin).toBe(
      'https://souqstyle.ae',
    );
    for (const bad of ['souqstyle.ae', 'ftp://souqstyle.ae', 'https://souqstyle.ae/shop']) {
      expect(() => loadConfig({ PUBLIC_URL: bad })).toThrow('PUBLIC_URL');
    }
  });

  it('reads PUBLIC_HOSTS as host names with optional ports and refuses anything else', () => {
    expect(loadConfig({}).publicHosts).toBeUndefined();
    expect(
      loadConfig({ PUBLIC_HOSTS: 'SouqStyle.ae, www.souqstyle.ae:8443,[::1]:8080,10.0.0.5' })
        .publicHosts,
    ).toEqual(['souqstyle.ae', 'www.souqstyle.ae:8443', '[::1]:8080', '10.0.0.5']);
    for (const bad of [
      'https://souqstyle.ae',
      'souqstyle.ae/shop',
      'souqstyle.ae,,www.souqstyle.ae',
      'souq style.ae',
      '*.souqstyle.ae',
      'souqstyle.ae:99999',
      'souqstyle.ae:0',
    ]) {
      expect(() => loadConfig({ PUBLIC_HOSTS: bad })).toThrow(/PUBLIC_HOSTS: .*(host names|port)/);
    }
  });

  it('refuses PRICES_INCLUDE_VAT other than true or false', () => {
    expect(() => loadConfig({ PRICES_INCLUDE_VAT: 'yes' })).toThrow('PRICES_INCLUDE_VAT');
  });

  const keys = {
    STRIPE_SECRET_KEY: 'sk_test_x',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
    STRIPE_WEBHOOK_SECRET: 'whsec_test_signing_secret',
  };
  it.each<[Record<string, string>, string]>([
    [{}, 'none'],
    [{ CARD_PROVIDER: '' }, 'none'],
    [keys, 'stripe'],
    [{ ...keys, CARD_PROVIDER: 'stripe' }, 'stripe'],
    [{ CARD_PROVIDER: 'test' }, 'test'],
    [{ CARD_PROVIDER: 'none' }, 'none'],
    [{ ...keys, CARD_PROVIDER: 'none' }, 'none'],
  ])('takes cards with %j through %s', (env, provider) => {
    expect(loadConfig(env).cards.provider).toBe(provider);
  });

  it('gives Stripe its keys', () => {
    expect(loadConfig(keys).cards).toEqual({
      provider: 'stripe',
      secretKey: 'sk_test_x',
      publishableKey: 'pk_test_x',
      webhookSecret: 'whsec_test_signing_secret',
    });
  });

  it('lets the test provider sign with a configured secret or one of its own', () => {
    expect(loadConfig({ CARD_PROVIDER: 'test' }).cards).toEqual({ provider: 'test' });
    expect(
      loadConfig({ CARD_PROVIDER: 'test', STRIPE_WEBHOOK_SECRET: 'whsec_configured1' }).cards,
    ).toEqual({ provider: 'test', webhookSecret: 'whsec_configured1' });
  });

  it('treats empty strings as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', SMTP_URL: ' ' }).databaseUrl).toBeUndefined();
  });
});
