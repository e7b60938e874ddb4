import { describe, expect, it } from 'vitest';
import { loadConfig } from './env';

const tokens = { TAMARA_API_TOKEN: 'api-token-1', TAMARA_NOTIFICATION_TOKEN: 'notify-token-1' };

describe("Tamara's settings", () => {
  it('are off without tokens, live with both, test only when chosen', () => {
    expect(loadConfig({}).tamara).toEqual({ mode: 'off' });
    expect(loadConfig(tokens).tamara).toEqual({
      mode: 'live',
      apiToken: 'api-token-1',
      notificationToken: 'notify-token-1',
    });
    expect(loadConfig({ TAMARA_MODE: 'test' }).tamara).toEqual({ mode: 'test' });
  });

  it.each([
    [{ TAMARA_API_TOKEN: 'api-token-1' }, 'or neither'],
    [{ TAMARA_NOTIFICATION_TOKEN: 'notify-token-1' }, 'or neither'],
    [{ ...tokens, TAMARA_MODE: 'test' }, 'test takes no real money'],
    [{ TAMARA_MODE: 'live' }, 'live needs'],
  ])('refuse to start with %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});
