export const E2E_ADMIN = { username: 'admin', password: 'e2e-admin-password' } as const;

/** The environment every journey store runs with, `npm start`ed or built in-process. */
export function journeyStoreEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    SEED: 'demo',
    LOG_LEVEL: 'warn',
    ADMIN_USERNAME: E2E_ADMIN.username,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    // Every journey signs in from 127.0.0.1: scale the per-address limits to fit them all.
    RATE_LIMIT_MULTIPLIER: '20',
    // The card journeys pay with the test cards; a shop owner chooses this provider the same
    // way (the default is no card payments without Stripe keys).
    CARD_PROVIDER: 'test',
    // Journeys sign up and sign in many times: they hash at 2^12 rather than the shop's 2^17 (the
    // same scrypt code; the API's password tests use the shop's cost).
    PASSWORD_HASH_COST: '12',
    ...env,
  };
}
