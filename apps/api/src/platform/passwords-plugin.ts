import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createPasswordPool } from './password-pool';
import { deriveOnSharedThreads, passwordHasher, type PasswordHasher } from './passwords';

declare module 'fastify' {
  interface FastifyInstance {
    /** Password hashing for requests: sign-in, registration, reset (decision 25). */
    passwords: PasswordHasher;
  }
}

/** Hashes on the app's own pool of threads, ended when the app closes. */
export const passwordsPlugin = fp(async (app: FastifyInstance) => {
  const options = app.config.passwordHashing;
  if ((options.costLog2 ?? 17) < 17) {
    app.log.warn('PASSWORD_HASH_COST is below 17: passwords are hashed for a test run, not a shop');
  }
  if (options.threads === 0) {
    app.decorate('passwords', passwordHasher(deriveOnSharedThreads, undefined, options.costLog2));
    return;
  }
  const pool = createPasswordPool(options);
  app.decorate('passwords', passwordHasher(pool.derive, pool, options.costLog2));
  app.addHook('onClose', () => pool.close());
});
