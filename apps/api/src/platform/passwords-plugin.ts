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
  if (options.threads === 0) {
    app.decorate('passwords', passwordHasher(deriveOnSharedThreads));
    return;
  }
  const pool = createPasswordPool(options);
  app.decorate('passwords', passwordHasher(pool.derive, pool));
  app.addHook('onClose', () => pool.close());
});
