import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Runs work after the response (mail, for instance); failures are logged, close waits for it. */
    runInBackground(label: string, task: () => Promise<unknown>): void;
  }
}

export const backgroundPlugin = fp(async (app: FastifyInstance) => {
  const running = new Set<Promise<unknown>>();
  app.decorate('runInBackground', (label: string, task: () => Promise<unknown>) => {
    const job = task()
      .catch((err: unknown) => app.log.error({ err, task: label }, 'background task failed'))
      .finally(() => running.delete(job));
    running.add(job);
  });
  // Close hooks run in reverse order: this one runs before app.ts closes the database.
  app.addHook('onClose', async () => {
    await Promise.allSettled([...running]);
  });
});
