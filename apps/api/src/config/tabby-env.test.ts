import { describe, expect, it } from 'vitest';
import { loadConfig } from './env';

const keys = {
  TABBY_PUBLIC_KEY: 'pk_live_1',
  TABBY_SECRET_KEY: 'sk_live_1',
  TABBY_MERCHANT_CODE: 'souqstyle-ae',
};

describe("Tabby's settings", () => {
  it('are off without keys, live with all three, test only when chosen', () => {
    expect(loadConfig({}).tabby).toEqual({ mode: 'off' });
    expect(loadConfig(keys).tabby).toEqual({
      mode: 'live',
      publicKey: 'pk_live_1',
      secretKey: 'sk_live_1',
      merchantCode: 'souqstyle-ae',
    });
    expect(loadConfig({ TABBY_MODE: 'test' }).tabby).toEqual({ mode: 'test' });
  });

  it.each([
    [{ TABBY_SECRET_KEY: 'sk_1' }, 'all three'],
    [{ TABBY_PUBLIC_KEY: 'pk_1', TABBY_SECRET_KEY: 'sk_1' }, 'all three'],
    [{ ...keys, TABBY_MODE: 'test' }, 'test takes no real money'],
    [{ TABBY_MODE: 'live' }, 'live needs'],
  ])('refuse to start with %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});
