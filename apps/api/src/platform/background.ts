import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Runs work after the response or after start (mail, the demo images); failures are logged.
     * Close aborts `stopping` and waits for the work: a long task should stop at its next step
     * instead of writing into a store that is going away. Settles when the task has ended.
     */
    runInBackground(
      label: string,
      task: (stopping: AbortSignal) => Promise<unknown>,
    ): Promise<void>;
  }
}

export const backgroundPlugin = fp(async (app: FastifyInstance) => {
  const running = new Set<Promise<void>>();
  const closing = new AbortController();
  app.decorate(
    'runInBackground',
    (label: string, task: (stopping: AbortSignal) => Promise<unknown>) => {
      const job: Promise<void> = task(closing.signal)
        .then(
          () => undefined,
          (err: unknown) => app.log.error({ err, task: label }, 'background task failed'),
        )
        .finally(() => running.delete(job));
      running.add(job);
      return job;
    },
  );
  // Close hooks run in reverse order: this one runs before app.ts closes the database.
  app.addHook('onClose', async () => {
    closing.abort();
    await Promise.allSettled([...running]);
  });
});
